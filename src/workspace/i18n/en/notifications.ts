/** English texts of the navbar's notification list (spec 1 section 2). */
export const notificationsEn = {
  notifications: {
    title: 'Notifications',
    button: 'Notifications, {{count}} unread',
    readAll: 'Mark all read',
    empty: 'Nothing new in the last 30 days.',
    error: 'Could not load data from server',
    someone: 'someone',
    kinds: {
      emailIn: 'Email from {{name}}',
      emailOpen: '{{name}} opened your email',
      emailClick: '{{name}} clicked a link in your email',
      smsIn: 'SMS from {{name}}',
      missedCall: 'Missed call from {{name}}',
      taskReminder: 'Task reminder',
    },
  },
};
