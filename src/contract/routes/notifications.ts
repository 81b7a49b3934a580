import { z } from 'zod';
import { defineRoute } from '../route';
import { markNotificationsReadBody, notificationList } from '../entities/notifications';

/** Spec 1 section 2 (the navbar's notification list): the user's last notifications, read from the one activity log. */
export const notificationRoutes = {
  listNotifications: defineRoute({ method: 'GET', path: '/notifications', reply: notificationList, auth: 'session' }),
  markNotificationsRead: defineRoute({ method: 'POST', path: '/notifications/read', body: markNotificationsReadBody, reply: z.object({ unread: z.number().int() }), auth: 'session' }),
};
