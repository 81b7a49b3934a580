import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activities, tasks } from '../../db/schema';
import { startTestServer, type TestServer } from '@/tests/support/test-server';
import { demoContact, otherTenant } from '@/tests/support/crm-helpers';
import { userByEmail } from '@/tests/support/server-helpers';
import { callTask, taskCount, utcDay } from './tasks-test-helpers';

let server: TestServer;
let rep: string;
let rep2: string;
let repId: number;
let rep2Id: number;
let other: Awaited<ReturnType<typeof otherTenant>>;
beforeAll(async () => {
  server = await startTestServer();
  rep = await server.login('rep@demo.test');
  rep2 = await server.login('rep2@demo.test');
  repId = (await userByEmail(server.db, 'rep@demo.test')).id;
  rep2Id = (await userByEmail(server.db, 'rep2@demo.test')).id;
  other = await otherTenant(server);
});
afterAll(() => server.close());

const add = (body: unknown, token = rep) => server.request('POST', '/tasks', { token, body });
const list = (query: string, token = rep) => server.request('GET', `/tasks?${query}`, { token });

describe('GET /tasks (day groups)', () => {
  it("returns the seeded rep's open dated tasks as day groups in date order", async () => {
    const res = await list(`startTime=${utcDay(-90)}&endTime=${utcDay(30)}`);
    expect(res.status).toBe(200);
    const groups = res.body.payload.tasks as { date: string; tasks: { owner: { id: number }; isDone: boolean }[] }[];
    expect(groups.length).toBeGreaterThanOrEqual(5);
    expect(groups.map((g) => g.date)).toEqual([...groups.map((g) => g.date)].sort());
    for (const g of groups) for (const t of g.tasks) expect(t).toMatchObject({ owner: { id: repId }, isDone: false });
    expect(groups.find((g) => g.date === utcDay(0))?.tasks.length).toBeGreaterThanOrEqual(3);
  });

  it('dated=false returns only the no-due-date group', async () => {
    const res = await list('dated=false');
    expect(res.body.payload.tasks).toHaveLength(1);
    expect(res.body.payload.tasks[0].date).toBeNull();
    expect(res.body.payload.tasks[0].tasks.length).toBe(2);
  });

  it('openOnly=false includes done tasks; the range bounds are inclusive', async () => {
    const day = '2031-01-15';
    const done = (await add(callTask({ activityDate: day, isDone: true }))).body.payload.task;
    expect((await list(`startTime=${day}&endTime=${day}`)).body.payload.tasks).toEqual([]);
    const all = await list(`startTime=${day}&endTime=${day}&openOnly=false`);
    expect(all.body.payload.tasks[0].tasks.map((t: { id: number }) => t.id)).toEqual([done.id]);
  });

  it("lists another user's tasks by userId, and a contact's tasks of every owner", async () => {
    const byUser = await list(`userId=${rep2Id}&startTime=${utcDay(-90)}&endTime=${utcDay(30)}`);
    expect(byUser.body.payload.tasks[0].tasks[0].owner.id).toBe(rep2Id);
    const c = await demoContact(server.db, false, 40);
    await add(callTask({ contactId: c.id, activityDate: '2031-02-01' }), rep);
    await add(callTask({ contactId: c.id, activityDate: '2031-02-02' }), rep2);
    const byContact = await list(`contactId=${c.id}&startTime=2031-01-01&endTime=2031-12-31`, rep);
    expect(byContact.body.payload.tasks.map((g: { tasks: { owner: { id: number } }[] }) => g.tasks[0]!.owner.id)).toEqual([repId, rep2Id]);
  });

  it('rejects bad input with 400 and a clear message', async () => {
    const bad = await list('startTime=2026-13-45x');
    expect(bad.status).toBe(400);
    const reversed = await list('startTime=2026-03-12&endTime=2026-03-01');
    expect(reversed.status).toBe(400);
    expect(reversed.body.message).toContain('startTime must not be after endTime');
  });

  it("is tenant-isolated: another tenant's user or contact is 404, and its tasks never show", async () => {
    expect((await list(`userId=${other.userId}`)).status).toBe(404);
    expect((await list(`contactId=${other.contactId}`)).status).toBe(404);
    const theirs = await list(`startTime=${utcDay(-90)}&endTime=${utcDay(30)}`, other.token);
    expect(theirs.body.payload.tasks).toEqual([]);
  });
});

