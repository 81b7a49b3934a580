import { describe, expect, it } from 'vitest';
import { clearPerUserStorage, perUserKey, perUserKeysOf } from './per-user-storage';

/** A storage area in memory, as chrome.storage keeps it. */
function area(items: Record<string, unknown>) {
  const data = new Map(Object.entries(items));
  return {
    data,
    get: (keys: null) => Promise.resolve(keys === null ? Object.fromEntries(data) : {}),
    remove: (keys: string[]) => Promise.resolve(void keys.forEach((key) => data.delete(key))),
    clear: () => Promise.resolve(data.clear()),
  };
}

describe('per-user storage at sign-out', () => {
  it("removes the user's keys (prefixed, and the desktop notification settings) and keeps the browser's", async () => {
    const local = area({
      [perUserKey('drafts:contact:42')]: { body: 'Hello' },
      desktopNotifications: { sms: false },
      phoneAudioDevices: { microphoneId: 'usb' },
      crmHosts: ['crm.example.com'],
      clickToCall: { country: 'US', disabledSites: [] },
      lastInstance: 'http://localhost:4100/api',
    });
    const session = area({ connection: { instance: 'http://localhost:4100/api', token: 't' } });
    await clearPerUserStorage({ local, session });
    expect([...local.data.keys()].sort()).toEqual(['clickToCall', 'crmHosts', 'lastInstance', 'phoneAudioDevices']);
    expect(session.data.size).toBe(0);
  });

  it('names a per-user key by its prefix', () => {
    expect(perUserKey('drafts')).toBe('user:drafts');
    expect(perUserKeysOf(['user:drafts', 'users', 'phoneDevices'])).toEqual(['user:drafts']);
  });
});
