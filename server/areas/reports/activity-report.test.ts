import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ActivityReport } from '@/src/contract';
import { startTestServer, type TestServer } from '@/tests/support/test-server';
import { activities, callLists } from '../../db/schema';
import { createTenant, createUser } from '../../seed/tenant-factory';
import { figureOf, measureOfColumn } from '@/src/domain/reports/activity-measures';

/**
 * The activity report (spec 3) against activities written by hand in a tenant of its own (connect
 * time 15 s), every figure computed here: dials, answered outbound calls, connects and their
 * percent, talk time and its average, emails (playbook ones, opened, clicked), SMS, calls by result,
 * the totals row, the date and list filters, and report.listUsers.
 */
let server: TestServer;
let manager: string;
let rep: string;
let ids: { ann: number; bob: number; cy: number; repId: number; listId: number };

beforeAll(async () => {
  server = await startTestServer();
  const tenant = await createTenant(server.db, `Activity Co ${Date.now()}`, { connectTimeSeconds: 15 });
  const user = (first: string, last: string, role: 'manager' | 'rep') =>
    createUser(server.db, tenant.id, { email: `act-${first.toLowerCase()}-${tenant.id}@activity.test`, password: 'Demo@Sales1', firstName: first, lastName: last, role });
  const boss = await user('Mel', 'Boss', 'manager');
  const [ann, bob, cy, me] = [await user('Ann', 'Alpha', 'rep'), await user('Bob', 'Beta', 'rep'), await user('Cy', 'Gamma', 'rep'), await user('Zed', 'Self', 'rep')];
  const [list] = await server.db.insert(callLists).values({ tenantId: tenant.id, name: 'Spring list', ownerId: boss.id }).returning();
  ids = { ann: ann.id, bob: bob.id, cy: cy.id, repId: me.id, listId: list!.id };
  const at = new Date('2026-06-10T12:00:00Z');
  const row = (userId: number, kind: 'call' | 'email' | 'sms', direction: 'in' | 'out', durationSeconds: number, data: Record<string, unknown> = {}, occurredAt = at) => ({
    tenantId: tenant.id,
    userId,
    kind,
    direction,
    durationSeconds,
    occurredAt,
    data,
  });
  await server.db
    .insert(activities)
    .values([
      row(ann.id, 'call', 'out', 0, { result: 'No Answer' }),
      row(ann.id, 'call', 'out', 20, { result: 'Connected' }),
      row(ann.id, 'call', 'out', 5, { result: 'Left Voicemail' }),
      row(ann.id, 'call', 'in', 40, { result: 'Connected' }),
      row(ann.id, 'call', 'out', 30, { result: 'Connected', context: { listId: list!.id } }),
      row(ann.id, 'email', 'out', 0, { opens: 2, clicks: 0, origin: 'user' }),
      row(ann.id, 'email', 'out', 0, { opens: 0, clicks: 0, origin: 'playbook' }),
      row(ann.id, 'email', 'out', 0, { opens: 1, clicks: 1, origin: 'user' }),
      row(ann.id, 'email', 'in', 0),
      row(ann.id, 'sms', 'out', 0),
      row(ann.id, 'sms', 'in', 0),
      row(ann.id, 'sms', 'in', 0),
      row(bob.id, 'call', 'out', 10, { result: 'Busy' }, new Date('2026-02-01T00:00:00Z')),
      row(me.id, 'call', 'out', 16, { result: 'Connected' }),
    ]);
  manager = await server.login(boss.email);
  rep = await server.login(me.email);
});
afterAll(() => server.close());

const run = async (body: Record<string, unknown>, token = manager) => {
  const res = await server.request('POST', '/reports/activity', { token, body });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.payload as ActivityReport;
};
const zero = {
  dials: 0,
  outboundCalls: 0,
  connects: 0,
  connectPercent: 0,
  inboundCalls: 0,
  talkTime: 0,
  avgTalkTime: 0,
  emailOut: 0,
  emailIn: 0,
  fsEmailOut: 0,
  emailOpens: 0,
  emailOpenPercent: 0,
  emailClicks: 0,
  emailClickPercent: 0,
  smsOut: 0,
  smsIn: 0,
  callResults: {},
};

