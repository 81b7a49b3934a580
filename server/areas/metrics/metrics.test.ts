import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activities, teams, userSettings } from '../../db/schema';
import { createTeam, createTenant } from '../../seed/tenant-factory';
import { manualClock, startTestServer, type TestServer } from '@/tests/support/test-server';
import { DEMO_PASSWORD, demoTenantId, login, makeUser, userByEmail } from '@/tests/support/server-helpers';

// Wednesday 11 March 2026, 15:00 UTC: the week is Mon 9 – Mon 16 March, the month 1 March – 1 April.
const NOW = new Date('2026-03-11T15:00:00.000Z');
const clock = manualClock(NOW);
let server: TestServer;

interface Fixture {
  tenantId: number;
  alphaTeamId: number;
  emptyTeamId: number;
  managerId: number;
  repAId: number;
  repBId: number;
  repCId: number;
  manager: string;
  repA: string;
  repB: string;
}
let f: Fixture;

type Row = typeof activities.$inferInsert;
const at = (iso: string) => new Date(iso);

beforeAll(async () => {
  server = await startTestServer({ clock });
  const db = server.db;
  const tenant = await createTenant(db, 'Metrics Co');
  const alpha = await createTeam(db, tenant.id, 'Alpha');
  const beta = await createTeam(db, tenant.id, 'Beta');
  const empty = await createTeam(db, tenant.id, 'Empty');
  const manager = await makeUser(db, tenant.id, { tag: 'mgr', role: 'manager', teamId: null });
  const repA = await makeUser(db, tenant.id, { tag: 'repa', teamId: alpha.id });
  const repB = await makeUser(db, tenant.id, { tag: 'repb', teamId: alpha.id });
  const repC = await makeUser(db, tenant.id, { tag: 'repc', teamId: beta.id });

  const a = (row: Omit<Row, 'tenantId' | 'userId'>): Row => ({ tenantId: tenant.id, userId: repA.id, ...row });
  const call = (direction: 'in' | 'out', durationSeconds: number, occurredAt: string) => a({ kind: 'call', direction, durationSeconds, occurredAt: at(occurredAt) });
  const rows: Row[] = [
    // Rep A, today (Wednesday 11 March)
    call('out', 0, '2026-03-11T00:00:00.000Z'), // first instant of the day
    call('out', 150, '2026-03-11T09:00:00.000Z'), // connect
    call('out', 119, '2026-03-11T10:00:00.000Z'), // 1 s short of a connect
    call('out', 120, '2026-03-11T11:00:00.000Z'), // exactly a connect
    call('in', 300, '2026-03-11T12:00:00.000Z'), // inbound: never a connect (connects count dials)
    call('in', 30, '2026-03-11T13:00:00.000Z'),
    a({ kind: 'email', direction: 'out', occurredAt: at('2026-03-11T14:00:00.000Z') }),
    a({ kind: 'email', direction: 'in', occurredAt: at('2026-03-11T14:10:00.000Z') }), // received: not counted
    a({ kind: 'demo', occurredAt: at('2026-03-11T14:20:00.000Z') }),
    a({ kind: 'sms', direction: 'out', durationSeconds: 500, occurredAt: at('2026-03-11T14:30:00.000Z') }), // not a metric
    a({ kind: 'note', durationSeconds: 500, occurredAt: at('2026-03-11T14:40:00.000Z') }), // not a metric
    a({ kind: 'meeting', durationSeconds: 3600, occurredAt: at('2026-03-11T14:50:00.000Z') }), // not a metric
    // Rep A, earlier this week
    call('out', 60, '2026-03-10T23:59:59.999Z'), // last instant of yesterday
    call('out', 600, '2026-03-09T00:00:00.000Z'), // first instant of the week: connect
    a({ kind: 'email', direction: 'out', occurredAt: at('2026-03-09T08:00:00.000Z') }),
    a({ kind: 'email', direction: 'out', occurredAt: at('2026-03-09T08:05:00.000Z') }),
    // Rep A, this month before the week
    call('out', 240, '2026-03-08T23:59:59.999Z'), // Sunday, last instant of the previous week: connect
    a({ kind: 'demo', occurredAt: at('2026-03-08T12:00:00.000Z') }),
    a({ kind: 'email', direction: 'out', occurredAt: at('2026-03-01T00:00:00.000Z') }), // first instant of the month
    call('out', 60, '2026-03-31T23:59:59.999Z'), // last instant of the month (logged ahead)
    // Rep A, outside the month
    call('out', 500, '2026-02-28T23:59:59.999Z'),
    call('in', 500, '2026-04-01T00:00:00.000Z'),
    a({ kind: 'demo', occurredAt: at('2026-02-15T10:00:00.000Z') }),
    // Rep B (Alpha), today
    { tenantId: tenant.id, userId: repB.id, kind: 'call', direction: 'out', durationSeconds: 200, occurredAt: at('2026-03-11T09:30:00.000Z') },
    { tenantId: tenant.id, userId: repB.id, kind: 'email', direction: 'out', occurredAt: at('2026-03-11T09:40:00.000Z') },
    // Rep C (Beta), today: never in Alpha's figures
    { tenantId: tenant.id, userId: repC.id, kind: 'call', direction: 'out', durationSeconds: 1000, occurredAt: at('2026-03-11T10:00:00.000Z') },
    // No user: in no user's or team's figures
    { tenantId: tenant.id, userId: null, kind: 'call', direction: 'out', durationSeconds: 999, occurredAt: at('2026-03-11T10:00:00.000Z') },
  ];
  await db.insert(activities).values(rows);

  f = {
    tenantId: tenant.id,
    alphaTeamId: alpha.id,
    emptyTeamId: empty.id,
    managerId: manager.id,
    repAId: repA.id,
    repBId: repB.id,
    repCId: repC.id,
    manager: (await login(server, manager.email, DEMO_PASSWORD)).body.payload.authToken,
    repA: (await login(server, repA.email, DEMO_PASSWORD)).body.payload.authToken,
    repB: (await login(server, repB.email, DEMO_PASSWORD)).body.payload.authToken,
  };
});
afterAll(() => server.close());

