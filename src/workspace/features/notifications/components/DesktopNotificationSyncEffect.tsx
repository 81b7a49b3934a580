import { useDesktopNotificationSync } from '../hooks/useDesktopNotifications';

/** Renders nothing: hands the signed-in user's desktop notification settings to the extension. */
export function DesktopNotificationSyncEffect() {
  useDesktopNotificationSync();
  return null;
}
