import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotificationList } from '@/src/contract';
import { startTestServer, type TestServer } from '@/tests/support/test-server';
import { activities, contacts, tasks } from '../../db/schema';
import { createTenant, createUser } from '../../seed/tenant-factory';

/**
 * The navbar's notification list (spec 1 section 2, page size 50): from the activity log, the user's
 * incoming mail and SMS, opens and clicks of their sent emails, and missed calls, newest first, only
 * their own and within their tenant; read up to the time they marked, never moved back.
 */
let server: TestServer;
let ann: string;
let bob: string;
let busy: string;
const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000);

beforeAll(async () => {
  server = await startTestServer();
  const tenant = await createTenant(server.db, `Notify Co ${Date.now()}`);
  const user = (first: string) =>
    createUser(server.db, tenant.id, { email: `nt-${first.toLowerCase()}-${tenant.id}@notify.test`, password: 'Demo@Sales1', firstName: first, lastName: 'Nt', role: 'rep' });
  const [a, b] = [await user('Ann'), await user('Bob')];
  const [contact] = await server.db.insert(contacts).values({ tenantId: tenant.id, firstName: 'Carla', lastName: 'Client' }).returning();
  const row = (userId: number, kind: 'call' | 'email' | 'sms', direction: 'in' | 'out', occurredAt: Date, data: Record<string, unknown>, durationSeconds = 0) => ({
    tenantId: tenant.id,
    userId,
    contactId: contact!.id,
    kind,
    direction,
    durationSeconds,
    occurredAt,
    data,
  });
  await server.db.insert(activities).values([
    row(a.id, 'sms', 'in', minutesAgo(50), { body: 'Can we talk tomorrow?' }),
    row(a.id, 'call', 'in', minutesAgo(40), { phoneNumber: '+12025550111', result: 'No Answer' }),
    // Answered: not a notification.
    row(a.id, 'call', 'in', minutesAgo(35), { phoneNumber: '+12025550111', result: 'Connected' }, 60),
    // Sent an hour ago, opened 30 minutes ago and clicked 20 minutes ago: two notifications.
    row(a.id, 'email', 'out', minutesAgo(60), { subject: 'Pricing', openedAt: minutesAgo(30).toISOString(), clickedAt: minutesAgo(20).toISOString() }),
    row(a.id, 'email', 'out', minutesAgo(10), { subject: 'Never opened', openedAt: null, clickedAt: null }),
    row(a.id, 'sms', 'out', minutesAgo(5), { body: 'Sent by me' }),
    // Too old (40 days), and someone else's.
    row(a.id, 'sms', 'in', minutesAgo(40 * 24 * 60), { body: 'Old news' }),
    row(b.id, 'sms', 'in', minutesAgo(15), { body: 'For Bob' }),
  ]);
  // Due 40 minutes ago (its reminder, 15 minutes before, came 55 minutes ago); one due in 2 hours (reminder not yet); one done.
  const due = (minutesFromNow: number) => {
    const at = new Date(Date.now() + minutesFromNow * 60_000);
    return { activityDate: at.toISOString().slice(0, 10), time: `${at.toISOString().slice(11, 16)}:00`, timezoneOffset: 0 };
  };
  await server.db.insert(tasks).values([
    { tenantId: tenant.id, ownerId: a.id, taskType: 'CALL', subject: 'Call Carla about pricing', contactId: contact!.id, ...due(-40) },
    { tenantId: tenant.id, ownerId: a.id, taskType: 'CALL', subject: 'Later', contactId: contact!.id, ...due(120) },
    { tenantId: tenant.id, ownerId: a.id, taskType: 'CALL', subject: 'Done already', isDone: true, contactId: contact!.id, ...due(-30) },
  ]);
  // Someone with more than a page of notifications.
  const c = await user('Cam');
  await server.db.insert(activities).values(Array.from({ length: 60 }, (_, i) => row(c.id, 'sms', 'in', minutesAgo(i + 1), { body: `Message ${i}` })));
  busy = await server.login(c.email);
  ann = await server.login(a.email);
  bob = await server.login(b.email);
});
afterAll(() => server.close());

const list = async (token: string) => {
  const res = await server.request('GET', '/notifications', { token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.payload as NotificationList;
};

describe('notification list', () => {
  it('gives the user’s own incoming SMS, missed calls, opens and clicks and task reminders whose time came, newest first, all unread at first', async () => {
    const { notifications, unread } = await list(ann);
    expect(notifications.map((n) => [n.kind, n.text, n.contactName, n.read])).toEqual([
      ['emailClick', 'Pricing', 'Carla Client', false],
      ['emailOpen', 'Pricing', 'Carla Client', false],
      ['missedCall', '+12025550111', 'Carla Client', false],
      ['smsIn', 'Can we talk tomorrow?', 'Carla Client', false],
      ['taskReminder', 'Call Carla about pricing', 'Carla Client', false],
    ]);
    expect(unread).toBe(5);
    expect((await list(bob)).notifications.map((n) => n.text)).toEqual(['For Bob']);
  });

  it('holds the last 50 (spec 1 section 9), newest first', async () => {
    const { notifications, unread } = await list(busy);
    expect(notifications).toHaveLength(50);
    expect(unread).toBe(50);
    expect([notifications[0]!.text, notifications[49]!.text]).toEqual(['Message 0', 'Message 49']);
  });

  it('marks read up to a time, and never moves the mark back', async () => {
    const { notifications } = await list(ann);
    const missed = notifications.find((n) => n.kind === 'missedCall')!;
    const marked = await server.request('POST', '/notifications/read', { token: ann, body: { upTo: missed.at } });
    expect(marked.body.payload).toEqual({ unread: 2 });
    expect((await list(ann)).notifications.map((n) => n.read)).toEqual([false, false, true, true, true]);
    await server.request('POST', '/notifications/read', { token: ann, body: { upTo: minutesAgo(1000).toISOString() } });
    expect((await list(ann)).unread).toBe(2);
    expect((await server.request('POST', '/notifications/read', { token: ann, body: { upTo: 'yesterday' } })).status).toBe(400);
    const newest = (await list(ann)).notifications[0]!;
    expect((await server.request('POST', '/notifications/read', { token: ann, body: { upTo: newest.at } })).body.payload).toEqual({ unread: 0 });
  });
});