const DAILY = {
  callsOut: { target: 60, warning: 45, error: 25 },
  callsIn: { target: 8, warning: 5, error: 2 },
  connects: { target: 12, warning: 8, error: 4 },
  talkTime: { target: 90, warning: 60, error: 30 },
  emails: { target: 25, warning: 15, error: 8 },
  demos: { target: 2, warning: 1, error: 1 },
};
type Values = Record<keyof typeof DAILY, number>;

function expected(values: Values, selector: string, scale: number) {
  return (Object.keys(DAILY) as (keyof typeof DAILY)[]).map((type) => ({
    type,
    value: values[type],
    selector,
    unit: type === 'talkTime' ? 'minutes' : 'count',
    threshold: { target: DAILY[type].target * scale, warning: DAILY[type].warning * scale, error: DAILY[type].error * scale },
  }));
}

// Talk time: day 0+150+119+120+300+30 = 719 s; week +60+600 = 1379 s; month +240+60 = 1679 s.
const REP_A: Record<'currentDay' | 'currentWeek' | 'currentMonth', Values> = {
  currentDay: { callsOut: 4, callsIn: 2, connects: 2, talkTime: 11.98, emails: 1, demos: 1 },
  currentWeek: { callsOut: 6, callsIn: 2, connects: 3, talkTime: 22.98, emails: 3, demos: 1 },
  currentMonth: { callsOut: 8, callsIn: 2, connects: 4, talkTime: 27.98, emails: 4, demos: 2 },
};
// The pie chart: outbound calls by the connect time (>= 120 s connected, 1-119 s short, 0 s unanswered), and inbound calls.
const REP_A_MIX = {
  currentDay: { connected: 2, short: 1, unanswered: 1, inbound: 2 },
  currentWeek: { connected: 3, short: 2, unanswered: 1, inbound: 2 },
  currentMonth: { connected: 4, short: 3, unanswered: 1, inbound: 2 },
};
const RANGES = {
  currentDay: { from: '2026-03-11T00:00:00.000Z', to: '2026-03-12T00:00:00.000Z' },
  currentWeek: { from: '2026-03-09T00:00:00.000Z', to: '2026-03-16T00:00:00.000Z' },
  currentMonth: { from: '2026-03-01T00:00:00.000Z', to: '2026-04-01T00:00:00.000Z' },
};
const SCALE = { currentDay: 1, currentWeek: 5, currentMonth: 21 };
/** The tenant's connection service: the default, connect time alone. */
const CONNECTION = { connectTimeEnabled: true, connectTime: 120, specificCallResultEnabled: false };

