import { z } from 'zod';

/** Spec 1 section 9: the navbar's notification list holds the user's last 50. */
export const NOTIFICATIONS_PAGE_SIZE = 50;

/** What a notification tells: mail or an SMS came in, a sent email was opened or clicked, a call was missed, a task's reminder time came. */
export const notificationKind = z.enum(['emailIn', 'emailOpen', 'emailClick', 'smsIn', 'missedCall', 'taskReminder']);
export type NotificationKind = z.infer<typeof notificationKind>;

export const userNotification = z.object({
  /** The activity it comes from and what happened to it (an email is opened, then clicked: two). */
  id: z.string(),
  kind: notificationKind,
  at: z.string(),
  contactId: z.number().int().nullable(),
  contactName: z.string().nullable(),
  /** The email's subject, the SMS's text, the caller's number or the task's subject. */
  text: z.string(),
  read: z.boolean(),
});
export type UserNotification = z.infer<typeof userNotification>;

export const notificationList = z.object({ notifications: z.array(userNotification), unread: z.number().int() });
export type NotificationList = z.infer<typeof notificationList>;

/** Everything that happened up to then is read. */
export const markNotificationsReadBody = z.object({ upTo: z.iso.datetime({ offset: true }) });
