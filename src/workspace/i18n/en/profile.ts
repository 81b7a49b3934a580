/** English texts of my profile (spec 3 settings: change password, dialing plan, time zone). */
export const profileEn = {
  profile: {
    changePassword: 'Change password',
    currentPassword: 'Current password',
    newPassword: 'New password',
    confirmPassword: 'Confirm new password',
    save: 'Change password',
    dialingPlan: 'Dialing plan',
    country: 'Country',
    dialingPlanHint: 'Numbers you type without a country code are dialed in this country.',
    timeZone: 'Time zone',
    timeZoneHint: 'The dashboard’s day, week and month begin at midnight in this time zone.',
  },
};
