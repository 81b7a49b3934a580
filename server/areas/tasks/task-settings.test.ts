import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tenantTaskSettings, userSettings } from '../../db/schema';
import { manualClock, startTestServer, type TestServer } from '@/tests/support/test-server';
import { otherTenant } from '@/tests/support/crm-helpers';
import { DEMO_PASSWORD, login, makeUser, userByEmail } from '@/tests/support/server-helpers';
import { callTask } from './tasks-test-helpers';

// Fake clock: 2026-03-12 02:30 UTC (still 2026-03-11 in New York).
const clock = manualClock(new Date(Date.UTC(2026, 2, 12, 2, 30)));
let server: TestServer;
let admin: string;
let rep: string;
let repId: number;
let other: Awaited<ReturnType<typeof otherTenant>>;
let otherAdmin: string;
beforeAll(async () => {
  server = await startTestServer({ clock });
  admin = await server.login('admin@demo.test');
  rep = await server.login('rep@demo.test');
  repId = (await userByEmail(server.db, 'rep@demo.test')).id;
  other = await otherTenant(server);
  const a = await makeUser(server.db, other.tenantId, { tag: 'other-admin', role: 'admin' });
  otherAdmin = (await login(server, a.email, DEMO_PASSWORD)).body.payload.authToken as string;
});
afterAll(() => server.close());

const putSettings = (body: unknown, token = admin) => server.request('PUT', '/admin/tasks/settings', { token, body });
const stored = async () => server.db.select().from(tenantTaskSettings);

describe('tenant task settings', () => {
  it('default: the due date stays on completion, overdue look-back 3 months', async () => {
    const res = await server.request('GET', '/tasks/settings', { token: rep });
    expect(res.status).toBe(200);
    expect(res.body.payload).toEqual({ setDueDateToCurrentDateOnTaskCompletion: false, overdueLimit: { value: 3, unit: 'months' } });
  });

  it('a rep cannot change them (403) and nothing is written', async () => {
    const res = await putSettings({ setDueDateToCurrentDateOnTaskCompletion: true }, rep);
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('Insufficient scope');
    expect(await stored()).toEqual([]);
  });

  it('bad input is a 400 with a clear message and nothing is written', async () => {
    const zero = await putSettings({ overdueLimit: { value: 0, unit: 'months' } });
    expect(zero.status).toBe(400);
    expect(zero.body.message).toContain('The overdue limit must be at least 1');
    const unit = await putSettings({ overdueLimit: { value: 2, unit: 'years' } });
    expect(unit.status).toBe(400);
    expect(unit.body.message).toContain('overdueLimit.unit');
    expect((await putSettings({ setDueDateToCurrentDateOnTaskCompletion: 'yes' })).status).toBe(400);
    expect(await stored()).toEqual([]);
  });

  it('an admin changes them field by field; every user of the tenant reads them; another tenant keeps its own', async () => {
    expect((await putSettings({ overdueLimit: { value: 2, unit: 'weeks' } })).body.payload).toEqual({ setDueDateToCurrentDateOnTaskCompletion: false, overdueLimit: { value: 2, unit: 'weeks' } });
    expect((await putSettings({ setDueDateToCurrentDateOnTaskCompletion: true })).body.payload.overdueLimit).toEqual({ value: 2, unit: 'weeks' });
    expect((await server.request('GET', '/tasks/settings', { token: rep })).body.payload).toEqual({ setDueDateToCurrentDateOnTaskCompletion: true, overdueLimit: { value: 2, unit: 'weeks' } });
    expect((await server.request('GET', '/tasks/settings', { token: other.token })).body.payload.setDueDateToCurrentDateOnTaskCompletion).toBe(false);
    // An unbounded overdue group is configured as null.
    expect((await putSettings({ overdueLimit: null })).body.payload.overdueLimit).toBeNull();
    expect((await putSettings({ overdueLimit: null }, otherAdmin)).status).toBe(200);
    expect((await server.request('GET', '/tasks/settings', { token: rep })).body.payload.overdueLimit).toBeNull();
  });
});

