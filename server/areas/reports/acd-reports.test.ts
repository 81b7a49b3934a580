import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPORT_DATE_FORMAT, REPORT_RANGE_ORDER } from '@/src/contract';
import { startTestServer, type TestServer } from '@/tests/support/test-server';
import { demoTenantId, userByEmail } from '@/tests/support/server-helpers';
import { activities, contacts } from '../../db/schema';
import { createTenant } from '../../seed/tenant-factory';

/**
 * The ACD reports (spec 3) against entries written by hand, every figure computed here: counts,
 * averages over the entries that count (talk of processed calls that ended; wait of entries that left
 * the queue), the longest wait, users under their queue, the UTC date edges, queue and tenant scoping.
 */
let server: TestServer;
let manager: string;
const A = 900_001;
const B = 900_002;
let rep: { id: number };
let rep2: { id: number };
let contact: { id: number; firstName: string; lastName: string };

beforeAll(async () => {
  server = await startTestServer();
  manager = await server.login('manager@demo.test');
  const tenantId = await demoTenantId(server.db);
  [rep, rep2] = [await userByEmail(server.db, 'rep@demo.test'), await userByEmail(server.db, 'rep2@demo.test')];
  const [first] = await server.db.select().from(contacts).where(eq(contacts.tenantId, tenantId)).limit(1);
  contact = first!;
  const entry = (queueId: number, at: string, data: Record<string, unknown>, userId: number | null = null) => ({
    tenantId,
    userId,
    kind: 'queue' as const,
    direction: 'in' as const,
    occurredAt: new Date(at),
    data: { queueId, queueName: queueId === A ? 'Alpha line' : 'Beta line', from: '+15550100', to: '+15557000001', talkSeconds: null, contactId: null, ...data },
  });
  const other = await createTenant(server.db, `Reports elsewhere ${Date.now()}`);
  await server.db
    .insert(activities)
    .values([
      entry(A, '2026-03-01T10:00:00Z', { outcome: 'processed', waitSeconds: 10, talkSeconds: 100 }, rep.id),
      entry(A, '2026-03-01T11:00:00Z', { outcome: 'processed', waitSeconds: 20, talkSeconds: 50 }, rep.id),
      entry(A, '2026-03-02T09:00:00Z', { outcome: 'processed', waitSeconds: 30 }, rep2.id),
      entry(A, '2026-03-02T12:00:00Z', { outcome: 'abandoned', waitSeconds: 45, contactId: contact.id, from: '+15550199' }),
      entry(A, '2026-03-03T00:00:00Z', { outcome: 'waiting', waitSeconds: 0 }),
      entry(B, '2026-03-31T23:59:59Z', { outcome: 'abandoned', waitSeconds: 5 }),
      entry(B, '2026-04-01T00:00:00Z', { outcome: 'processed', waitSeconds: 7, talkSeconds: 70 }, rep.id),
      { ...entry(A, '2026-03-01T10:00:00Z', { outcome: 'abandoned', waitSeconds: 99 }), tenantId: other.id },
    ]);
});
afterAll(() => server.close());

const run = (report: 'abandoned-calls' | 'queue-performance', body: Record<string, unknown>, token = manager) => server.request('POST', `/reports/acd/${report}`, { token, body });

describe('ACD queue performance report', () => {
  it('gives each queue its received, accepted and abandoned calls, average talk and wait, longest wait, and its users', async () => {
    const res = await run('queue-performance', { queueIds: [A, B] });
    expect(res.status).toBe(200);
    expect(res.body.payload.report).toEqual([
      {
        queueId: A,
        queueName: 'Alpha line',
        received: 5,
        accepted: 3,
        abandoned: 1,
        // Talk: (100 + 50) / 2, the third call has not ended. Wait: (10 + 20 + 30 + 45) / 4 = 26.25, the waiting one left out.
        averageTalkTime: 75,
        averageWaitTime: 26,
        longestWaitTime: 45,
        users: [
          { userId: rep.id, userName: 'Riley Rep', received: 2, accepted: 2, abandoned: 0, averageTalkTime: 75, averageWaitTime: 15, longestWaitTime: 20 },
          { userId: rep2.id, userName: 'Sam Seller', received: 1, accepted: 1, abandoned: 0, averageTalkTime: 0, averageWaitTime: 30, longestWaitTime: 30 },
        ],
      },
      {
        queueId: B,
        queueName: 'Beta line',
        received: 2,
        accepted: 1,
        abandoned: 1,
        averageTalkTime: 70,
        averageWaitTime: 6,
        longestWaitTime: 7,
        users: [{ userId: rep.id, userName: 'Riley Rep', received: 1, accepted: 1, abandoned: 0, averageTalkTime: 70, averageWaitTime: 7, longestWaitTime: 7 }],
      },
    ]);
  });

  it('reads whole UTC days: the end day is included to its last second, the next day is not', async () => {
    const lastDay = (await run('queue-performance', { queueIds: [A, B], start: '2026-03-31', end: '2026-03-31' })).body.payload.report;
    expect(lastDay).toHaveLength(1);
    expect(lastDay[0]).toMatchObject({ queueId: B, received: 1, abandoned: 1, accepted: 0, users: [] });
    const april = (await run('queue-performance', { queueIds: [A, B], start: '2026-04-01' })).body.payload.report;
    expect(april.map((q: { queueId: number; received: number }) => [q.queueId, q.received])).toEqual([[B, 1]]);
    const march = (await run('queue-performance', { queueIds: [A, B], end: '2026-03-01' })).body.payload.report;
    expect(march.map((q: { queueId: number; received: number }) => [q.queueId, q.received])).toEqual([[A, 2]]);
  });
});