describe('POST /tasks', () => {
  it('creates a task with every field and returns it', async () => {
    const c = await demoContact(server.db, false, 3);
    const res = await add(
      callTask({
        contactId: c.id,
        userIds: [rep2Id],
        otherFields: '{"Region__c":"East"}',
        context: { projectName: 'Spring' },
        externalId: 'ext-1',
        timezoneOffset: -300,
        associatedEntityType: 0,
        associatedEntityId: c.accountId,
      }),
    );
    expect(res.status).toBe(200);
    const t = res.body.payload.task;
    expect(t).toMatchObject({
      taskType: 'CALL',
      taskPriority: { id: 0 },
      owner: { id: repId },
      users: [{ id: rep2Id }],
      subject: 'Call about the pilot',
      isDone: false,
      activityDate: '2026-03-12',
      time: '09:30:00',
      timezoneOffset: -300,
      context: { projectName: 'Spring' },
      externalId: 'ext-1',
      otherFields: '{"Region__c":"East"}',
      contact: { id: c.id, isCallOptOut: c.isCallOptOut },
      associatedEntityType: 0,
      associatedEntityId: c.accountId,
    });
    expect(t.associatedEntityName).toEqual(expect.any(String));
    expect(t.assignees.map((a: { id: number }) => a.id)).toEqual([repId, rep2Id]);
  });

  it('drops the time of an undated task', async () => {
    const t = (await add(callTask({ activityDate: null, time: '10:00:00' }))).body.payload.task;
    expect(t).toMatchObject({ activityDate: null, time: null });
  });

  it.each([
    ['no type', { taskType: undefined }, 'taskType'],
    ['an unknown type', { taskType: 'FAX' }, 'taskType'],
    ['a bad priority', { taskPriority: { id: 5 } }, 'taskPriority'],
    ['an empty subject', { subject: ' ' }, 'Subject is required'],
    ['a bad date', { activityDate: '12/03/2026' }, 'yyyy-MM-dd'],
    ['a bad time', { time: '9:30 AM' }, 'HH:mm:00'],
    ['otherFields that are not JSON text', { otherFields: '{oops' }, 'otherFields must be a JSON object as text'],
    ['an unknown associated entity type', { associatedEntityType: 3 }, 'associatedEntityType'],
  ])('rejects %s with 400 and writes nothing', async (_name, patch, message) => {
    const before = await taskCount(server.db);
    const res = await add(callTask(patch));
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain(message);
    expect(await taskCount(server.db)).toBe(before);
  });

  it("rejects another tenant's owner, user, contact or account with 400 and writes nothing", async () => {
    const before = await taskCount(server.db);
    expect((await add(callTask({ ownerId: other.userId }))).body.message).toBe('Unknown user');
    expect((await add(callTask({ userIds: [other.userId] }))).body.message).toBe('Unknown user');
    expect((await add(callTask({ contactId: other.contactId }))).body.message).toBe('Unknown contact');
    expect((await add(callTask({ associatedEntityType: 0, associatedEntityId: 999_999 }))).body.message).toBe('Unknown account');
    expect(await taskCount(server.db)).toBe(before);
  });
});