describe('setDueDateToCurrentDateOnTaskCompletion', () => {
  const add = async (extra: Record<string, unknown>) => (await server.request('POST', '/tasks', { token: rep, body: callTask(extra) })).body.payload.task;

  it('when on, completing a task sets its due date to today in the zone it was entered in', async () => {
    await putSettings({ setDueDateToCurrentDateOnTaskCompletion: true });
    const t = await add({ activityDate: '2026-01-05' });
    const done = await server.request('PUT', `/tasks/${t.id}/completed`, { token: rep, body: { isDone: true } });
    expect(done.body.payload.task).toMatchObject({ isDone: true, activityDate: '2026-03-12' });
    const ny = await add({ activityDate: null, timezoneOffset: -300 });
    expect((await server.request('PUT', `/tasks/${ny.id}/completed`, { token: rep, body: { isDone: true } })).body.payload.task.activityDate).toBe('2026-03-11');
  });

  it('also when completed through an edit, a call result, or created done; reopening leaves the date', async () => {
    const edited = await add({ activityDate: '2026-02-01' });
    const put = await server.request('PUT', `/tasks/${edited.id}`, { token: rep, body: callTask({ activityDate: '2026-02-01', isDone: true }) });
    expect(put.body.payload.task.activityDate).toBe('2026-03-12');
    const called = await add({ activityDate: '2026-02-02' });
    const result = await server.request('POST', `/tasks/${called.id}/call-result`, { token: rep, body: { kind: 'call', resultValue: 'connected' } });
    expect(result.body.payload.task).toMatchObject({ isDone: true, activityDate: '2026-03-12' });
    expect((await add({ activityDate: '2026-02-03', isDone: true })).activityDate).toBe('2026-03-12');
    const reopened = await server.request('PUT', `/tasks/${called.id}/completed`, { token: rep, body: { isDone: false } });
    expect(reopened.body.payload.task).toMatchObject({ isDone: false, activityDate: '2026-03-12' });
  });

  it('when off, the due date stays', async () => {
    await putSettings({ setDueDateToCurrentDateOnTaskCompletion: false });
    const t = await add({ activityDate: '2026-01-05' });
    const done = await server.request('PUT', `/tasks/${t.id}/completed`, { token: rep, body: { isDone: true } });
    expect(done.body.payload.task).toMatchObject({ isDone: true, activityDate: '2026-01-05' });
  });
});

describe("the user's task reminders and notifications", () => {
  const get = (token = rep) => server.request('GET', '/tasks/notification-settings', { token });
  const put = (body: unknown, token = rep) => server.request('PUT', '/tasks/notification-settings', { token, body });
  const notifications = { desktop: { enable: true, type: 'subject', content: 'renewal' }, sound: { enable: true, type: 'all' } };
  const rows = async () => server.db.select().from(userSettings).where(eq(userSettings.userId, repId));

  it('default: all types 15 minutes before, desktop on, sound off', async () => {
    expect((await get()).body.payload).toEqual({
      taskReminders: { allOthers: { period: 15, enabled: true } },
      taskNotifications: { desktop: { enable: true, type: 'all' }, sound: { enable: false, type: 'all' } },
    });
  });

  it('rows are saved keyed by task type, both keys at once', async () => {
    const res = await put({
      taskReminders: [
        { type: 'CALLBACK', period: '5' },
        { type: 'allOthers', period: 30, enabled: false },
      ],
      taskNotifications: notifications,
    });
    expect(res.status).toBe(200);
    const expected = { taskReminders: { CALLBACK: { period: 5, enabled: true }, allOthers: { period: 30, enabled: false } }, taskNotifications: notifications };
    expect(res.body.payload).toEqual(expected);
    expect((await get()).body.payload).toEqual(expected);
    // Another user keeps the defaults.
    expect((await get(admin)).body.payload.taskReminders).toEqual({ allOthers: { period: 15, enabled: true } });
  });

  it("rejects the spec's invalid rows with their messages, writing nothing", async () => {
    const before = await rows();
    const cases: Array<[unknown, string]> = [
      [{ taskReminders: [{ type: ' ', period: 5 }], taskNotifications: notifications }, 'Choose a task type for the reminder.'],
      [{ taskReminders: [{ type: 'CALL', period: 'soon' }], taskNotifications: notifications }, 'The reminder period must be a number of minutes.'],
      [
        {
          taskReminders: [
            { type: 'CALL', period: 5 },
            { type: 'CALL', period: 10 },
          ],
          taskNotifications: notifications,
        },
        'A task type can have one reminder only.',
      ],
      [
        { taskReminders: [...['CALL', 'CALLBACK', 'EMAIL', 'SMS', 'DEMO', 'MEETING', 'OTHER', 'allOthers'], 'CALL'].map((type) => ({ type, period: 1 })), taskNotifications: notifications },
        'At most 8 reminders: one per task type plus all others.',
      ],
      [{ taskReminders: [], taskNotifications: { ...notifications, sound: { enable: true, type: 'subject', content: '' } } }, 'Enter the text the task subject must contain.'],
    ];
    for (const [body, message] of cases) {
      const res = await put(body);
      expect(res.status, message).toBe(400);
      expect(res.body.message).toContain(message);
    }
    expect(await rows()).toEqual(before);
  });
});

