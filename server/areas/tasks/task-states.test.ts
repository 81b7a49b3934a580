import { io as connect, type Socket } from 'socket.io-client';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { taskNewEvent, TASK_NEW_EVENT } from '@/src/contract/entities/tasks';
import { userSettings } from '../../db/schema';
import { startTestServer, type TestServer } from '@/tests/support/test-server';
import { otherTenant } from '@/tests/support/crm-helpers';
import { userByEmail } from '@/tests/support/server-helpers';
import { callTask } from './tasks-test-helpers';

let server: TestServer;
let origin: string;
let rep: string;
let rep2: string;
let rep2Id: number;
let other: Awaited<ReturnType<typeof otherTenant>>;
const sockets: Socket[] = [];
beforeAll(async () => {
  server = await startTestServer();
  origin = await server.app.listen(0);
  rep = await server.login('rep@demo.test');
  rep2 = await server.login('rep2@demo.test');
  rep2Id = (await userByEmail(server.db, 'rep2@demo.test')).id;
  other = await otherTenant(server);
});
afterAll(async () => {
  for (const s of sockets) s.disconnect();
  await server.close();
});

const blockEntry = (collapsed: boolean, modified: string) => ({ collapsed, modified });

describe('task-block state', () => {
  it('is empty at first, then saved per user', async () => {
    expect((await server.request('GET', '/tasks/block-state', { token: rep })).body.payload.state).toEqual({ overdue: null, noDueDate: null, days: {} });
    const state = { overdue: blockEntry(true, '2026-03-11T10:00:00.000Z'), noDueDate: null, days: { '2026-03-11': blockEntry(true, '2026-03-11T10:00:00.000Z') } };
    expect((await server.request('PUT', '/tasks/block-state', { token: rep, body: state })).body.payload.state).toEqual(state);
    expect((await server.request('GET', '/tasks/block-state', { token: rep })).body.payload.state).toEqual(state);
    expect((await server.request('GET', '/tasks/block-state', { token: rep2 })).body.payload.state.days).toEqual({});
    expect((await server.request('GET', '/tasks/block-state', { token: other.token })).body.payload.state.overdue).toBeNull();
  });

  it('keeps at most 100 day entries, dropping the oldest modified', async () => {
    const days: Record<string, { collapsed: boolean; modified: string }> = {};
    for (let i = 0; i < 101; i++)
      days[`2026-01-${String((i % 28) + 1).padStart(2, '0')}`.replace('2026-01', `20${30 + Math.floor(i / 28)}-01`)] = blockEntry(true, new Date(Date.UTC(2026, 0, 1, 0, i)).toISOString());
    const saved = await server.request('PUT', '/tasks/block-state', { token: rep2, body: { overdue: null, noDueDate: null, days } });
    const keys = Object.keys(saved.body.payload.state.days);
    expect(keys).toHaveLength(100);
    expect(keys).not.toContain('2030-01-01'); // modified first
  });

  it('rejects a malformed state with 400 and keeps the saved one', async () => {
    const res = await server.request('PUT', '/tasks/block-state', { token: rep, body: { overdue: { collapsed: 'yes' }, noDueDate: null, days: {} } });
    expect(res.status).toBe(400);
    expect((await server.request('GET', '/tasks/block-state', { token: rep })).body.payload.state.overdue).toEqual(blockEntry(true, '2026-03-11T10:00:00.000Z'));
  });
});

describe('page states by key', () => {
  const pageState = { period: 7, completed: false, dt: '2026-03-11', filters: ['CALL', 'DEMO'], userId: null, userName: null, sort: { overdue: 'desc' } };

  it('taskPageState round-trips per user; unset is null', async () => {
    expect((await server.request('GET', '/page-states/taskPageState', { token: rep2 })).body.payload.value).toBeNull();
    expect((await server.request('PUT', '/page-states/taskPageState', { token: rep2, body: { value: pageState } })).status).toBe(200);
    expect((await server.request('GET', '/page-states/taskPageState', { token: rep2 })).body.payload.value).toEqual(pageState);
    expect((await server.request('GET', '/page-states/taskPageState', { token: other.token })).body.payload.value).toBeNull();
  });

  it('showOnlyContactsDue is a boolean', async () => {
    expect((await server.request('PUT', '/page-states/showOnlyContactsDue', { token: rep2, body: { value: true } })).body.payload.value).toBe(true);
    expect((await server.request('PUT', '/page-states/showOnlyContactsDue', { token: rep2, body: { value: pageState } })).status).toBe(400);
  });

  it('rejects an unknown key, a bad period or empty filters with 400, writing nothing', async () => {
    const before = await server.db.select().from(userSettings).where(like(userSettings.key, 'pageState.%'));
    expect((await server.request('PUT', '/page-states/whatever', { token: rep, body: { value: true } })).status).toBe(400);
    expect((await server.request('PUT', '/page-states/taskPageState', { token: rep, body: { value: { ...pageState, period: 3 } } })).status).toBe(400);
    expect((await server.request('PUT', '/page-states/taskPageState', { token: rep, body: { value: { ...pageState, filters: [] } } })).status).toBe(400);
    expect((await server.request('PUT', '/page-states/taskPageState', { token: rep, body: { value: true } })).status).toBe(400);
    const after = await server.db.select().from(userSettings).where(like(userSettings.key, 'pageState.%'));
    expect(after).toEqual(before);
    const repRow = await server.db
      .select()
      .from(userSettings)
      .where(and(eq(userSettings.key, 'pageState.taskPageState'), eq(userSettings.userId, (await userByEmail(server.db, 'rep@demo.test')).id)));
    expect(repRow).toEqual([]);
  });
});

describe('push event for new tasks on /updates', () => {
  async function open(token: string): Promise<Socket> {
    const socket = connect(`${origin}/updates`, { auth: { token }, transports: ['websocket'], reconnection: false });
    sockets.push(socket);
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', (e) => reject(e));
    });
    return socket;
  }
  const next = (s: Socket, ms: number) =>
    new Promise<unknown>((resolve) => {
      const timer = setTimeout(() => resolve(null), ms);
      s.once(TASK_NEW_EVENT, (e: unknown) => {
        clearTimeout(timer);
        resolve(e);
      });
    });

  it('announces a task created for another user to that user only', async () => {
    const rep2Socket = await open(rep2);
    const otherSocket = await open(other.token);
    const repSocket = await open(rep);
    const toRep2 = next(rep2Socket, 10_000);
    const toOther = next(otherSocket, 500);
    const toSelf = next(repSocket, 500);
    const created = (await server.request('POST', '/tasks', { token: rep, body: callTask({ ownerId: rep2Id, subject: 'For you' }) })).body.payload.task;
    const event = taskNewEvent.parse(await toRep2);
    expect(event.task).toMatchObject({ id: created.id, subject: 'For you', owner: { id: rep2Id } });
    expect(await toOther).toBeNull();
    expect(await toSelf).toBeNull();
  });

  it('announces a task when an edit assigns it to a new owner', async () => {
    const rep2Socket = await open(rep2);
    const t = (await server.request('POST', '/tasks', { token: rep, body: callTask() })).body.payload.task;
    const toRep2 = next(rep2Socket, 10_000);
    await server.request('PUT', `/tasks/${t.id}`, { token: rep, body: callTask({ ownerId: rep2Id }) });
    expect(taskNewEvent.parse(await toRep2).task.id).toBe(t.id);
  });
});