describe('activity report (spec 3)', () => {
  it('gives each chosen user their figures, sorted by name, and the totals of them all', async () => {
    const report = await run({ userIds: [ids.cy, ids.bob, ids.ann] });
    expect(report.report.map((r) => r.firstName)).toEqual(['Ann', 'Bob', 'Cy']);
    expect(report.report[0]).toEqual({
      userId: ids.ann,
      firstName: 'Ann',
      lastName: 'Alpha',
      dials: 4,
      outboundCalls: 3,
      connects: 2,
      connectPercent: 50,
      inboundCalls: 1,
      talkTime: 95,
      // 95 s over the 4 calls that were talked on.
      avgTalkTime: 24,
      emailOut: 3,
      emailIn: 1,
      fsEmailOut: 1,
      emailOpens: 2,
      emailOpenPercent: (2 / 3) * 100,
      emailClicks: 1,
      emailClickPercent: (1 / 3) * 100,
      smsOut: 1,
      smsIn: 2,
      callResults: { 'No Answer': 1, Connected: 3, 'Left Voicemail': 1 },
    });
    expect(report.report[1]).toEqual({ ...zero, userId: ids.bob, firstName: 'Bob', lastName: 'Beta', dials: 1, outboundCalls: 1, talkTime: 10, avgTalkTime: 10, callResults: { Busy: 1 } });
    expect(report.report[2]).toEqual({ ...zero, userId: ids.cy, firstName: 'Cy', lastName: 'Gamma' });
    expect(report.totals).toEqual({
      ...zero,
      dials: 5,
      outboundCalls: 4,
      connects: 2,
      connectPercent: 40,
      inboundCalls: 1,
      talkTime: 105,
      avgTalkTime: 21,
      emailOut: 3,
      emailIn: 1,
      fsEmailOut: 1,
      emailOpens: 2,
      emailOpenPercent: (2 / 3) * 100,
      emailClicks: 1,
      emailClickPercent: (1 / 3) * 100,
      smsOut: 1,
      smsIn: 2,
      callResults: { Busy: 1, Connected: 3, 'Left Voicemail': 1, 'No Answer': 1 },
    });
    expect(report.callResults).toEqual(['Busy', 'Connected', 'Left Voicemail', 'No Answer']);
  });

  it('keeps the dates (UTC days) and the calls of the chosen lists; emails and SMS are not counted by list', async () => {
    const june = await run({ userIds: [ids.ann, ids.bob], start: '2026-06-01' });
    expect(june.report.find((r) => r.userId === ids.bob)).toMatchObject({ dials: 0, callResults: {} });
    expect(june.totals.dials).toBe(4);
    const february = await run({ userIds: [ids.ann, ids.bob], start: '2026-02-01', end: '2026-02-01' });
    expect(february.totals).toMatchObject({ dials: 1, emailOut: 0 });
    const listed = await run({ userIds: [ids.ann], listIds: [ids.listId] });
    expect(listed.report[0]).toMatchObject({ dials: 1, outboundCalls: 1, connects: 1, connectPercent: 100, inboundCalls: 0, talkTime: 30, emailOut: 3, smsIn: 2, callResults: { Connected: 1 } });
  });

  it('gives a user without report.listUsers their own row only, whatever they ask', async () => {
    const mine = await run({ userIds: [ids.ann, ids.bob] }, rep);
    expect(mine.report.map((r) => r.userId)).toEqual([ids.repId]);
    expect(mine.report[0]).toMatchObject({ dials: 1, connects: 1, callResults: { Connected: 1 } });
    expect(mine.totals.dials).toBe(1);
  });
});

describe('the connect rate per day (POST /reports/activity/connect-rate)', () => {
  const days = async (body: Record<string, unknown>, token = manager) => {
    const res = await server.request('POST', '/reports/activity/connect-rate', { token, body });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.payload.days as { day: string; dials: number; connects: number }[];
  };

  it('gives the dials and connects of each UTC day with calls, adding up to the report’s totals', async () => {
    const filters = { userIds: [ids.cy, ids.bob, ids.ann] };
    const report = await run(filters);
    const got = await days(filters);
    expect(got).toEqual([
      { day: '2026-02-01', dials: 1, connects: 0 },
      { day: '2026-06-10', dials: 4, connects: 2 },
    ]);
    expect(got.reduce((n, d) => n + d.dials, 0)).toBe(report.totals.dials);
    expect(got.reduce((n, d) => n + d.connects, 0)).toBe(report.totals.connects);
  });

  it('keeps the range, the lists and report.listUsers', async () => {
    expect(await days({ userIds: [ids.ann, ids.bob], start: '2026-06-01' })).toEqual([{ day: '2026-06-10', dials: 4, connects: 2 }]);
    expect(await days({ userIds: [ids.ann], listIds: [ids.listId] })).toEqual([{ day: '2026-06-10', dials: 1, connects: 1 }]);
    expect(await days({ userIds: [ids.ann, ids.bob] }, rep)).toEqual([{ day: '2026-06-10', dials: 1, connects: 1 }]);
  });
});

