import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCHEDULE_NAME_TAKEN } from '@/src/contract';
import { startTestServer, type TestServer } from '@/tests/support/test-server';
import { demoTenantId } from '@/tests/support/server-helpers';
import { playbooks, playbookSteps } from '../../db/schema';
import { stepDueFrom } from '../playbooks/playbook-progress';

const h = (hours: number) => hours * 3_600_000;
let server: TestServer;
let admin: string;
let rep: string;
let tenantId: number;

beforeAll(async () => {
  server = await startTestServer();
  [admin, rep] = await Promise.all([server.login('admin@demo.test'), server.login('rep@demo.test')]);
  tenantId = await demoTenantId(server.db);
});
afterAll(() => server.close());

const create = (body: unknown, token = admin) => server.request('POST', '/admin/settings/schedules', { token, body });
const list = async (token = rep) => (await server.request('GET', '/settings/schedules', { token })).body.payload.schedules as { name: string; days: Record<string, unknown> }[];

describe('tenant schedules (spec 3 schedules; #21 item 8)', () => {
  it('saves a schedule with overlapping intervals merged, readable by anyone signed in', async () => {
    const res = await create({
      name: 'Office hours',
      days: {
        '1': [
          { start: h(13), end: h(17) },
          { start: h(9), end: h(13.5) },
        ],
        '3': [{ start: h(9), end: h(17) }],
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.payload.days).toEqual({ '1': [{ start: h(9), end: h(17) }], '3': [{ start: h(9), end: h(17) }] });
    expect((await list()).find((s) => s.name === 'Office hours')?.days).toEqual(res.body.payload.days);
  });

  it('refuses a taken name (any case), an interval under 30 minutes, and a rep; nothing changes', async () => {
    const before = await list();
    expect(await create({ name: 'office HOURS', days: {} })).toMatchObject({ status: 409, body: { message: SCHEDULE_NAME_TAKEN } });
    const short = await create({ name: 'Short', days: { '2': [{ start: h(9), end: h(9.25) }] } });
    expect(short.status).toBe(400);
    expect(JSON.stringify(short.body)).toContain('Minimum of 30 minutes');
    expect((await create({ name: 'Mine', days: {} }, rep)).status).toBe(403);
    expect(await list()).toEqual(before);
  });

  it('makes a playbook step due at the next opening of its schedule, in the tenant’s zone; a rename follows, a delete frees the step', async () => {
    const [playbook] = await server.db
      .insert(playbooks)
      .values({ tenantId, name: `Scheduled ${Date.now()}` })
      .returning();
    const [step] = await server.db
      .insert(playbookSteps)
      .values({ tenantId, playbookId: playbook!.id, position: 0, name: 'Call in hours', action: 'call', gapMinutes: 0, schedule: 'Office hours' })
      .returning();
    const timing = () =>
      server.db
        .select({ id: playbookSteps.id, gapMinutes: playbookSteps.gapMinutes, businessDays: playbookSteps.businessDays, schedule: playbookSteps.schedule })
        .from(playbookSteps)
        .where(eq(playbookSteps.id, step!.id))
        .then((r) => r[0]!);
    // Saturday 28 Nov 2026, 12:00 UTC: the next opening is Monday 09:00 in New York (14:00 UTC).
    const saturday = new Date('2026-11-28T12:00:00Z');
    expect((await stepDueFrom(server.db, tenantId, await timing(), saturday)).toISOString()).toBe('2026-11-30T14:00:00.000Z');
    // Monday 10:00 New York is inside: due at once.
    expect((await stepDueFrom(server.db, tenantId, await timing(), new Date('2026-11-30T15:00:00Z'))).toISOString()).toBe('2026-11-30T15:00:00.000Z');

    const renamed = await server.request('PUT', '/admin/settings/schedules/Office%20hours', { token: admin, body: { name: 'Front desk', days: { '1': [{ start: h(9), end: h(17) }] } } });
    expect(renamed.status).toBe(200);
    expect((await timing()).schedule).toBe('Front desk');
    expect((await list()).map((s) => s.name)).toContain('Front desk');
    expect((await list()).map((s) => s.name)).not.toContain('Office hours');

    expect((await server.request('DELETE', '/admin/settings/schedules/Front%20desk', { token: admin })).status).toBe(200);
    expect((await timing()).schedule).toBeNull();
    expect((await stepDueFrom(server.db, tenantId, await timing(), saturday)).toISOString()).toBe(saturday.toISOString());
    expect((await server.request('DELETE', '/admin/settings/schedules/Front%20desk', { token: admin })).status).toBe(404);
  });
});
