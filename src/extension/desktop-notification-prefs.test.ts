import { describe, expect, it } from 'vitest';
import { parseDesktopNotifications } from './desktop-notification-prefs';

describe('the desktop notification settings the service worker reads', () => {
  it('takes what the workspace stored, and reads anything malformed as every notification on', () => {
    const off = { inboundCallNotificationSettings: { enableDesktopNotification: false }, smsNotifications: { inboundSmsDesktop: false } };
    expect(parseDesktopNotifications(off)).toEqual(off);
    for (const raw of [undefined, null, {}, { inboundCallNotificationSettings: { enableDesktopNotification: 'no' } }])
      expect(parseDesktopNotifications(raw)).toEqual({ inboundCallNotificationSettings: { enableDesktopNotification: true }, smsNotifications: { inboundSmsDesktop: true } });
  });
});