describe('PUT /tasks/:id, DELETE /tasks/:id', () => {
  it('updates every field and keeps the owner when none is sent', async () => {
    const t = (await add(callTask())).body.payload.task;
    const res = await server.request('PUT', `/tasks/${t.id}`, {
      token: rep,
      body: callTask({ taskType: 'MEETING', subject: 'Moved', activityDate: '2026-04-01', time: '16:00:00', taskPriority: { id: 2 } }),
    });
    expect(res.status).toBe(200);
    expect(res.body.payload.task).toMatchObject({ id: t.id, taskType: 'MEETING', subject: 'Moved', activityDate: '2026-04-01', time: '16:00:00', taskPriority: { id: 2 }, owner: { id: repId } });
    const owner = await server.request('PUT', `/tasks/${t.id}`, { token: rep, body: callTask({ ownerId: rep2Id }) });
    expect(owner.body.payload.task.owner.id).toBe(rep2Id);
  });

  it('rejects a bad update with 400 and changes nothing', async () => {
    const t = (await add(callTask())).body.payload.task;
    const res = await server.request('PUT', `/tasks/${t.id}`, { token: rep, body: callTask({ subject: '', activityDate: 'tomorrow' }) });
    expect(res.status).toBe(400);
    const [row] = await server.db.select().from(tasks).where(eq(tasks.id, t.id));
    expect(row?.subject).toBe('Call about the pilot');
  });

  it('deletes a task; a second delete is 404', async () => {
    const t = (await add(callTask())).body.payload.task;
    expect((await server.request('DELETE', `/tasks/${t.id}`, { token: rep })).body.payload).toEqual({ deleted: true });
    expect((await server.request('DELETE', `/tasks/${t.id}`, { token: rep })).status).toBe(404);
  });

  it("is tenant-isolated: another tenant's task is 404 to update, delete, complete, re-context or fetch the call result", async () => {
    const t = (await add(callTask())).body.payload.task;
    const token = other.token;
    expect((await server.request('PUT', `/tasks/${t.id}`, { token, body: callTask() })).status).toBe(404);
    expect((await server.request('DELETE', `/tasks/${t.id}`, { token })).status).toBe(404);
    expect((await server.request('PUT', `/tasks/${t.id}/completed`, { token, body: { isDone: true } })).status).toBe(404);
    expect((await server.request('PUT', `/tasks/${t.id}/context`, { token, body: { projectName: 'x' } })).status).toBe(404);
    expect((await server.request('POST', `/tasks/${t.id}/call-result`, { token, body: { kind: 'call', resultValue: 'Connected' } })).status).toBe(404);
    const [row] = await server.db.select().from(tasks).where(eq(tasks.id, t.id));
    expect(row).toMatchObject({ isDone: false, subject: 'Call about the pilot', projectName: null });
  });
});

describe('PUT /tasks/:id/completed', () => {
  const logged = (taskId: number) =>
    server.db
      .select()
      .from(activities)
      .where(and(eq(activities.userId, repId), eq(activities.data, activities.data)))
      .then((rows) => rows.filter((r) => r.data.taskId === taskId));

  it('completing writes one entry to the activity log; reopening and completing again writes another', async () => {
    const c = await demoContact(server.db, false, 5);
    const t = (await add(callTask({ contactId: c.id }))).body.payload.task;
    const res = await server.request('PUT', `/tasks/${t.id}/completed`, { token: rep, body: { isDone: true } });
    expect(res.body.payload.task.isDone).toBe(true);
    expect((await server.request('PUT', `/tasks/${t.id}/completed`, { token: rep, body: { isDone: true } })).status).toBe(200);
    let rows = await logged(t.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ kind: 'task', contactId: c.id, data: { event: 'TASK_COMPLETED', taskType: 'CALL', subject: 'Call about the pilot' } });
    await server.request('PUT', `/tasks/${t.id}/completed`, { token: rep, body: { isDone: false } });
    await server.request('PUT', `/tasks/${t.id}/completed`, { token: rep, body: { isDone: true } });
    rows = await logged(t.id);
    expect(rows).toHaveLength(2);
  });

  it('a completed DEMO task counts as a demo on the dashboard', async () => {
    const demos = async () => {
      const res = await server.request('GET', '/metrics/activity-metrics/currentDay', { token: rep });
      return (res.body.payload.metrics as { type: string; value: number }[]).find((m) => m.type === 'demos')?.value;
    };
    const before = await demos();
    expect(before).toEqual(expect.any(Number));
    const t = (await add(callTask({ taskType: 'DEMO' }))).body.payload.task;
    await server.request('PUT', `/tasks/${t.id}/completed`, { token: rep, body: { isDone: true } });
    expect(await demos()).toBe(before! + 1);
  });

  it('rejects a missing or non-boolean isDone with 400', async () => {
    const t = (await add(callTask())).body.payload.task;
    expect((await server.request('PUT', `/tasks/${t.id}/completed`, { token: rep, body: { isDone: 'yes' } })).status).toBe(400);
    expect((await server.request('PUT', `/tasks/${t.id}/completed`, { token: rep, body: {} })).status).toBe(400);
    expect(await logged(t.id)).toEqual([]);
  });

  it('completing a deleted task is 404', async () => {
    const t = (await add(callTask())).body.payload.task;
    await server.request('DELETE', `/tasks/${t.id}`, { token: rep });
    expect((await server.request('PUT', `/tasks/${t.id}/completed`, { token: rep, body: { isDone: true } })).status).toBe(404);
  });
});

