import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVALID_AUTH_CONFIG, keepRegistered, type SipCredentials } from '@/src/phone/soft/keep-registered';
import { systemClock, type PhoneLogger } from '@/src/phone/phone-clock';
import { startTestServer, TEST_SECRET, type TestServer } from '@/tests/support/test-server';
import { startTelephony, type StartedTelephony } from './start-telephony';
import { FAST_TIMINGS, phoneCredentials, TestPhone } from './sip-test-harness';

/**
 * The softphone's registration keeper (src/phone/soft/keep-registered.ts) against the real
 * Kamailio: time-limited credentials that expired are refused, and the phone fetches fresh ones
 * from our server's session once, then registers with no user action.
 */
let telephony: StartedTelephony;
let server: TestServer;
const stops: Array<() => Promise<void>> = [];
const quiet: PhoneLogger = { info: () => undefined, warn: () => undefined };

beforeAll(async () => {
  telephony = await startTelephony({ secret: TEST_SECRET, domain: 'localhost', timings: FAST_TIMINGS });
  server = await startTestServer({ telephony: telephony.options });
});
afterAll(async () => {
  for (const stop of stops) await stop();
  await server?.close();
  await telephony?.stop();
});

async function until(check: () => boolean, ms: number, what: string) {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** A softphone whose session's credentials expired an hour ago. */
async function phoneWithExpiredCredentials(email: string, refresh: (token: string) => Promise<SipCredentials>) {
  const token = await server.login(email);
  const session = (await server.request('GET', '/session', { token })).body.payload as { userProvisioningId: string };
  const user = session.userProvisioningId;
  const expired = phoneCredentials(TEST_SECRET, user, new Date(Date.now() - 2 * 3600_000), 3600);
  const phone = new TestPhone(telephony.kamailio.wsServer, user, expired);
  const statuses: string[] = [];
  let refreshes = 0;
  const keeper = keepRegistered(phone.ua, {
    expires: 300,
    clock: systemClock,
    logger: quiet,
    events: { status: (status, error) => statuses.push(error ? `${status}: ${error}` : status), reconnected: () => undefined },
    refreshCredentials: async () => {
      refreshes += 1;
      return refresh(token);
    },
  });
  stops.push(() => keeper.stop());
  await keeper.start();
  return { user, statuses, refreshes: () => refreshes };
}

describe('credential refresh when the SIP server refuses expired credentials', () => {
  it('fetches fresh credentials from the session and registers, once', async () => {
    const phone = await phoneWithExpiredCredentials('rep@demo.test', async (token) => {
      const fresh = (await server.request('GET', '/session', { token })).body.payload as { deviceUser: string; devicePass: string };
      return { authorizationUsername: fresh.deviceUser, authorizationPassword: fresh.devicePass };
    });
    await until(() => phone.statuses.includes('registered'), 5000, 'registered');
    expect(phone.refreshes()).toBe(1);
    expect(phone.statuses).not.toContain(`failed: ${INVALID_AUTH_CONFIG}`);
    expect(telephony.kamailio.registrations()).toContain(`AoR: ${phone.user}`);
  });

  it("shows 'invalid authConfig' when the fresh credentials are refused too, without asking again and again", async () => {
    const phone = await phoneWithExpiredCredentials('rep2@demo.test', async () => {
      const stillBad = phoneCredentials('not-the-secret', 'whoever');
      return { authorizationUsername: stillBad.deviceUser, authorizationPassword: stillBad.devicePass };
    });
    await until(() => phone.statuses.includes(`failed: ${INVALID_AUTH_CONFIG}`), 5000, 'failed');
    expect(phone.refreshes()).toBe(1);
    expect(phone.statuses).not.toContain('registered');
  });
});