describe('ACD queue abandoned calls report', () => {
  it('lists the abandoned calls in time order with the caller’s contact, numbers and wait', async () => {
    const res = await run('abandoned-calls', { queueIds: [A, B] });
    expect(res.body.payload.report).toEqual([
      {
        queueName: 'Alpha line',
        startingTime: '2026-03-02T12:00:00.000Z',
        contactId: contact.id,
        contactName: `${contact.firstName} ${contact.lastName}`.trim(),
        sourcePhoneNumber: '+15550199',
        targetPhoneNumber: '+15557000001',
        waitTime: 45,
      },
      { queueName: 'Beta line', startingTime: '2026-03-31T23:59:59.000Z', contactId: null, contactName: null, sourcePhoneNumber: '+15550100', targetPhoneNumber: '+15557000001', waitTime: 5 },
    ]);
    expect((await run('abandoned-calls', { queueIds: [B] })).body.payload.report).toHaveLength(1);
  });

  it('never shows another tenant’s entries, refuses bad dates, and is for supervisors only', async () => {
    const all = (await run('abandoned-calls', {})).body.payload.report as { waitTime: number }[];
    expect(all.some((r) => r.waitTime === 99)).toBe(false);
    expect(await run('abandoned-calls', { start: '2026-02-30' })).toMatchObject({ status: 400 });
    expect(JSON.stringify((await run('abandoned-calls', { start: '2026-3-1' })).body)).toContain(REPORT_DATE_FORMAT);
    expect(JSON.stringify((await run('abandoned-calls', { start: '2026-03-02', end: '2026-03-01' })).body)).toContain(REPORT_RANGE_ORDER);
    expect((await run('abandoned-calls', {}, await server.login('rep@demo.test'))).status).toBe(403);
  });
});

describe('the queue entries behind a figure (POST /reports/acd/queue-performance/activities)', () => {
  const drill = (body: Record<string, unknown>, token = manager) => server.request('POST', '/reports/acd/queue-performance/activities', { token, body });

  it('opens each queue’s and each user’s received, accepted and abandoned into exactly the entries counted', async () => {
    const filters = { start: '2026-03-01', end: '2026-03-31' };
    const res = await run('queue-performance', { ...filters, queueIds: [A, B] });
    const queues = res.body.payload.report as {
      queueId: number;
      received: number;
      accepted: number;
      abandoned: number;
      users: { userId: number; received: number; accepted: number; abandoned: number }[];
    }[];
    let opened = 0;
    for (const q of queues) {
      for (const measure of ['received', 'accepted', 'abandoned'] as const) {
        const got = await drill({ ...filters, queueId: q.queueId, measure });
        expect({ queue: q.queueId, measure, total: got.body.payload.total }).toEqual({ queue: q.queueId, measure, total: q[measure] });
        opened += q[measure];
        for (const u of q.users) {
          const mine = await drill({ ...filters, queueId: q.queueId, userId: u.userId, measure });
          expect({ queue: q.queueId, user: u.userId, measure, total: mine.body.payload.total }).toEqual({ queue: q.queueId, user: u.userId, measure, total: u[measure] });
        }
      }
    }
    expect(opened).toBeGreaterThan(5);
  });

  it('answers each entry with its outcome, talk time and the caller’s contact', async () => {
    const abandoned = await drill({ start: '2026-03-01', end: '2026-03-31', queueId: A, measure: 'abandoned' });
    expect(abandoned.body.payload.items).toEqual([
      expect.objectContaining({
        kind: 'queue',
        direction: 'in',
        result: 'abandoned',
        durationSeconds: 0,
        user: null,
        contact: { id: contact.id, name: `${contact.firstName} ${contact.lastName}`.trim() },
      }),
    ]);
    const taken = await drill({ start: '2026-03-01', end: '2026-03-01', queueId: A, measure: 'accepted' });
    expect(taken.body.payload.items.map((i: { durationSeconds: number }) => i.durationSeconds)).toEqual([50, 100]);
  });

  it('is for supervisors (monitor.read), and other tenants’ entries never show', async () => {
    const repToken = await server.login('rep@demo.test');
    expect((await drill({ queueId: A, measure: 'received' }, repToken)).body).toEqual({ status: 403, message: 'Insufficient scope' });
    expect((await drill({ start: '2026-03-01', end: '2026-03-01', queueId: A, measure: 'abandoned' })).body.payload.total).toBe(0);
  });
});
