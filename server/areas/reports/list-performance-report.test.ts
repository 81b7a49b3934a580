import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListPerformanceReport, ListPerformanceTotals } from '@/src/contract';
import { startTestServer, type TestServer } from '@/tests/support/test-server';
import { activities, callLists, playbooks, playbookSteps, playbookStepVariants } from '../../db/schema';
import { createTenant, createUser } from '../../seed/tenant-factory';
import { figureOf, listMeasureOfColumn } from '@/src/domain/reports/activity-measures';

/**
 * The list performance report (spec 3) against activities written by hand in a tenant of its own
 * (connect time 15 s), every figure computed here: per list, per step of its playbook and per
 * variant of an email step, the emails out, opens and clicks, the calls out, connects, talk time and
 * results, the totals, the date, user and list filters, a deleted list, and report.listUsers.
 */
let server: TestServer;
let manager: string;
let rep: string;
let ids: { ann: number; me: number; spring: number; empty: number; stepEmail: number; stepCall: number; variantA: number; variantB: number };
const GONE_LIST = 2_000_000_000;

beforeAll(async () => {
  server = await startTestServer();
  const tenant = await createTenant(server.db, `List Perf Co ${Date.now()}`, { connectTimeSeconds: 15 });
  const user = (first: string, role: 'manager' | 'rep') =>
    createUser(server.db, tenant.id, { email: `lp-${first.toLowerCase()}-${tenant.id}@listperf.test`, password: 'Demo@Sales1', firstName: first, lastName: 'Lp', role });
  const boss = await user('Mel', 'manager');
  const ann = await user('Ann', 'rep');
  const me = await user('Zed', 'rep');
  const [playbook] = await server.db.insert(playbooks).values({ tenantId: tenant.id, name: 'Outreach' }).returning();
  const [stepEmail, stepCall] = await server.db
    .insert(playbookSteps)
    .values([
      { tenantId: tenant.id, playbookId: playbook!.id, position: 0, name: 'Intro email', action: 'email' },
      { tenantId: tenant.id, playbookId: playbook!.id, position: 1, name: 'First call', action: 'call' },
    ])
    .returning();
  const [variantA, variantB] = await server.db
    .insert(playbookStepVariants)
    .values([
      { tenantId: tenant.id, stepId: stepEmail!.id, letter: 'A', name: 'Short', subject: 'Hi {{firstName}}' },
      { tenantId: tenant.id, stepId: stepEmail!.id, letter: 'B', name: '', subject: 'Hello there' },
    ])
    .returning();
  const [spring, empty] = await server.db
    .insert(callLists)
    .values([
      { tenantId: tenant.id, name: 'Spring list', ownerId: boss.id, playbookId: playbook!.id },
      { tenantId: tenant.id, name: 'Empty list', ownerId: boss.id },
    ])
    .returning();
  ids = { ann: ann.id, me: me.id, spring: spring!.id, empty: empty!.id, stepEmail: stepEmail!.id, stepCall: stepCall!.id, variantA: variantA!.id, variantB: variantB!.id };
  const june = new Date('2026-06-10T12:00:00Z');
  const row = (userId: number, kind: 'call' | 'email', direction: 'in' | 'out', durationSeconds: number, data: Record<string, unknown>, occurredAt = june) => ({
    tenantId: tenant.id,
    userId,
    kind,
    direction,
    durationSeconds,
    occurredAt,
    data,
  });
  const emailStep = (variantId: number) => ({ listId: spring!.id, playbookId: playbook!.id, stepId: stepEmail!.id, variantId });
  const callStep = { listId: spring!.id, playbookId: playbook!.id, stepId: stepCall!.id, listName: 'Spring list' };
  await server.db.insert(activities).values([
    row(ann.id, 'email', 'out', 0, { opens: 1, clicks: 1, context: emailStep(variantA!.id) }),
    row(ann.id, 'email', 'out', 0, { opens: 0, clicks: 0, context: emailStep(variantA!.id) }),
    row(ann.id, 'email', 'out', 0, { opens: 2, clicks: 0, context: emailStep(variantB!.id) }),
    row(ann.id, 'call', 'out', 20, { result: 'Connected', context: callStep }),
    row(ann.id, 'call', 'out', 0, { result: 'No Answer', context: callStep }),
    row(me.id, 'call', 'out', 16, { result: 'Connected', context: callStep }),
    // From the list but on no step (a call from the list page).
    row(ann.id, 'call', 'out', 30, { result: 'Connected', context: { listId: spring!.id } }),
    row(ann.id, 'call', 'out', 40, { result: 'Connected', context: { listId: GONE_LIST, listName: 'Gone list' } }),
    // Not counted: inbound, without a list, or without context.
    row(ann.id, 'call', 'in', 50, { result: 'Connected', context: { listId: spring!.id } }),
    row(ann.id, 'call', 'out', 10, { result: 'Busy' }),
    row(ann.id, 'email', 'out', 0, { opens: 3, clicks: 3 }),
    // Outside June.
    row(ann.id, 'call', 'out', 25, { result: 'Connected', context: callStep }, new Date('2026-02-01T00:00:00Z')),
  ]);
  manager = await server.login(boss.email);
  rep = await server.login(me.email);
});
afterAll(() => server.close());

