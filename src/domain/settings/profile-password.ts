import { meetsPasswordPolicy } from '../password-policy';

/** Spec 3 section 5, change password: the first rule a form breaks, field by field. */
export type ProfilePasswordError = 'newRequired' | 'policy' | 'mustDiffer' | 'confirmRequired' | 'confirmMismatch';

export const PROFILE_PASSWORD_MESSAGES: Record<ProfilePasswordError, string> = {
  newRequired: 'New password required.',
  policy: 'A password has at least 9 characters and 3 of: uppercase, lowercase, digit, special (@#$%^&+=).',
  mustDiffer: 'New Password must be different from Current Password.',
  confirmRequired: 'Confirm new password required.',
  confirmMismatch: 'Confirm New Password invalid. Must match new password.',
};
export const CURRENT_PASSWORD_INCORRECT = 'Current password is incorrect';
export const PASSWORD_CHANGED = 'Password changed successfully';

/** The errors of the new password's field and of its confirmation (null: that field is fine). */
export function profilePasswordErrors(input: { currentPassword: string; newPassword: string; confirmPassword: string }): {
  newPassword: ProfilePasswordError | null;
  confirmPassword: ProfilePasswordError | null;
} {
  const newPassword = !input.newPassword ? 'newRequired' : !meetsPasswordPolicy(input.newPassword) ? 'policy' : input.newPassword === input.currentPassword ? 'mustDiffer' : null;
  const confirmPassword = !input.confirmPassword ? 'confirmRequired' : input.confirmPassword !== input.newPassword ? 'confirmMismatch' : null;
  return { newPassword, confirmPassword };
}