describe('who may change a task', () => {
  let rep2: string;
  let manager: string;
  let rep2Id: number;
  beforeAll(async () => {
    rep2 = await server.login('rep2@demo.test');
    manager = await server.login('manager@demo.test');
    rep2Id = (await userByEmail(server.db, 'rep2@demo.test')).id;
  });
  const own = async (extra: Record<string, unknown> = {}) => (await server.request('POST', '/tasks', { token: rep, body: callTask({ subject: 'Mine', ...extra }) })).body.payload.task;
  const FORBIDDEN = 'Only the task owner, its assigned users or a manager can change this task.';

  it("another rep may read but not edit, complete, re-context or delete the rep's task; nothing changes", async () => {
    const t = await own();
    const attempts = [
      server.request('PUT', `/tasks/${t.id}`, { token: rep2, body: callTask({ subject: 'Hijacked' }) }),
      server.request('PUT', `/tasks/${t.id}/completed`, { token: rep2, body: { isDone: true } }),
      server.request('PUT', `/tasks/${t.id}/context`, { token: rep2, body: { projectName: 'X' } }),
      server.request('POST', `/tasks/${t.id}/call-result`, { token: rep2, body: { kind: 'call', resultValue: 'connected' } }),
      server.request('DELETE', `/tasks/${t.id}`, { token: rep2 }),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.status).toBe(403);
      expect(res.body.message).toBe(FORBIDDEN);
    }
    const after = await server.request('GET', `/tasks?startTime=${t.activityDate}&endTime=${t.activityDate}&openOnly=false`, { token: rep });
    const found = after.body.payload.tasks.flatMap((g: { tasks: { id: number }[] }) => g.tasks).find((x: { id: number }) => x.id === t.id);
    expect(found).toMatchObject({ subject: 'Mine', isDone: false, context: { projectName: null } });
    // Reading is open to the tenant.
    expect((await server.request('GET', `/tasks?userId=${repId}&startTime=${t.activityDate}&endTime=${t.activityDate}`, { token: rep2 })).status).toBe(200);
  });

  it('an assigned user, a manager and an admin may', async () => {
    const shared = await own({ userIds: [rep2Id] });
    expect((await server.request('PUT', `/tasks/${shared.id}/completed`, { token: rep2, body: { isDone: true } })).status).toBe(200);
    const t = await own();
    expect((await server.request('PUT', `/tasks/${t.id}`, { token: manager, body: callTask({ subject: 'Managed' }) })).body.payload.task.subject).toBe('Managed');
    expect((await server.request('DELETE', `/tasks/${t.id}`, { token: admin })).status).toBe(200);
  });

  it("another tenant's manager gets 404, not 403", async () => {
    const t = await own();
    expect((await server.request('DELETE', `/tasks/${t.id}`, { token: other.token })).status).toBe(404);
  });
});