const run = async (body: Record<string, unknown>, token = manager) => {
  const res = await server.request('POST', '/reports/list-performance', { token, body });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.payload as ListPerformanceReport;
};
const zero = { emailOut: 0, emailOpens: 0, emailOpenPercent: 0, emailClicks: 0, emailClickPercent: 0, callOut: 0, connects: 0, connectPercent: 0, talkTime: 0, avgTalkTime: 0, callResults: {} };
const JUNE = { start: '2026-06-01', end: '2026-06-30' };

describe('list performance report (spec 3)', () => {
  it('gives each list its figures, its playbook steps under it and an email step’s variants under that, and the totals', async () => {
    const report = await run(JUNE);
    expect(report.report.map((r) => r.listName)).toEqual(['Spring list', 'Gone list']);
    const [spring, gone] = report.report;
    expect(spring).toEqual({
      listId: ids.spring,
      listName: 'Spring list',
      playbookName: 'Outreach',
      emailOut: 3,
      emailOpens: 2,
      emailOpenPercent: (2 / 3) * 100,
      emailClicks: 1,
      emailClickPercent: (1 / 3) * 100,
      // 20, 0, 16 on the call step and 30 off any step: 3 of 4 at least 15 s; 66 s over the 3 talked on.
      callOut: 4,
      connects: 3,
      connectPercent: 75,
      talkTime: 66,
      avgTalkTime: 22,
      callResults: { Connected: 3, 'No Answer': 1 },
      playbookSteps: [
        {
          ...zero,
          playbookStepId: ids.stepEmail,
          playbookStepName: 'Intro email',
          emailOut: 3,
          emailOpens: 2,
          emailOpenPercent: (2 / 3) * 100,
          emailClicks: 1,
          emailClickPercent: (1 / 3) * 100,
          playbookStepVariants: [
            {
              ...zero,
              playbookStepVariantId: ids.variantA,
              playbookStepVariantName: 'Short',
              playbookStepVariantTemplate: 'Hi {{firstName}}',
              emailOut: 2,
              emailOpens: 1,
              emailOpenPercent: 50,
              emailClicks: 1,
              emailClickPercent: 50,
            },
            // A variant without a name goes by its letter.
            { ...zero, playbookStepVariantId: ids.variantB, playbookStepVariantName: 'Variant B', playbookStepVariantTemplate: 'Hello there', emailOut: 1, emailOpens: 1, emailOpenPercent: 100 },
          ],
        },
        {
          ...zero,
          playbookStepId: ids.stepCall,
          playbookStepName: 'First call',
          playbookStepVariants: [],
          callOut: 3,
          connects: 2,
          connectPercent: (2 / 3) * 100,
          talkTime: 36,
          avgTalkTime: 18,
          callResults: { Connected: 2, 'No Answer': 1 },
        },
      ],
    });
    // A list deleted since keeps its activity under the name its calls were made with.
    expect(gone).toEqual({
      ...zero,
      listId: GONE_LIST,
      listName: 'Gone list',
      playbookName: null,
      playbookSteps: [],
      callOut: 1,
      connects: 1,
      connectPercent: 100,
      talkTime: 40,
      avgTalkTime: 40,
      callResults: { Connected: 1 },
    });
    // 106 s over the 4 calls talked on: 26.5, rounded.
    expect(report.totals).toEqual({
      emailOut: 3,
      emailOpens: 2,
      emailOpenPercent: (2 / 3) * 100,
      emailClicks: 1,
      emailClickPercent: (1 / 3) * 100,
      callOut: 5,
      connects: 4,
      connectPercent: 80,
      talkTime: 106,
      avgTalkTime: 27,
      callResults: { Connected: 4, 'No Answer': 1 },
    });
    expect(report.callResults).toEqual(['Connected', 'No Answer']);
  });

  it('keeps the UTC days asked for (both included), and all time without a start', async () => {
    const oneDay = await run({ start: '2026-06-10', end: '2026-06-10' });
    expect(oneDay.totals.callOut).toBe(5);
    expect((await run({ start: '2026-06-11' })).report).toEqual([]);
    expect((await run({ end: '2026-06-09' })).totals).toMatchObject({ callOut: 1, talkTime: 25 });
    const allTime = await run({});
    expect(allTime.report[0]!.playbookSteps[1]).toMatchObject({ callOut: 4, connects: 3, talkTime: 61 });
    expect((await server.request('POST', '/reports/list-performance', { token: manager, body: { start: '2026-06-02', end: '2026-06-01' } })).body).toMatchObject({
      status: 400,
      message: 'Invalid body: The start date is after the end date.',
    });
  });

  it('reports on the lists asked for, with zeros for one without activity, and on the users asked for', async () => {
    const asked = await run({ ...JUNE, listIds: [ids.empty] });
    expect(asked.report).toEqual([{ ...zero, listId: ids.empty, listName: 'Empty list', playbookName: null, playbookSteps: [] }]);
    expect(asked.totals).toEqual(zero);
    const mine = await run({ ...JUNE, userIds: [ids.me] });
    expect(mine.report).toHaveLength(1);
    expect(mine.report[0]).toMatchObject({ listId: ids.spring, callOut: 1, emailOut: 0, connects: 1 });
  });

  it('gives a user without report.listUsers their own calls and emails only, whatever they ask', async () => {
    const mine = await run({ ...JUNE, userIds: [ids.ann] }, rep);
    expect(mine.totals).toMatchObject({ callOut: 1, connects: 1, talkTime: 16, emailOut: 0 });
    expect(mine.report[0]!.playbookSteps.find((s) => s.playbookStepId === ids.stepCall)).toMatchObject({ callOut: 1 });
  });
});

