/** English texts of the app area. */
export const appEn = {
  app: {
    name: 'Dialworks',
    loading: 'Loading…',
    retry: 'Try again',
    pageFailed: 'This part of the page could not be shown.',
    noAccess: {
      title: "You don't have access to this page",
      body: 'Your account does not have the permission this page needs. An administrator of your organization can give it to you.',
      back: 'Back to the dashboard',
    },
  },
  nav: {
    menu: 'Open navigation',
    dashboard: 'Dashboard',
    debug: 'Debug',
    more: 'More',
    logout: 'Sign out',
    presence: 'Status',
    addTask: 'Add task',
    search: 'Search contacts',
    notifications: 'Notifications',
    smsHistory: 'SMS history',
    live: 'Live updates connected',
    offline: 'Live updates offline',
    liveShort: 'Live',
    offlineShort: 'Offline',
    presenceError: "Couldn't update user status",
  },
  errors: {
    NEW_PWD_REQUIRED: 'New password is required',
    NEW_PWD_POLICY: 'The new password does not meet the password policy',
    NEW_PWD_MUST_BE_DIFF: 'The new password must differ from the old one',
    NEW_PWD_CONF_MUST_MATCH: 'The confirmation does not match the new password',
    serverError: 'Server error',
    timeout: 'timeout (maxtries)',
  },
} as const;