const metrics = (token: string, period: string, userId?: number | string) => server.request('GET', `/metrics/activity-metrics/${period}${userId !== undefined ? `?userId=${userId}` : ''}`, { token });
const teamMetrics = (token: string, teamId: number | string, period: string) => server.request('GET', `/metrics/activity-metrics/team/${teamId}/${period}`, { token });

describe('GET /metrics/activity-metrics/:period (my figures)', () => {
  it.each(['currentDay', 'currentWeek', 'currentMonth'] as const)('counts callsOut, callsIn, connects (outbound, >= 120 s), talkTime in minutes, emails out and demos for %s', async (period) => {
    const res = await metrics(f.repA, period);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      status: 200,
      payload: { period, ...RANGES[period], timeZone: 'UTC', metrics: expected(REP_A[period], `user:${f.repAId}`, SCALE[period]), callMix: REP_A_MIX[period], connection: CONNECTION },
    });
  });

  it('scales the thresholds: day x1, week x5, month x21', async () => {
    const callsOut = async (period: string) => (await metrics(f.repA, period)).body.payload.metrics.find((m: { type: string }) => m.type === 'callsOut').threshold;
    expect(await callsOut('currentDay')).toEqual({ target: 60, warning: 45, error: 25 });
    expect(await callsOut('currentWeek')).toEqual({ target: 300, warning: 225, error: 125 });
    expect(await callsOut('currentMonth')).toEqual({ target: 1260, warning: 945, error: 525 });
  });

  it('shows my own figures when my own userId is given', async () => {
    const res = await metrics(f.repA, 'currentDay', f.repAId);
    expect(res.status).toBe(200);
    expect(res.body.payload.metrics).toEqual(expected(REP_A.currentDay, `user:${f.repAId}`, 1));
  });

  it('gives zero figures for a user without activity', async () => {
    const res = await metrics(f.manager, 'currentMonth');
    expect(res.status).toBe(200);
    expect(res.body.payload.metrics).toEqual(expected({ callsOut: 0, callsIn: 0, connects: 0, talkTime: 0, emails: 0, demos: 0 }, `user:${f.managerId}`, 21));
  });

  it('moves with the clock: tomorrow the day no longer holds today', async () => {
    // Its own user: a session opened tomorrow would idle-expire the others' sessions of today.
    const user = await makeUser(server.db, f.tenantId, { tag: 'tomorrow' });
    await server.db.insert(activities).values([
      { tenantId: f.tenantId, userId: user.id, kind: 'call', direction: 'out', durationSeconds: 10, occurredAt: at('2026-03-11T09:00:00.000Z') },
      { tenantId: f.tenantId, userId: user.id, kind: 'call', direction: 'out', durationSeconds: 10, occurredAt: at('2026-03-12T07:00:00.000Z') },
    ]);
    clock.set(new Date('2026-03-12T08:00:00.000Z'));
    try {
      const token = (await login(server, user.email, DEMO_PASSWORD)).body.payload.authToken;
      const day = await metrics(token, 'currentDay');
      expect(day.body.payload.from).toBe('2026-03-12T00:00:00.000Z');
      expect(day.body.payload.metrics.find((m: { type: string }) => m.type === 'callsOut').value).toBe(1);
      const week = await metrics(token, 'currentWeek');
      expect(week.body.payload.metrics.find((m: { type: string }) => m.type === 'callsOut').value).toBe(2);
    } finally {
      clock.set(NOW);
    }
  });

  it("counts a connect by the tenant's connect time", async () => {
    const tenant = await createTenant(server.db, 'Quick Connect Co', { connectTimeSeconds: 30 });
    const user = await makeUser(server.db, tenant.id, { tag: 'quick' });
    await server.db.insert(activities).values([
      { tenantId: tenant.id, userId: user.id, kind: 'call', direction: 'out', durationSeconds: 29, occurredAt: at('2026-03-11T09:00:00.000Z') },
      { tenantId: tenant.id, userId: user.id, kind: 'call', direction: 'out', durationSeconds: 30, occurredAt: at('2026-03-11T09:10:00.000Z') },
    ]);
    const token = (await login(server, user.email, DEMO_PASSWORD)).body.payload.authToken;
    const res = await metrics(token, 'currentDay');
    expect(res.body.payload.metrics.find((m: { type: string }) => m.type === 'connects').value).toBe(1);
  });

  it('lets the manager see another user of the tenant', async () => {
    const res = await metrics(f.manager, 'currentWeek', f.repAId);
    expect(res.status).toBe(200);
    expect(res.body.payload.metrics).toEqual(expected(REP_A.currentWeek, `user:${f.repAId}`, 5));
  });

  it("answers a rep asking for another user's figures with 403 'Insufficient scope'", async () => {
    const res = await metrics(f.repB, 'currentDay', f.repAId);
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ status: 403, message: 'Insufficient scope' });
  });

  it("answers the manager asking for an unknown user with 404 'User not found'", async () => {
    const res = await metrics(f.manager, 'currentDay', 999999);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ status: 404, message: 'User not found' });
  });

  it.each([
    ['an unknown period', 'yearly', undefined, /^Invalid params: period: /],
    ['a period in the wrong case', 'currentday', undefined, /^Invalid params: period: /],
    ['a userId that is not a number', 'currentDay', 'abc', /^Invalid querystring: userId: /],
    ['a userId of 0', 'currentDay', '0', /^Invalid querystring: userId: /],
    ['a negative userId', 'currentDay', '-3', /^Invalid querystring: userId: /],
    ['a fractional userId', 'currentDay', '1.5', /^Invalid querystring: userId: /],
  ])('answers %s with 400', async (_what, period, userId, message) => {
    const res = await metrics(f.manager, period, userId);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION');
    expect(res.body.message).toMatch(message);
  });
});

