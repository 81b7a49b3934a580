/** Query keys of the notification list. */
export const notificationKeys = { list: ['notifications'] as const };
