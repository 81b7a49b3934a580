import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '@/server/db/schema';
import { demoTenantId, makeUser, userByEmail } from '@/tests/support/server-helpers';
import { startTestServer, type TestServer } from '@/tests/support/test-server';
import { callOf, inBatches, sweepRoutes, type SweepRoute } from './route-table';
import { send } from './sweep-client';
import { knownBug, skipped } from './skip-list';

/**
 * Role sweep (issue 35): every route of the contract with a `scope`, called by a user without it,
 * answers 403 'Insufficient scope'. Two callers: the demo rep as seeded, and a
 * user holding every other capability of the table (so the refusal is for this scope, not for a
 * missing role). The session reads the capList on each call, so one sign-in serves every scope.
 */
let server: TestServer;
let repToken: string;
let otherCapsToken: string;
let otherCapsUserId: number;
let repCaps: string[];

const scoped = sweepRoutes.filter((route) => route.def.scope && !skipped('role', route.key));
const scopes = [...new Set(scoped.map((route) => route.def.scope!))];

beforeAll(async () => {
  server = await startTestServer();
  repToken = await server.login('rep@demo.test');
  repCaps = (await userByEmail(server.db, 'rep@demo.test')).capList;
  const user = await makeUser(server.db, await demoTenantId(server.db), { tag: 'role-sweep', role: 'admin' });
  otherCapsUserId = user.id;
  otherCapsToken = await server.login(user.email);
});
afterAll(() => server.close());

const INSUFFICIENT = { status: 403, message: 'Insufficient scope' };

/** Calls each route with a well-formed request (its schemas' samples); answers that are not the scope refusal. */
async function notRefused(routes: SweepRoute[], token: string) {
  const answers = await inBatches(routes, 6, async (route) => ({ route, answer: await send(server, token, callOf(route, {})) }));
  return answers
    .filter(({ route, answer }) => !knownBug('role', route.key) && JSON.stringify(answer.body) !== JSON.stringify(INSUFFICIENT))
    .map(({ route, answer }) => `${route.key} ${route.def.method} ${route.def.path} -> ${answer.status} ${JSON.stringify(answer.body).slice(0, 120)}`);
}

describe('role sweep', () => {
  it('covers the scoped routes of the table', () => {
    expect(scoped.length).toBeGreaterThan(60);
    expect(scopes).toContain('settings.admin');
  });

  it('the demo rep is refused every scoped route whose capability a rep lacks', async () => {
    const lacking = scoped.filter((route) => !repCaps.includes(route.def.scope!));
    expect(lacking.length).toBeGreaterThan(60);
    expect(await notRefused(lacking, repToken)).toEqual([]);
  });

  it.each(scopes)('a user holding every capability but %s is refused each route needing it', async (scope) => {
    await server.db
      .update(users)
      .set({ capList: scopes.filter((s) => s !== scope) })
      .where(eq(users.id, otherCapsUserId));
    expect(
      await notRefused(
        scoped.filter((route) => route.def.scope === scope),
        otherCapsToken,
      ),
    ).toEqual([]);
  });

  it('a user with an empty capList is refused every scoped route', async () => {
    await server.db.update(users).set({ capList: [] }).where(eq(users.id, otherCapsUserId));
    expect(await notRefused(scoped, otherCapsToken)).toEqual([]);
  });
});