describe('GET /metrics/activity-metrics/team/:teamId/:period', () => {
  it('sums the members of the team, with thresholds times the member count', async () => {
    const res = await teamMetrics(f.manager, f.alphaTeamId, 'currentDay');
    expect(res.status).toBe(200);
    // Rep A's day plus Rep B: an out call of 200 s (a connect) and an email; 719 + 200 = 919 s.
    expect(res.body).toEqual({
      status: 200,
      payload: {
        period: 'currentDay',
        ...RANGES.currentDay,
        timeZone: 'UTC',
        metrics: expected({ callsOut: 5, callsIn: 2, connects: 3, talkTime: 15.32, emails: 2, demos: 1 }, `team:${f.alphaTeamId}`, 2),
        callMix: { connected: 3, short: 1, unanswered: 1, inbound: 2 },
        connection: CONNECTION,
      },
    });
  });

  it('scales the team thresholds by period and member count (week x5 x2, month x21 x2)', async () => {
    const week = await teamMetrics(f.manager, f.alphaTeamId, 'currentWeek');
    expect(week.body.payload.metrics).toEqual(expected({ callsOut: 7, callsIn: 2, connects: 4, talkTime: 26.32, emails: 4, demos: 1 }, `team:${f.alphaTeamId}`, 10));
    const month = await teamMetrics(f.manager, f.alphaTeamId, 'currentMonth');
    expect(month.body.payload.metrics).toEqual(expected({ callsOut: 9, callsIn: 2, connects: 5, talkTime: 31.32, emails: 5, demos: 2 }, `team:${f.alphaTeamId}`, 42));
  });

  it('gives zero figures for a team without members', async () => {
    const res = await teamMetrics(f.manager, f.emptyTeamId, 'currentDay');
    expect(res.status).toBe(200);
    expect(res.body.payload.metrics.map((m: { value: number }) => m.value)).toEqual([0, 0, 0, 0, 0, 0]);
    expect(res.body.payload.metrics[0].selector).toBe(`team:${f.emptyTeamId}`);
  });

  it("answers a rep with 403 'Insufficient scope', even for the rep's own team", async () => {
    const res = await teamMetrics(f.repA, f.alphaTeamId, 'currentDay');
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ status: 403, message: 'Insufficient scope' });
  });

  it("answers an unknown team with 404 'Team not found'", async () => {
    const res = await teamMetrics(f.manager, 999999, 'currentDay');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ status: 404, message: 'Team not found' });
  });

  it.each([
    ['an unknown period', 'x', 'weekly', /^Invalid params: period: /],
    ['a teamId that is not a number', 'abc', 'currentDay', /^Invalid params: teamId: /],
    ['a teamId of 0', '0', 'currentDay', /^Invalid params: teamId: /],
  ])('answers %s with 400', async (_what, teamId, period, message) => {
    const res = await teamMetrics(f.manager, teamId === 'x' ? f.alphaTeamId : teamId, period);
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(message);
  });
});

