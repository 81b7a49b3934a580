import { desktopNotificationSettings, DEFAULT_DESKTOP_NOTIFICATIONS, type DesktopNotificationSettings } from '../contract/entities/profile';

/**
 * The user's desktop notification settings (spec 3), kept in chrome.storage.local by the workspace
 * whenever it reads or saves them, so the service worker decides at once whether to show one.
 */
export const DESKTOP_NOTIFICATIONS_KEY = 'desktopNotifications';

/** Anything malformed in storage reads as the defaults (every notification on). */
export function parseDesktopNotifications(raw: unknown): DesktopNotificationSettings {
  return desktopNotificationSettings.safeParse(raw).data ?? DEFAULT_DESKTOP_NOTIFICATIONS;
}
