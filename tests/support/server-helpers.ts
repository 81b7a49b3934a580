import { randomUUID } from 'node:crypto';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../server/db/database';
import { loginFailures, sessions, tenants, users } from '../../server/db/schema';
import { DEMO_PASSWORD } from '../../server/seed/demo-tenant';
import { createUser, type NewUser } from '../../server/seed/tenant-factory';
import type { TestServer } from './test-server';

export { DEMO_PASSWORD };
export const NOT_VALID = 'Email and password combination is not valid';
export const TOO_MANY = 'Too many incorrect login attempts';
export const UNAUTHENTICATED = { status: 401, message: 'Authentication required', reason: 'unauthenticated' };

export async function demoTenantId(db: Db): Promise<number> {
  const [row] = await db.select({ id: tenants.id }).from(tenants).where(eq(tenants.name, 'Demo Co'));
  if (!row) throw new Error('Demo Co missing from the template');
  return row.id;
}

export async function userByEmail(db: Db, email: string) {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
  if (!row) throw new Error(`no user ${email}`);
  return row;
}

/** A user with a unique email (so sign-in failures of one test never lock another). */
export async function makeUser(db: Db, tenantId: number, input: Partial<NewUser> & { tag: string }) {
  const { tag, ...rest } = input;
  return createUser(db, tenantId, { email: `${tag}-${randomUUID().slice(0, 8)}@example.test`, password: DEMO_PASSWORD, firstName: 'Test', lastName: tag, role: 'rep', ...rest });
}

/** The browser's way: fetch a challenge, solve it, send base64(JSON {challenge, solution}). */
export async function solveCaptcha(server: TestServer): Promise<string> {
  const res = await server.request('GET', '/captcha/challenge');
  if (res.status !== 200) throw new Error(`captcha challenge: ${res.status}`);
  const challenge = res.body.payload as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('captcha not solved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

export const login = (server: TestServer, email: string, password: string, extra: Record<string, unknown> = {}) => server.request('POST', '/login', { body: { email, password, ...extra } });

export async function failLogins(server: TestServer, email: string, times: number) {
  for (let i = 0; i < times; i++) {
    const res = await login(server, email, `Wrong#Pass${i}`);
    if (res.status !== 401 || res.body.message !== NOT_VALID) throw new Error(`unexpected ${res.status} ${JSON.stringify(res.body)}`);
  }
}

export async function failureCount(db: Db, email: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(loginFailures)
    .where(eq(loginFailures.email, email.toLowerCase()));
  return row?.n ?? 0;
}

export async function openSessionCount(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), isNull(sessions.endedAt)));
  return row?.n ?? 0;
}
