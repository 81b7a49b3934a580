import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenant } from '../../seed/tenant-factory';
import { createSessionStore } from './session-store';
import { manualClock, startTestServer, type TestServer } from '@/tests/support/test-server';
import { makeUser, openSessionCount } from '@/tests/support/server-helpers';

const clock = manualClock(new Date('2026-03-11T09:00:00.000Z'));
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ clock });
});
afterAll(() => server.close());

describe('session store', () => {
  it('keeps at most maxSessionsPerUser open when sessions are opened at the same time', async () => {
    const tenant = await createTenant(server.db, 'Race Co', { maxSessionsPerUser: 2 });
    const user = await makeUser(server.db, tenant.id, { tag: 'race' });
    const store = createSessionStore(server.db, clock);
    const tokens = await Promise.all(Array.from({ length: 6 }, () => store.open(user, tenant.settings)));
    expect(new Set(tokens).size).toBe(6);
    expect(await openSessionCount(server.db, user.id)).toBe(2);
  });

  it('ends the sessions opened first', async () => {
    const tenant = await createTenant(server.db, 'Order Co', { maxSessionsPerUser: 2 });
    const user = await makeUser(server.db, tenant.id, { tag: 'order' });
    const store = createSessionStore(server.db, clock);
    const tokens: string[] = [];
    for (let i = 0; i < 4; i++) {
      tokens.push(await store.open(user, tenant.settings));
      clock.advance(1000);
    }
    const reasons = await Promise.all(
      tokens.map((t) =>
        store.authenticate(t).then(
          () => 'open',
          (e: { extra?: { reason?: string } }) => e.extra?.reason,
        ),
      ),
    );
    expect(reasons).toEqual(['logged_out', 'logged_out', 'open', 'open']);
  });

  it('answers an empty or unknown token with reason unauthenticated', async () => {
    const store = createSessionStore(server.db, clock);
    await expect(store.authenticate(undefined)).rejects.toMatchObject({ status: 401, extra: { reason: 'unauthenticated' } });
    await expect(store.authenticate('')).rejects.toMatchObject({ status: 401, extra: { reason: 'unauthenticated' } });
    await expect(store.authenticate('nope')).rejects.toMatchObject({ status: 401, extra: { reason: 'unauthenticated' } });
  });
});