describe('saved period (GET and PUT /metrics/period)', () => {
  it("is 'currentWeek' by default", async () => {
    const res = await server.request('GET', '/metrics/period', { token: f.repB });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 200, payload: { period: 'currentWeek' } });
  });

  it('returns the period saved with PUT', async () => {
    const put = await server.request('PUT', '/metrics/period', { token: f.repA, body: { period: 'currentMonth' } });
    expect(put.status).toBe(200);
    expect(put.body).toEqual({ status: 200, payload: { period: 'currentMonth' } });
    expect((await server.request('GET', '/metrics/period', { token: f.repA })).body.payload.period).toBe('currentMonth');
    // Saved again: overwritten, not added.
    await server.request('PUT', '/metrics/period', { token: f.repA, body: { period: 'currentDay' } });
    expect((await server.request('GET', '/metrics/period', { token: f.repA })).body.payload.period).toBe('currentDay');
    const rows = await server.db.select().from(userSettings).where(eq(userSettings.userId, f.repAId));
    expect(rows).toEqual([{ tenantId: f.tenantId, userId: f.repAId, key: 'dashboard.period', value: 'currentDay' }]);
  });

  it('keeps the period per user', async () => {
    await server.request('PUT', '/metrics/period', { token: f.manager, body: { period: 'currentMonth' } });
    expect((await server.request('GET', '/metrics/period', { token: f.repB })).body.payload.period).toBe('currentWeek');
  });

  it.each([
    ['an unknown period', { period: 'yearly' }],
    ['no period', {}],
    ['a number', { period: 7 }],
  ])('answers %s with 400 and keeps the saved period', async (_what, body) => {
    await server.request('PUT', '/metrics/period', { token: f.manager, body: { period: 'currentDay' } });
    const res = await server.request('PUT', '/metrics/period', { token: f.manager, body });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/^Invalid body: period: /);
    expect((await server.request('GET', '/metrics/period', { token: f.manager })).body.payload.period).toBe('currentDay');
  });

  it("falls back to 'currentWeek' when the stored value is not a period", async () => {
    const user = await makeUser(server.db, f.tenantId, { tag: 'junk' });
    await server.db.insert(userSettings).values({ tenantId: f.tenantId, userId: user.id, key: 'dashboard.period', value: 'fortnight' });
    const token = (await login(server, user.email, DEMO_PASSWORD)).body.payload.authToken;
    expect((await server.request('GET', '/metrics/period', { token })).body.payload.period).toBe('currentWeek');
  });
});