describe('the activities behind a figure (POST /reports/list-performance/activities)', () => {
  const drill = (body: Record<string, unknown>, token = manager) => server.request('POST', '/reports/list-performance/activities', { token, body });
  const COLUMNS = ['emailOut', 'opens', 'clicks', 'callOut', 'connect#'];

  it('opens every counted figure of every list, step, variant and the totals into exactly the activities it counts', async () => {
    const filters = { start: '2026-06-01', end: '2026-06-30' };
    const res = await server.request('POST', '/reports/list-performance', { token: manager, body: filters });
    const report = res.body.payload as ListPerformanceReport;
    type Figures = ListPerformanceTotals;
    const lines: { at: Record<string, number>; figures: Figures; name: string }[] = [{ at: {}, figures: report.totals, name: 'totals' }];
    for (const list of report.report) {
      lines.push({ at: { listId: list.listId }, figures: list, name: list.listName });
      for (const step of list.playbookSteps) {
        lines.push({ at: { listId: list.listId, stepId: step.playbookStepId }, figures: step, name: step.playbookStepName });
        for (const v of step.playbookStepVariants)
          lines.push({ at: { listId: list.listId, stepId: step.playbookStepId, variantId: v.playbookStepVariantId }, figures: v, name: v.playbookStepVariantName });
      }
    }
    let opened = 0;
    for (const column of [...COLUMNS, ...report.callResults.map((r) => `callResult#:${r}`)]) {
      const target = listMeasureOfColumn(column)!;
      for (const line of lines) {
        const got = await drill({ ...filters, ...target, ...line.at });
        expect(got.status, JSON.stringify(got.body)).toBe(200);
        const figure = figureOf(target, line.figures);
        opened += figure;
        expect({ column, line: line.name, total: got.body.payload.total, items: got.body.payload.items.length }).toEqual({ column, line: line.name, total: figure, items: figure });
      }
    }
    expect(opened).toBeGreaterThan(20);
  });

  it('gives a user without report.listUsers their own calls and emails only', async () => {
    const mine = await drill({ measure: 'callOut' }, rep);
    expect(mine.body.payload.total).toBe(1);
    expect(mine.body.payload.items[0]).toMatchObject({ kind: 'call', user: { id: ids.me }, result: 'Connected' });
  });

  it('refuses a step without its list and a variant without its step', async () => {
    expect((await drill({ measure: 'emailOut', stepId: ids.stepEmail })).status).toBe(400);
    expect((await drill({ measure: 'emailOut', listId: ids.spring, variantId: ids.variantA })).status).toBe(400);
  });
});
