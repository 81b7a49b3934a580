import { describe, expect, it } from 'vitest';
import { parseDesktopNotifications } from './desktop-notification-prefs';

describe('the desktop notification settings the service worker reads', () => {
  it('takes what the workspace stored, and reads anything malformed as every notification on', () => {
    const off = {
      inboundCallNotificationSettings: { enableDesktopNotification: false },
      smsNotifications: { inboundSmsDesktop: false },
      emailNotifications: { emailOpensDesktop: false, emailClicksDesktop: true, inboundEmailsDesktop: false },
    };
    expect(parseDesktopNotifications(off)).toEqual(off);
    const allOn = {
      inboundCallNotificationSettings: { enableDesktopNotification: true },
      smsNotifications: { inboundSmsDesktop: true },
      emailNotifications: { emailOpensDesktop: true, emailClicksDesktop: true, inboundEmailsDesktop: true },
    };
    for (const raw of [undefined, null, {}, { inboundCallNotificationSettings: { enableDesktopNotification: 'no' } }]) expect(parseDesktopNotifications(raw)).toEqual(allOn);
  });
  it('reads settings stored before the email ones with email opens and clicks on, keeping the rest', () => {
    const older = { inboundCallNotificationSettings: { enableDesktopNotification: false }, smsNotifications: { inboundSmsDesktop: false } };
    expect(parseDesktopNotifications(older)).toEqual({ ...older, emailNotifications: { emailOpensDesktop: true, emailClicksDesktop: true, inboundEmailsDesktop: true } });
  });
  it('reads email settings stored before inbound emails with inbound emails on, keeping opens and clicks', () => {
    const older = {
      inboundCallNotificationSettings: { enableDesktopNotification: true },
      smsNotifications: { inboundSmsDesktop: true },
      emailNotifications: { emailOpensDesktop: false, emailClicksDesktop: false },
    };
    expect(parseDesktopNotifications(older).emailNotifications).toEqual({ emailOpensDesktop: false, emailClicksDesktop: false, inboundEmailsDesktop: true });
  });
});