describe('tenant isolation', () => {
  it("answers a manager of another tenant with 404 for Demo Co's team and user figures", async () => {
    const demoTenant = await demoTenantId(server.db);
    const [east] = await server.db.select().from(teams).where(eq(teams.name, 'East Team'));
    expect(east?.tenantId).toBe(demoTenant);
    const demoRep = await userByEmail(server.db, 'rep@demo.test');

    const team = await teamMetrics(f.manager, east!.id, 'currentDay');
    expect(team.status).toBe(404);
    expect(team.body).toEqual({ status: 404, message: 'Team not found' });

    const user = await metrics(f.manager, 'currentDay', demoRep.id);
    expect(user.status).toBe(404);
    expect(user.body).toEqual({ status: 404, message: 'User not found' });
  });

  it("answers Demo Co's manager with 404 for this tenant's team and user", async () => {
    const token = await server.login('manager@demo.test');
    expect((await teamMetrics(token, f.alphaTeamId, 'currentDay')).status).toBe(404);
    expect((await metrics(token, 'currentDay', f.repAId)).status).toBe(404);
  });

  it('shows this tenant only its own users and teams', async () => {
    const users = await server.request('GET', '/users', { token: f.repA });
    const ids = users.body.payload.users.map((u: { id: number }) => u.id);
    expect(ids).toEqual(expect.arrayContaining([f.managerId, f.repAId, f.repBId, f.repCId]));
    const demoRep = await userByEmail(server.db, 'rep@demo.test');
    expect(ids).not.toContain(demoRep.id);
    const teamsRes = await server.request('GET', '/teams', { token: f.repA });
    expect(teamsRes.body.payload.teams.map((t: { name: string }) => t.name)).toEqual(['Alpha', 'Beta', 'Empty']);
  });
});

describe('the gauges’ daily thresholds (GET /metrics/targets, PUT /admin/metrics/targets)', () => {
  const targets = {
    callsOut: { target: 80, warning: 60, error: 30 },
    callsIn: { target: 8, warning: 5, error: 2 },
    connects: { target: 12, warning: 8, error: 4 },
    talkTime: { target: 90.5, warning: 60, error: 30 },
    emails: { target: 25, warning: 15, error: 8 },
    demos: { target: 2, warning: 1, error: 0 },
  };

  it('lets an administrator set them; every gauge of the tenant follows, scaled as before', async () => {
    const admin = await makeUser(server.db, f.tenantId, { tag: 'thradmin', role: 'admin' });
    const token = (await login(server, admin.email, DEMO_PASSWORD)).body.payload.authToken;
    const res = await server.request('PUT', '/admin/metrics/targets', { token, body: targets });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.payload).toEqual(targets);
    expect((await server.request('GET', '/metrics/targets', { token: f.repA })).body.payload).toEqual(targets);
    const week = (await metrics(f.repA, 'currentWeek')).body.payload.metrics;
    expect(week.find((m: { type: string }) => m.type === 'callsOut').threshold).toEqual({ target: 400, warning: 300, error: 150 });
  });

  it('refuses thresholds out of order or below 0 with the rule’s message, and a manager or rep, changing nothing', async () => {
    const admin = await makeUser(server.db, f.tenantId, { tag: 'thradmin2', role: 'admin' });
    const token = (await login(server, admin.email, DEMO_PASSWORD)).body.payload.authToken;
    const before = (await server.request('GET', '/metrics/targets', { token })).body.payload;
    const upsideDown = await server.request('PUT', '/admin/metrics/targets', { token, body: { ...targets, connects: { target: 4, warning: 8, error: 12 } } });
    expect(upsideDown.status).toBe(400);
    expect(upsideDown.body.message).toContain('The error threshold must be at most the warning threshold, and the warning threshold at most the target.');
    expect((await server.request('PUT', '/admin/metrics/targets', { token, body: { ...targets, demos: { target: 2, warning: 1, error: -1 } } })).status).toBe(400);
    expect((await server.request('PUT', '/admin/metrics/targets', { token, body: { callsOut: targets.callsOut } })).status).toBe(400);
    expect((await server.request('PUT', '/admin/metrics/targets', { token: f.manager, body: targets })).status).toBe(403);
    expect((await server.request('GET', '/metrics/targets', { token })).body.payload).toEqual(before);
  });
});
