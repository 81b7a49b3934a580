import { browser } from 'wxt/browser';
import type { DesktopNotificationSettings } from '../../contract/entities/profile';
import { DESKTOP_NOTIFICATIONS_KEY, parseDesktopNotifications } from '../desktop-notification-prefs';

/** The user's desktop notification settings as the workspace last stored them (read when a notification is due). */
export async function desktopNotificationSettings(): Promise<DesktopNotificationSettings> {
  const stored = await browser.storage.local.get(DESKTOP_NOTIFICATIONS_KEY);
  return parseDesktopNotifications(stored[DESKTOP_NOTIFICATIONS_KEY]);
}
