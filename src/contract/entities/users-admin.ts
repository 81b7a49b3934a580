import { z } from 'zod';
import { team } from './directory';

/** The per-user ACL the users screen edits (spec 3 "User acl"; src/domain/settings/user-admin.ts has its role rules). */
export const userAcl = z.object({
  tagsListsCreate: z.boolean(),
  /** Spec 3 acl tags.lists manage: rename and delete the tenant's list tags. */
  tagsListsManage: z.boolean(),
  canRefreshLists: z.boolean(),
  canResetLists: z.boolean(),
  onDemandCallRecording: z.boolean(),
  callArchive: z.object({ access: z.boolean(), edit: z.boolean() }),
  restrictOwnActivityHistory: z.boolean(),
  mandatoryCallResult: z.boolean(),
  enablePstn: z.boolean(),
  enableSms: z.boolean(),
  /** Spec 3: lines 0 (none) or 2 to 5. */
  parallelDialer: z.object({ enabled: z.boolean(), lines: z.number().int().min(0).max(5) }).refine((p) => p.lines === 0 || p.lines >= 2, 'Parallel dialer lines are 2 to 5'),
});
export type UserAclForm = z.infer<typeof userAcl>;

export const role = z.object({ id: z.number().int(), name: z.string() });
export type Role = z.infer<typeof role>;

/** A user as the users screen shows them; never a password hash nor an MFA secret. */
export const adminUser = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  userRoleId: z.number().int(),
  teamId: z.number().int().nullable(),
  teamName: z.string().nullable(),
  active: z.boolean(),
  /** MFA is set up (a method chosen); reset MFA clears it. */
  mfaConfigured: z.boolean(),
  acl: userAcl,
});
export type AdminUser = z.infer<typeof adminUser>;

const name = (label: string) => z.string().trim().min(1, `${label} is required`).max(80, `${label} has at most 80 characters`);
export const newUserBody = z.object({
  firstName: name('First name'),
  lastName: name('Last name'),
  email: z.string().trim().toLowerCase().pipe(z.email('Enter a valid email address')),
  userRoleId: z.number().int().positive(),
  /** Spec 3 section 5: the team is optional. */
  teamId: z.number().int().positive().nullable().optional(),
});
export type NewUserBody = z.input<typeof newUserBody>;
export const saveUserBody = newUserBody.extend({ acl: userAcl, active: z.boolean() });
export type SaveUserBody = z.input<typeof saveUserBody>;

/** Spec 3: a new user's generated password is shown once, in this answer only. */
export const createdUser = z.object({ user: adminUser, password: z.string() });
export const userLimit = z.object({ canCreate: z.boolean(), userCount: z.number().int(), maxUsers: z.number().int() });

/** Spec 3 "Team: id, name, userCount". */
export const adminTeam = team.extend({ userCount: z.number().int() });
export type AdminTeam = z.infer<typeof adminTeam>;
export const teamNameBody = z.object({ name: z.string().trim().min(1, 'A team needs a name').max(80, 'A team name has at most 80 characters') });
