import { defineRoute } from '../route';
import { desktopNotificationSettings, dialingPlanBody, dialingPlanReply, timeZoneBody, timeZoneReply } from '../entities/profile';

/** My profile (spec 3 settings/my-profile): the user's own settings. */
export const profileRoutes = {
  dialingPlan: defineRoute({ method: 'GET', path: '/users/me/dialing-plan', reply: dialingPlanReply, auth: 'session' }),
  updateDialingPlan: defineRoute({ method: 'PUT', path: '/users/me/dialing-plan', body: dialingPlanBody, reply: dialingPlanReply, auth: 'session' }),
  /** Spec 3 "save timezone": the calendar the dashboard's day, week and month follow. */
  timeZone: defineRoute({ method: 'GET', path: '/users/me/timezone', reply: timeZoneReply, auth: 'session' }),
  updateTimeZone: defineRoute({ method: 'PUT', path: '/users/me/timezone', body: timeZoneBody, reply: timeZoneReply, auth: 'session' }),
  /** Spec 3 "update inbound call notification settings" and "update SMS notifications": the extension's desktop notifications. */
  desktopNotifications: defineRoute({ method: 'GET', path: '/users/me/desktop-notifications', reply: desktopNotificationSettings, auth: 'session' }),
  updateDesktopNotifications: defineRoute({ method: 'PUT', path: '/users/me/desktop-notifications', body: desktopNotificationSettings, reply: desktopNotificationSettings, auth: 'session' }),
};
