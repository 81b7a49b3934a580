import { PASSWORD_MIN_LENGTH, PASSWORD_SPECIAL_CHARACTERS } from './constants';

export type PasswordChangeError = 'NEW_PWD_REQUIRED' | 'NEW_PWD_POLICY' | 'NEW_PWD_MUST_BE_DIFF' | 'NEW_PWD_CONF_MUST_MATCH';

const characterClasses: ReadonlyArray<(c: string) => boolean> = [(c) => c >= 'A' && c <= 'Z', (c) => c >= 'a' && c <= 'z', (c) => c >= '0' && c <= '9', (c) => PASSWORD_SPECIAL_CHARACTERS.includes(c)];

/** The four-rule policy: at least 9 characters and 3 of the 4 classes upper, lower, digit, one of @#$%^&+=. */
export function meetsPasswordPolicy(password: string): boolean {
  if (password.length < PASSWORD_MIN_LENGTH) return false;
  const chars = [...password];
  const classesUsed = characterClasses.filter((isOfClass) => chars.some(isOfClass)).length;
  return classesUsed >= 3;
}

/** Change-expired-password rules (spec 1 section 5), first failure wins. */
export function validatePasswordChange(input: { oldPassword: string; newPassword: string; confirmPassword: string }): PasswordChangeError | null {
  if (!input.newPassword) return 'NEW_PWD_REQUIRED';
  if (!meetsPasswordPolicy(input.newPassword)) return 'NEW_PWD_POLICY';
  if (input.newPassword === input.oldPassword) return 'NEW_PWD_MUST_BE_DIFF';
  // Confirmation is required and must match: one rule, one key (spec 1 section 5).
  if (input.confirmPassword !== input.newPassword) return 'NEW_PWD_CONF_MUST_MATCH';
  return null;
}