describe('the activities behind a figure (POST /reports/activity/activities)', () => {
  const drill = async (body: Record<string, unknown>, token = manager) => server.request('POST', '/reports/activity/activities', { token, body });
  const COLUMNS = ['dials', 'outboundCalls', 'connect#', 'inboundCalls', 'emailOut', 'emailIn', 'fsEmailOut', 'emailOpen#', 'emailClick#', 'smsOut', 'smsIn'];

  it('opens every counted figure of every row and of the totals into exactly the activities it counts', async () => {
    const filters = { userIds: [ids.cy, ids.bob, ids.ann] };
    const report = await run(filters);
    for (const column of [...COLUMNS, ...report.callResults.map((r) => `callResult#:${r}`)]) {
      const target = measureOfColumn(column)!;
      for (const row of [...report.report, null]) {
        const res = await drill({ ...filters, ...target, ...(row ? { userId: row.userId } : {}) });
        expect(res.status, JSON.stringify(res.body)).toBe(200);
        const figure = figureOf(target, row ?? report.totals);
        expect({ column, user: row?.firstName ?? 'total', total: res.body.payload.total, items: res.body.payload.items.length }).toEqual({
          column,
          user: row?.firstName ?? 'total',
          total: figure,
          items: figure,
        });
      }
    }
  });

  it('answers the activities newest first with their contact, user, result or subject', async () => {
    const res = await drill({ userIds: [ids.ann], measure: 'connects', userId: ids.ann });
    expect(res.body.payload.items).toHaveLength(2);
    for (const item of res.body.payload.items)
      expect(item).toMatchObject({ kind: 'call', direction: 'out', result: 'Connected', subject: null, contact: null, user: { id: ids.ann, name: 'Ann Alpha' } });
    expect(res.body.payload.items.map((i: { durationSeconds: number }) => i.durationSeconds).sort()).toEqual([20, 30]);
  });

  it('keeps the report’s range and lists, and pages', async () => {
    expect((await drill({ userIds: [ids.ann, ids.bob], start: '2026-06-01', measure: 'dials' })).body.payload.total).toBe(4);
    expect((await drill({ userIds: [ids.ann], listIds: [ids.listId], measure: 'dials' })).body.payload.total).toBe(1);
    const page = await drill({ userIds: [ids.ann], measure: 'dials', limit: 3, offset: 3 });
    expect(page.body.payload).toMatchObject({ total: 4 });
    expect(page.body.payload.items).toHaveLength(1);
  });

  it('gives a user without report.listUsers their own activities only', async () => {
    expect((await drill({ userIds: [ids.ann], measure: 'dials', userId: ids.ann }, rep)).body.payload).toEqual({ items: [], total: 0 });
    expect((await drill({ measure: 'dials' }, rep)).body.payload.total).toBe(1);
  });

  it('refuses a call result without the callResult measure and the reverse', async () => {
    expect((await drill({ measure: 'callResult' })).status).toBe(400);
    expect((await drill({ measure: 'dials', result: 'Busy' })).status).toBe(400);
    expect((await drill({ measure: 'talkTime' })).status).toBe(400);
  });
});

describe('the activity report page state (spec 3 section 3)', () => {
  it('keeps the filters and each column’s visibility and sort, and refuses other shapes', async () => {
    const value = {
      filters: { dateRange: { option: 'custom', start: '2026-06-01', end: null }, users: { items_: [ids.ann] }, lists: { items_: [] } },
      columns: [
        { name: 'firstName', visible: true, sort: null },
        { name: 'emailIn', visible: false, sort: null },
        { name: 'dials', visible: true, sort: 'desc' },
      ],
    };
    expect((await server.request('PUT', '/page-states/activityReport', { token: manager, body: { value } })).status).toBe(200);
    expect((await server.request('GET', '/page-states/activityReport', { token: manager })).body.payload.value).toEqual(value);
    const twoSorted = { ...value, columns: value.columns.map((c) => ({ ...c, sort: 'asc' })) };
    expect((await server.request('PUT', '/page-states/activityReport', { token: manager, body: { value: twoSorted } })).status).toBe(400);
    expect((await server.request('PUT', '/page-states/activityReport', { token: manager, body: { value: { status: [], user: { all_: true, items_: [] } } } })).status).toBe(400);
    expect((await server.request('GET', '/page-states/activityReport', { token: manager })).body.payload.value).toEqual(value);
  });
});
