import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ActivityMetricsReply, ActivityReport, ListPerformanceReport, PhoneNumberReportItem } from '@/src/contract';
import { startTestServer, type TestServer } from '@/tests/support/test-server';
import { makeUser } from '@/tests/support/server-helpers';
import { activities, callLists } from '../../db/schema';
import { createTeam, createTenant } from '../../seed/tenant-factory';

/**
 * One truth (issue "every figure agrees with every other"): for one tenant with calls of every kind
 * (short, long, unanswered, each result, inbound, queue, parallel, transferred) and emails and SMS,
 * each measure is computed through every surface that shows it, for the same users and period, and
 * they must be equal: the dashboard's gauges (per user and per team) and pie, the activity report's
 * rows and totals, the figure drawers, the connect rate chart, list performance (against the activity
 * report filtered by the same list) and the phone number report. A new surface that shows a measure
 * joins this suite.
 */
let server: TestServer;
let manager: string;
let admin: string;
let reps: { id: number; token: string }[];
let teamId: number;
let listId: number;
/** The dashboard's month, as the report's UTC dates (the viewers' zone is UTC). */
let range: { start: string; end: string };

const DAY_MS = 86_400_000;
const isoDay = (d: Date) => d.toISOString().slice(0, 10);

beforeAll(async () => {
  server = await startTestServer();
  const tenant = await createTenant(server.db, `Reconcile Co ${Date.now()}`);
  const team = await createTeam(server.db, tenant.id, 'Closers');
  teamId = team.id;
  const mgr = await makeUser(server.db, tenant.id, { tag: 'rec-mgr', role: 'manager' });
  const adm = await makeUser(server.db, tenant.id, { tag: 'rec-admin', role: 'admin' });
  const users = [await makeUser(server.db, tenant.id, { tag: 'rec-ann', teamId: team.id }), await makeUser(server.db, tenant.id, { tag: 'rec-bob', teamId: team.id })];
  manager = await server.login(mgr.email);
  admin = await server.login(adm.email);
  reps = await Promise.all(users.map(async (u) => ({ id: u.id, token: await server.login(u.email) })));
  const [list] = await server.db.insert(callLists).values({ tenantId: tenant.id, name: 'Reconcile list', ownerId: mgr.id }).returning();
  listId = list!.id;

  // Calls through the phone's own route (the one activity log), a few minutes ago so every period holds them.
  const now = Date.now();
  let n = 0;
  const call = async (rep: { token: string }, body: { direction: 'in' | 'out'; durationSeconds: number; result: string; context?: Record<string, unknown> }) => {
    n += 1;
    const startedAt = new Date(now - (60 + n) * 1000 - body.durationSeconds * 1000).toISOString();
    const res = await server.request('POST', '/telephony/call-info', { token: rep.token, body: { callId: `reconcile-${tenant.id}-${n}`, phoneNumber: `+1201555010${n % 10}`, startedAt, ...body } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  };
  const inList = { listId, listName: 'Reconcile list' };
  for (const rep of reps) {
    await call(rep, { direction: 'out', durationSeconds: 0, result: 'No Answer', context: inList });
    await call(rep, { direction: 'out', durationSeconds: 0, result: 'Busy' });
    await call(rep, { direction: 'out', durationSeconds: 25, result: 'Connected', context: inList }); // short, result Connected
    await call(rep, { direction: 'out', durationSeconds: 119, result: 'Left Voicemail', context: inList }); // 1 s short of a connect
    await call(rep, { direction: 'out', durationSeconds: 120, result: 'Meeting Booked', context: inList }); // exactly a connect
    await call(rep, { direction: 'out', durationSeconds: 480, result: 'Not Interested' }); // long, not from a list
    await call(rep, { direction: 'out', durationSeconds: 200, result: 'Connected', context: { ...inList, source: 'parallelDialer' } }); // parallel dialer
    await call(rep, { direction: 'out', durationSeconds: 150, result: 'Connected', context: { source: 'transfer' } }); // transferred on
    await call(rep, { direction: 'in', durationSeconds: 300, result: 'Connected' }); // inbound: never a connect
    await call(rep, { direction: 'in', durationSeconds: 90, result: 'Connected', context: { source: 'queue' } }); // a queue call
  }
  // Emails (sent, opened, clicked, a reply) and SMS, as the email and SMS areas log them.
  const at = new Date(now - 30_000);
  const row = (userId: number, kind: 'email' | 'sms', direction: 'in' | 'out', data: Record<string, unknown> = {}) => ({
    tenantId: tenant.id,
    userId,
    kind,
    direction,
    durationSeconds: 0,
    occurredAt: at,
    data,
  });
  await server.db
    .insert(activities)
    .values(
      reps.flatMap((r) => [
        row(r.id, 'email', 'out', { opens: 2, clicks: 1, origin: 'user', context: inList }),
        row(r.id, 'email', 'out', { opens: 1, clicks: 0, origin: 'playbook', context: inList }),
        row(r.id, 'email', 'out', { opens: 0, clicks: 0, origin: 'user' }),
        row(r.id, 'email', 'in'),
        row(r.id, 'sms', 'out'),
        row(r.id, 'sms', 'in'),
      ]),
    );
});
afterAll(() => server.close());

const post = async <T>(path: string, body: Record<string, unknown>, token = manager): Promise<T> => {
  const res = await server.request('POST', path, { token, body });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.payload as T;
};
const get = async <T>(path: string, token = manager): Promise<T> => {
  const res = await server.request('GET', path, { token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.payload as T;
};
const gauge = (reply: ActivityMetricsReply, type: string) => reply.metrics.find((m) => m.type === type)!.value;

/** The dashboard's month for the team, and the report range that is the same month (UTC days). */
async function dashboard() {
  const team = await get<ActivityMetricsReply>(`/metrics/activity-metrics/team/${teamId}/currentMonth`);
  const perUser = await Promise.all(reps.map((r) => get<ActivityMetricsReply>(`/metrics/activity-metrics/currentMonth?userId=${r.id}`)));
  expect(team.timeZone).toBe('UTC');
  range = { start: isoDay(new Date(team.from)), end: isoDay(new Date(new Date(team.to).getTime() - DAY_MS)) };
  return { team, perUser };
}

const userIds = () => reps.map((r) => r.id);
const activityReport = (extra: Record<string, unknown> = {}) => post<ActivityReport>('/reports/activity', { ...range, userIds: userIds(), ...extra });
const drawerTotal = async (measure: string, extra: Record<string, unknown> = {}) =>
  (await post<{ total: number }>('/reports/activity/activities', { ...range, userIds: userIds(), measure, ...extra })).total;
const listDrawerTotal = async (measure: string) => (await post<{ total: number }>('/reports/list-performance/activities', { ...range, userIds: userIds(), listIds: [listId], measure })).total;
const listPerformance = () => post<ListPerformanceReport>('/reports/list-performance', { ...range, userIds: userIds(), listIds: [listId] });
const chart = () => post<{ days: { dials: number; connects: number }[] }>('/reports/activity/connect-rate', { ...range, userIds: userIds() });
const numberReport = () => post<{ items: PhoneNumberReportItem[] }>('/reports/phone-numbers', { ...range });
const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);
/** Every surface's figure for one measure must be the same number, and not a vacuous 0. */
function expectOneTruth(figures: Record<string, number>) {
  const values = new Set(Object.values(figures));
  expect(values.size, JSON.stringify(figures)).toBe(1);
  expect([...values][0], JSON.stringify(figures)).toBeGreaterThan(0);
}

async function connectsEverywhere() {
  const { team, perUser } = await dashboard();
  const report = await activityReport();
  const listReport = await activityReport({ listIds: [listId] });
  const perf = await listPerformance();
  const days = (await chart()).days;
  const numbers = (await numberReport()).items;
  expectOneTruth({
    'dashboard team gauge': gauge(team, 'connects'),
    'dashboard gauges summed over users': sum(perUser.map((u) => gauge(u, 'connects'))),
    'dashboard pie, connected': team.callMix.connected,
    'activity report totals': report.totals.connects,
    'activity report rows summed': sum(report.report.map((r) => r.connects)),
    'activity report drawer': await drawerTotal('connects'),
    'connect rate chart points summed': sum(days.map((d) => d.connects)),
    'phone number report summed': sum(numbers.map((i) => Number(i.formattedConnectCount))),
  });
  // Each user's gauge is their report row.
  for (const [i, rep] of reps.entries()) expect(gauge(perUser[i]!, 'connects')).toBe(report.report.find((r) => r.userId === rep.id)!.connects);
  // Calls from the list: list performance is the activity report filtered by the list, and its drawer says the same.
  expectOneTruth({ 'list performance totals': perf.totals.connects, 'activity report for the list': listReport.totals.connects, 'list performance drawer': await listDrawerTotal('connects') });
  return report.totals.connects;
}

describe('one definition of each measure, on every surface', () => {
  it('connects (default rule: outbound calls of 2 min or more)', async () => {
    // Per rep: 120, 480, 200 and 150 s outbound calls; the 300 s and 90 s inbound calls are not connects.
    expect(await connectsEverywhere()).toBe(8);
  });

  it('dials: the gauge of calls out, the pie, the report, its drawer and chart, the phone number report', async () => {
    const { team } = await dashboard();
    const report = await activityReport();
    const numbers = (await numberReport()).items;
    expectOneTruth({
      'dashboard calls out': gauge(team, 'callsOut'),
      'dashboard pie slices (connected + short + unanswered)': team.callMix.connected + team.callMix.short + team.callMix.unanswered,
      'activity report dials': report.totals.dials,
      'activity report drawer': await drawerTotal('dials'),
      'connect rate chart points summed': sum((await chart()).days.map((d) => d.dials)),
      'phone number report outbound calls': sum(numbers.map((i) => Number(i.formattedOutboundCallCount))),
    });
    const perf = await listPerformance();
    expectOneTruth({ 'list performance calls out': perf.totals.callOut, 'activity report for the list': (await activityReport({ listIds: [listId] })).totals.dials });
  });

  it('answered: outbound calls talked on, in the report and its drawer and in the pie', async () => {
    const { team } = await dashboard();
    const report = await activityReport();
    expectOneTruth({
      'pie connected + short': team.callMix.connected + team.callMix.short,
      'activity report outbound calls': report.totals.outboundCalls,
      'activity report drawer': await drawerTotal('outboundCalls'),
    });
  });

  it('inbound calls: the gauge, the pie and the report', async () => {
    const { team } = await dashboard();
    const report = await activityReport();
    expectOneTruth({
      'dashboard calls in': gauge(team, 'callsIn'),
      'pie inbound': team.callMix.inbound,
      'activity report inbound calls': report.totals.inboundCalls,
      'activity report drawer': await drawerTotal('inboundCalls'),
    });
  });

  it('talk time: the gauge (minutes), the report (seconds) and list performance for the list', async () => {
    const { team } = await dashboard();
    const report = await activityReport();
    expect(report.totals.talkTime).toBeGreaterThan(0);
    expect(gauge(team, 'talkTime')).toBe(Math.round((report.totals.talkTime / 60) * 100) / 100);
    const perf = await listPerformance();
    const listReport = await activityReport({ listIds: [listId] });
    expect(perf.totals.avgTalkTime).toBe(listReport.totals.avgTalkTime);
    expect(perf.totals.avgTalkTime).toBeGreaterThan(0);
  });

  it('emails out, opened, clicked and replies: the gauge, the report and its drawers, list performance', async () => {
    const { team } = await dashboard();
    const report = await activityReport();
    expectOneTruth({ 'dashboard emails': gauge(team, 'emails'), 'activity report emails out': report.totals.emailOut, 'activity report drawer': await drawerTotal('emailOut') });
    expectOneTruth({ 'activity report opens': report.totals.emailOpens, 'activity report drawer': await drawerTotal('emailOpens') });
    expectOneTruth({ 'activity report clicks': report.totals.emailClicks, 'activity report drawer': await drawerTotal('emailClicks') });
    expectOneTruth({ 'activity report replies': report.totals.emailIn, 'activity report drawer': await drawerTotal('emailIn') });
    const perf = await listPerformance();
    expectOneTruth({ 'list performance opens': perf.totals.emailOpens, 'list performance drawer': await listDrawerTotal('emailOpens') });
    expectOneTruth({ 'list performance clicks': perf.totals.emailClicks, 'list performance drawer': await listDrawerTotal('emailClicks') });
  });

  it('a call result: the report column, its drawer and list performance for the list', async () => {
    const report = await activityReport();
    expectOneTruth({ 'activity report Connected': report.totals.callResults['Connected'] ?? 0, 'activity report drawer': await drawerTotal('callResult', { result: 'Connected' }) });
    const perf = await listPerformance();
    const listReport = await activityReport({ listIds: [listId] });
    expectOneTruth({ 'list performance Connected': perf.totals.callResults['Connected'] ?? 0, 'activity report for the list': listReport.totals.callResults['Connected'] ?? 0 });
  });

  it('connects by result (an administrator marks Connected and Meeting Booked as connects): every surface follows at once', async () => {
    const put = await server.request('PUT', '/admin/metrics/connection-settings', { token: admin, body: { connectTimeEnabled: false, connectTime: 120, specificCallResultEnabled: true } });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    try {
      // Per rep: outbound Connected (25, 200, 150 s) and Meeting Booked (120 s); inbound Connected calls stay out.
      expect(await connectsEverywhere()).toBe(8);
      const both = await server.request('PUT', '/admin/metrics/connection-settings', { token: admin, body: { connectTimeEnabled: true, connectTime: 120, specificCallResultEnabled: true } });
      expect(both.status).toBe(200);
      // Either way: the four above plus the 480 s call.
      expect(await connectsEverywhere()).toBe(10);
    } finally {
      await server.request('PUT', '/admin/metrics/connection-settings', { token: admin, body: { connectTimeEnabled: true, connectTime: 120, specificCallResultEnabled: false } });
    }
  });
});

describe('connection settings (spec 3 connection service)', () => {
  it('reads the default to everyone: connect time 120 s alone', async () => {
    expect(await get('/metrics/connection-settings', reps[0]!.token)).toEqual({ connectTimeEnabled: true, connectTime: 120, specificCallResultEnabled: false });
  });

  it('lets only administrators change it', async () => {
    const res = await server.request('PUT', '/admin/metrics/connection-settings', { token: manager, body: { connectTimeEnabled: true, connectTime: 60, specificCallResultEnabled: false } });
    expect(res.status).toBe(403);
    expect(await get('/metrics/connection-settings')).toMatchObject({ connectTime: 120 });
  });

  it.each([
    ['neither way on', { connectTimeEnabled: false, connectTime: 120, specificCallResultEnabled: false }, 'connectTimeEnabled', 'Choose at least one way a call counts as a connect'],
    ['a connect time of 0', { connectTimeEnabled: true, connectTime: 0, specificCallResultEnabled: false }, 'connectTime', 'The connect time is at least 1 s'],
    ['a connect time that is not whole', { connectTimeEnabled: true, connectTime: 1.5, specificCallResultEnabled: false }, 'connectTime', 'The connect time is a whole number of seconds'],
  ])('refuses %s with 400 naming the field, and changes nothing', async (_what, body, field, message) => {
    const res = await server.request('PUT', '/admin/metrics/connection-settings', { token: admin, body });
    expect(res.status).toBe(400);
    expect(res.body.message).toContain(field);
    expect(res.body.message).toContain(message);
    expect(await get('/metrics/connection-settings')).toEqual({ connectTimeEnabled: true, connectTime: 120, specificCallResultEnabled: false });
  });

  it('a shorter connect time moves every surface together', async () => {
    const put = await server.request('PUT', '/admin/metrics/connection-settings', { token: admin, body: { connectTimeEnabled: true, connectTime: 25, specificCallResultEnabled: false } });
    expect(put.status).toBe(200);
    try {
      // Per rep: 25, 119, 120, 480, 200 and 150 s outbound calls.
      expect(await connectsEverywhere()).toBe(12);
    } finally {
      await server.request('PUT', '/admin/metrics/connection-settings', { token: admin, body: { connectTimeEnabled: true, connectTime: 120, specificCallResultEnabled: false } });
    }
  });
});
