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
  it('has the demo tenant seeded with "Office hours", Monday to Friday 9:00-17:00', async () => {
    const nineToFive = [{ start: h(9), end: h(17) }];
    expect((await list()).find((s) => s.name === 'Office hours')?.days).toEqual({ '1': nineToFive, '2': nineToFive, '3': nineToFive, '4': nineToFive, '5': nineToFive });
  });

  it('saves a schedule with overlapping intervals merged, readable by anyone signed in', async () => {
    const res = await create({
      name: 'Day shift',
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
    expect((await list()).find((s) => s.name === 'Day shift')?.days).toEqual(res.body.payload.days);
  });

  it('refuses a taken name (any case), an interval under 30 minutes, and a rep; nothing changes', async () => {
    const before = await list();
    expect(await create({ name: 'day SHIFT', days: {} })).toMatchObject({ status: 409, body: { message: SCHEDULE_NAME_TAKEN } });
    const short = await create({ name: 'Short', days: { '2': [{ start: h(9), end: h(9.25) }] } });
    expect(short.status).toBe(400);
    expect(JSON.stringify(short.body)).toContain('Minimum of 30 minutes');
    expect((await create({ name: 'Mine', days: {} }, rep)).status).toBe(403);
    expect(await list()).toEqual(before);
  });

  it('makes a playbook step due at the next opening of its schedule, in the tenant’s zone; a rename follows; a delete is refused while the step names it', async () => {
    const [playbook] = await server.db
      .insert(playbooks)
      .values({ tenantId, name: `Scheduled ${Date.now()}` })
      .returning();
    const [step] = await server.db
      .insert(playbookSteps)
      .values({ tenantId, playbookId: playbook!.id, position: 0, name: 'Call in hours', action: 'call', gapMinutes: 0, schedule: 'Day shift' })
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

    const renamed = await server.request('PUT', '/admin/settings/schedules/Day%20shift', { token: admin, body: { name: 'Front desk', days: { '1': [{ start: h(9), end: h(17) }] } } });
    expect(renamed.status).toBe(200);
    expect((await timing()).schedule).toBe('Front desk');
    expect((await list()).map((s) => s.name)).toContain('Front desk');
    expect((await list()).map((s) => s.name)).not.toContain('Day shift');

    const refused = await server.request('DELETE', '/admin/settings/schedules/Front%20desk', { token: admin });
    expect(refused).toMatchObject({ status: 409, body: { message: `Schedule in use by playbook step ${playbook!.name}: Call in hours` } });
    expect((await timing()).schedule).toBe('Front desk');
    expect((await list()).map((s) => s.name)).toContain('Front desk');

    await server.db.update(playbookSteps).set({ schedule: null }).where(eq(playbookSteps.id, step!.id));
    expect((await server.request('DELETE', '/admin/settings/schedules/Front%20desk', { token: admin })).status).toBe(200);
    expect((await list()).map((s) => s.name)).not.toContain('Front desk');
    expect((await stepDueFrom(server.db, tenantId, await timing(), saturday)).toISOString()).toBe(saturday.toISOString());
    expect((await server.request('DELETE', '/admin/settings/schedules/Front%20desk', { token: admin })).status).toBe(404);
  });

  it('refuses to delete a schedule a queue follows, naming the queue; a rep may not delete', async () => {
    expect((await create({ name: 'Queue hours', days: { '2': [{ start: h(8), end: h(12) }] } })).status).toBe(200);
    const queue = await server.request('POST', '/admin/acd/queues', { token: admin, body: { name: 'Night desk', phoneNumber: '+15557770091', memberIds: [], scheduleName: 'Queue hours' } });
    expect(queue.status).toBe(200);
    expect((await server.request('DELETE', '/admin/settings/schedules/Queue%20hours', { token: rep })).status).toBe(403);
    const refused = await server.request('DELETE', '/admin/settings/schedules/Queue%20hours', { token: admin });
    expect(refused).toMatchObject({ status: 409, body: { message: 'Schedule in use by queue Night desk' } });
    expect((await list()).map((s) => s.name)).toContain('Queue hours');
  });
});
