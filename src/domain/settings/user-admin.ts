/** Spec 3 users screen: roles, the ACL's role rules, the generated password and who may log in as whom. */

export type RoleKey = 'admin' | 'manager' | 'rep';

/** The role list the server serves (spec 3 section 6: the name is shown as Access). Ids 1, 2 and 11 have rules of their own. */
export const ROLES: ReadonlyArray<{ id: number; key: RoleKey; name: string }> = [
  { id: 1, key: 'admin', name: 'Administrator' },
  { id: 2, key: 'manager', name: 'Manager' },
  { id: 3, key: 'rep', name: 'Sales rep' },
];
export const ADMIN_ROLE_ID = 1;
/** Spec 3 section 5: roles whose call archive access and edit are forced on. */
export const ARCHIVE_FORCED_ROLE_IDS: readonly number[] = [1, 2, 11];

export const roleIdOf = (key: RoleKey): number => ROLES.find((r) => r.key === key)?.id ?? 3;
export const roleKeyOf = (id: number): RoleKey | null => ROLES.find((r) => r.id === id)?.key ?? null;

/** The per-user ACL the users screen edits (spec 3 "User acl" and section 6's flags). */
export interface UserAcl {
  tagsListsCreate: boolean;
  tagsListsManage: boolean;
  canRefreshLists: boolean;
  canResetLists: boolean;
  onDemandCallRecording: boolean;
  callArchive: { access: boolean; edit: boolean };
  restrictOwnActivityHistory: boolean;
  mandatoryCallResult: boolean;
  enablePstn: boolean;
  enableSms: boolean;
  parallelDialer: { enabled: boolean; lines: number };
}

/**
 * Spec 3 section 5's role rules, applied by the form as the role changes and by the server on save:
 * role 1 gets every granting flag forced on (and its restrictions off: an administrator is not
 * limited to their own history nor held by the call-result countdown); roles 1, 2 and 11 get call
 * archive access and edit forced on; any other role, when it is chosen, starts with archive access,
 * edit and restrict-own-history off. Edit always needs access.
 */
export function applyRoleRules(roleId: number, acl: UserAcl, previousRoleId: number | null): UserAcl {
  if (roleId === ADMIN_ROLE_ID) {
    return {
      tagsListsCreate: true,
      tagsListsManage: true,
      canRefreshLists: true,
      canResetLists: true,
      onDemandCallRecording: true,
      callArchive: { access: true, edit: true },
      restrictOwnActivityHistory: false,
      mandatoryCallResult: false,
      enablePstn: true,
      enableSms: true,
      parallelDialer: { enabled: true, lines: acl.parallelDialer.lines >= 2 ? acl.parallelDialer.lines : 2 },
    };
  }
  if (ARCHIVE_FORCED_ROLE_IDS.includes(roleId)) return { ...acl, callArchive: { access: true, edit: true } };
  if (previousRoleId !== roleId) return { ...acl, callArchive: { access: false, edit: false }, restrictOwnActivityHistory: false };
  return { ...acl, callArchive: { access: acl.callArchive.access, edit: acl.callArchive.access && acl.callArchive.edit } };
}

/** Which ACL controls the form disables for a role (the forced ones). */
export function lockedAclOf(roleId: number): { all: boolean; callArchive: boolean } {
  return { all: roleId === ADMIN_ROLE_ID, callArchive: ARCHIVE_FORCED_ROLE_IDS.includes(roleId) };
}

/** Spec 3 section 5: parallel-dialer line options start at 2 and are at most four, drawn from the lines available. */
export function parallelLineOptions(availableLines: number): number[] {
  const options: number[] = [];
  for (let lines = 2; lines <= availableLines && options.length < 4; lines++) options.push(lines);
  return options;
}

/** Spec 3 sections 5 and 9: a new user's password, 8 characters from letters, digits and !?@#$%&*. */
export const GENERATED_PASSWORD_LENGTH = 8;
export const GENERATED_PASSWORD_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789!?@#$%&*';

/** `randomBelow(n)` gives a uniform integer in [0, n): the server passes crypto's randomInt. */
export function generatePassword(randomBelow: (n: number) => number): string {
  let password = '';
  for (let i = 0; i < GENERATED_PASSWORD_LENGTH; i++) password += GENERATED_PASSWORD_ALPHABET[randomBelow(GENERATED_PASSWORD_ALPHABET.length)];
  return password;
}

/** Spec 3 section 6: the number of users is limited; a tenant without its own limit has this one. */
export const DEFAULT_MAX_USERS = 50;
export const canCreateUser = (livingUsers: number, maxUsers: number): boolean => livingUsers < maxUsers;

/** Spec 3 section 6: Login as user is disabled for oneself and while already logged in as someone. */
export function canLoginAs(input: { meId: number; targetId: number; impersonating: boolean; targetActive: boolean }): boolean {
  return input.meId !== input.targetId && !input.impersonating && input.targetActive;
}

/** Spec 3 section 9: the users table shows 15 rows and truncates names at 15 characters. */
export const USERS_PAGE_SIZE = 15;
export const USER_NAME_TRUNCATE = 15;

/** Spec 3 section 8, the users screen's messages (keys with the texts shown). */
export const USER_ADMIN_MESSAGES = {
  UNABLE_CREATE_USER: 'Unable to create user.',
  ERROR_MAX_NUMBER_OF_USERS: 'The maximum number of users has been reached.',
  UNABLE_SAVE_USER_INFORMATION: 'Unable to save user information.',
  ERROR_DELETE_USER: 'Unable to delete user.',
  ERROR_RESET_MFA: 'Unable to reset MFA.',
  ERROR_RESET_PASSWORD: 'Unable to reset password.',
  ERROR_LOGIN_IMPERSONATE: 'Unable to log in as this user.',
  EXPORT_FAILED: 'Unable to export users',
} as const;
