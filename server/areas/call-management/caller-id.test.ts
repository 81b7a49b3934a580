import { mkdtemp, readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock, startTestServer, type TestServer } from '@/tests/support/test-server';
import { DEMO_PASSWORD, demoTenantId, login, makeUser } from '@/tests/support/server-helpers';
import { createSimulatedSmsCarrier } from '../sms/simulated-sms-carrier';

let server: TestServer;
let outbox: string;
const clock = manualClock(new Date('2026-11-26T10:00:00Z'));
beforeAll(async () => {
  outbox = path.join(await mkdtemp(path.join(os.tmpdir(), 'dialworks-sms-')), 'outbox.jsonl');
  server = await startTestServer({ clock, smsProvider: createSimulatedSmsCarrier({ outboxFile: outbox }) });
});
afterAll(() => server.close());

const rep = async (tag: string) => {
  const user = await makeUser(server.db, await demoTenantId(server.db), { tag });
  return (await login(server, user.email, DEMO_PASSWORD)).body.payload.authToken as string;
};
/** The last code the carrier texted to `number` (its outbox). */
const lastCode = async (number: string) => {
  const lines = (await readFile(outbox, 'utf8'))
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l) as { to: string; body: string });
  return /(\d{6})/.exec(lines.filter((l) => l.to === number).at(-1)?.body ?? '')?.[1] ?? '';
};

describe('caller id (spec 3 call management)', () => {
  it('presents the assigned number until another is verified by the code texted to it, then that one', async () => {
    const token = await rep('callerid');
    const start = await server.request('GET', '/users/me/caller-id', { token });
    expect(start.status).toBe(200);
    expect(start.body.payload).toMatchObject({ type: 'assigned', isVerified: false, verification: null });
    expect(start.body.payload.presented).toBe(start.body.payload.assignedNumber);

    // Other without verification is refused (403, the server's message), changing nothing.
    const early = await server.request('PUT', '/users/me/caller-id', { token, body: { type: 'other', otherCallerId: '+1 202 555 0111' } });
    expect(early.status).toBe(403);
    expect(early.body.message).toBe('Verify the number before using it as your caller id.');

    const sent = await server.request('POST', '/users/me/caller-id/verify', { token, body: { number: '+1 (202) 555-0111' } });
    expect(sent.body.payload.verification).toEqual({ number: '+12025550111', resendInMs: 120_000 });
    // A new code only after the 120000 ms timer.
    clock.advance(60_000);
    const again = await server.request('POST', '/users/me/caller-id/verify', { token, body: { number: '+12025550111' } });
    expect(again.status).toBe(400);
    expect(again.body.code).toBe('TN_VERIFY_TOO_SOON');

    const wrong = await server.request('POST', '/users/me/caller-id/confirm', { token, body: { code: (Number(await lastCode('+12025550111')) + 1).toString().padStart(6, '0').slice(-6) } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.code).toBe('TN_VERIFY_CODE_INVALID');
    const right = await server.request('POST', '/users/me/caller-id/confirm', { token, body: { code: await lastCode('+12025550111') } });
    expect(right.status).toBe(200);
    expect(right.body.payload).toMatchObject({ type: 'other', otherCallerId: '+12025550111', isVerified: true, presented: '+12025550111', verification: null });
    expect((await server.request('GET', '/telephony/settings', { token })).body.payload.callerId).toBe('+12025550111');

    // Changing the other number makes it unverified: type other is refused again; back to the assigned number is fine.
    expect((await server.request('PUT', '/users/me/caller-id', { token, body: { type: 'other', otherCallerId: '+12025550112' } })).status).toBe(403);
    const assigned = await server.request('PUT', '/users/me/caller-id', { token, body: { type: 'assigned', otherCallerId: '+12025550111' } });
    expect(assigned.body.payload.presented).toBe(start.body.payload.assignedNumber);
  });

  it('lets a code expire after 10 minutes, and refuses numbers outside the US, UK and Singapore', async () => {
    const token = await rep('callerid-expiry');
    await server.request('POST', '/users/me/caller-id/verify', { token, body: { number: '+447911123456' } });
    const code = await lastCode('+447911123456');
    clock.advance(10 * 60_000);
    const late = await server.request('POST', '/users/me/caller-id/confirm', { token, body: { code } });
    expect(late.body.code).toBe('TN_VERIFY_CODE_EXPIRED');
    const france = await server.request('POST', '/users/me/caller-id/verify', { token, body: { number: '+33142685300' } });
    expect(france.status).toBe(400);
    expect(france.body.message).toContain('US, UK and Singapore only');
    expect((await server.request('POST', '/users/me/caller-id/confirm', { token: await rep('nocode'), body: { code: '123456' } })).body.code).toBe('TN_VERIFY_NO_CODE');
  });
});
