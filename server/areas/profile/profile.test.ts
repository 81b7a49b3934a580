import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '@/tests/support/test-server';
import { DEMO_PASSWORD, login, makeUser, userByEmail } from '@/tests/support/server-helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const freshRep = async (tag: string) => {
  const rep = await userByEmail(server.db, 'rep@demo.test');
  const user = await makeUser(server.db, rep.tenantId, { tag });
  return (await login(server, user.email, DEMO_PASSWORD)).body.payload.authToken as string;
};

describe('my profile: dialing plan (spec 3)', () => {
  it("follows the tenant's until the user chooses one, and the phone's settings then dial with it", async () => {
    const token = await freshRep('plan');
    const before = await server.request('GET', '/users/me/dialing-plan', { token });
    expect(before.status).toBe(200);
    expect(before.body.payload).toEqual({ dialingPlan: { iso2: 'US', countryCode: '1', countryName: 'United States' }, own: false });

    const saved = await server.request('PUT', '/users/me/dialing-plan', { token, body: { iso2: 'GB' } });
    expect(saved.status).toBe(200);
    expect(saved.body.payload).toEqual({ dialingPlan: { iso2: 'GB', countryCode: '44', countryName: 'United Kingdom' }, own: true });
    expect((await server.request('GET', '/telephony/settings', { token })).body.payload.dialingPlanCountry).toBe('GB');
    // Another user of the tenant keeps the tenant's.
    const other = await freshRep('plan-other');
    expect((await server.request('GET', '/telephony/settings', { token: other })).body.payload.dialingPlanCountry).toBe('US');
  });

  it('refuses a country that is not in the list, changing nothing', async () => {
    const token = await freshRep('plan-bad');
    await server.request('PUT', '/users/me/dialing-plan', { token, body: { iso2: 'SG' } });
    for (const iso2 of ['XX', 'gb', '']) {
      const res = await server.request('PUT', '/users/me/dialing-plan', { token, body: { iso2 } });
      expect(res.status).toBe(400);
    }
    expect((await server.request('GET', '/users/me/dialing-plan', { token })).body.payload.dialingPlan.iso2).toBe('SG');
  });

  it('needs a session', async () => {
    expect((await server.request('GET', '/users/me/dialing-plan')).status).toBe(401);
  });
});

describe('desktop notifications (spec 3 inbound call notification settings, SMS notifications)', () => {
  it('are on until the user turns them off; a bad body changes nothing', async () => {
    const token = await freshRep('desktop');
    const before = await server.request('GET', '/users/me/desktop-notifications', { token });
    expect(before.body.payload).toEqual({
      inboundCallNotificationSettings: { enableDesktopNotification: true },
      smsNotifications: { inboundSmsDesktop: true },
      emailNotifications: { emailOpensDesktop: true, emailClicksDesktop: true, inboundEmailsDesktop: true },
    });
    const off = {
      inboundCallNotificationSettings: { enableDesktopNotification: false },
      smsNotifications: { inboundSmsDesktop: true },
      emailNotifications: { emailOpensDesktop: false, emailClicksDesktop: true, inboundEmailsDesktop: false },
    };
    expect((await server.request('PUT', '/users/me/desktop-notifications', { token, body: off })).body.payload).toEqual(off);
    expect((await server.request('PUT', '/users/me/desktop-notifications', { token, body: { smsNotifications: { inboundSmsDesktop: 'yes' } } })).status).toBe(400);
    expect((await server.request('GET', '/users/me/desktop-notifications', { token })).body.payload).toEqual(off);
    // Another user keeps theirs.
    expect((await server.request('GET', '/users/me/desktop-notifications', { token: await freshRep('desktop-other') })).body.payload.inboundCallNotificationSettings.enableDesktopNotification).toBe(
      true,
    );
  });
});

describe('my profile: time zone (spec 3 "save timezone")', () => {
  it('is UTC (or the tenant’s) until the user chooses one; a zone the runtime does not know is refused and changes nothing', async () => {
    const token = await freshRep('zone');
    expect((await server.request('GET', '/users/me/timezone', { token })).body.payload).toEqual({ timeZone: 'UTC', own: false });
    const saved = await server.request('PUT', '/users/me/timezone', { token, body: { timeZone: 'America/Los_Angeles' } });
    expect(saved.body.payload).toEqual({ timeZone: 'America/Los_Angeles', own: true });
    const bad = await server.request('PUT', '/users/me/timezone', { token, body: { timeZone: 'Mars/Olympus' } });
    expect(bad.body).toMatchObject({ status: 400, message: expect.stringContaining('Choose a time zone from the list') });
    expect((await server.request('GET', '/users/me/timezone', { token })).body.payload).toEqual({ timeZone: 'America/Los_Angeles', own: true });
    // Another user keeps theirs.
    expect((await server.request('GET', '/users/me/timezone', { token: await freshRep('zone-other') })).body.payload.own).toBe(false);
  });

  it('moves the dashboard’s day to the user’s calendar', async () => {
    const token = await freshRep('zone-day');
    const day = async () => (await server.request('GET', '/metrics/activity-metrics/currentDay', { token })).body.payload as { from: string; to: string };
    const utc = await day();
    expect(utc.from.endsWith('T00:00:00.000Z')).toBe(true);
    await server.request('PUT', '/users/me/timezone', { token, body: { timeZone: 'Asia/Kolkata' } });
    const kolkata = await day();
    // India is UTC+05:30 all year: its midnight is 18:30 UTC.
    expect(kolkata.from.endsWith('T18:30:00.000Z')).toBe(true);
    expect(new Date(kolkata.to).getTime() - new Date(kolkata.from).getTime()).toBe(24 * 3600 * 1000);
  });
});