describe('context, call result, description, priorities', () => {
  it('updates the context project name', async () => {
    const t = (await add(callTask())).body.payload.task;
    const res = await server.request('PUT', `/tasks/${t.id}/context`, { token: rep, body: { projectName: 'Q3 push' } });
    expect(res.body.payload.task.context).toEqual({ projectName: 'Q3 push' });
    expect((await server.request('PUT', `/tasks/${t.id}/context`, { token: rep, body: { projectName: 5 } })).status).toBe(400);
  });

  it('saving a call result completes the call task and logs the result', async () => {
    const t = (await add(callTask({ taskType: 'CALLBACK' }))).body.payload.task;
    const res = await server.request('POST', `/tasks/${t.id}/call-result`, { token: rep, body: { kind: 'callback', subject: 'Reached', description: 'Wants a quote', resultValue: 'Connected' } });
    expect(res.status).toBe(200);
    expect(res.body.payload.task.isDone).toBe(true);
    const rows = (await server.db.select().from(activities).where(eq(activities.userId, repId))).filter((r) => r.data.taskId === t.id);
    expect(rows).toMatchObject([{ kind: 'task', data: { kind: 'callback', result: 'Connected', callSubject: 'Reached', taskType: 'CALLBACK' } }]);
    expect((await server.request('POST', `/tasks/${t.id}/call-result`, { token: rep, body: { kind: 'callback', resultValue: 'Connected' } })).status).toBe(409);
  });

  it('rejects a call result without a result, or on a non-call task, with 400', async () => {
    const t = (await add(callTask({ taskType: 'EMAIL' }))).body.payload.task;
    expect((await server.request('POST', `/tasks/${t.id}/call-result`, { token: rep, body: { kind: 'call', resultValue: '' } })).body.message).toContain('Call result is required');
    expect((await server.request('POST', `/tasks/${t.id}/call-result`, { token: rep, body: { kind: 'call', resultValue: 'Connected' } })).status).toBe(400);
    const [row] = await server.db.select().from(tasks).where(eq(tasks.id, t.id));
    expect(row?.isDone).toBe(false);
  });

  it("gets a description by external id, 404 for an unknown one or another tenant's", async () => {
    await add(callTask({ externalId: 'crm-77', description: 'From the CRM' }));
    expect((await server.request('GET', '/tasks/description?externalId=crm-77', { token: rep })).body.payload).toEqual({ description: 'From the CRM' });
    expect((await server.request('GET', '/tasks/description?externalId=crm-77', { token: other.token })).status).toBe(404);
    expect((await server.request('GET', '/tasks/description?externalId=', { token: rep })).status).toBe(400);
  });

  it('lists the priorities 0 high, 1 medium, 2 low', async () => {
    expect((await server.request('GET', '/tasks/priorities', { token: rep })).body.payload.priorities).toEqual([
      { id: 0, name: 'high' },
      { id: 1, name: 'medium' },
      { id: 2, name: 'low' },
    ]);
  });

  it('every task route needs a session', async () => {
    expect((await server.request('GET', '/tasks')).status).toBe(401);
    expect((await server.request('POST', '/tasks', { body: callTask() })).status).toBe(401);
  });
});
