/** English texts of my profile (spec 3 settings: change password). */
export const profileEn = {
  profile: { changePassword: 'Change password', currentPassword: 'Current password', newPassword: 'New password', confirmPassword: 'Confirm new password', save: 'Change password' },
};
