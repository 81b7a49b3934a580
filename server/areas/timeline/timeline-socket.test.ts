import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { timelineEntryEvent } from '@/src/contract/events';
import { recordActivity } from '../../activity/activity-log';
import { startTestServer, type TestServer } from '@/tests/support/test-server';
import { demoTenantId } from '@/tests/support/server-helpers';
import { demoContact, otherTenant } from '@/tests/support/crm-helpers';

let server: TestServer;
let origin: string;
let rep: string;
let other: Awaited<ReturnType<typeof otherTenant>>;
const sockets: Socket[] = [];
beforeAll(async () => {
  server = await startTestServer();
  origin = await server.app.listen(0);
  rep = await server.login('rep@demo.test');
  other = await otherTenant(server);
});
afterAll(async () => {
  for (const s of sockets) s.disconnect();
  await server.close();
});

async function open(token: string | undefined): Promise<Socket> {
  const socket = connect(`${origin}/timeline`, { auth: token ? { token } : {}, transports: ['websocket'], reconnection: false });
  sockets.push(socket);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', (e) => reject(e));
  });
  return socket;
}
const join = (s: Socket, room: string) => s.emitWithAck('join', room) as Promise<{ ok: boolean; error?: string }>;
const nextEntry = (s: Socket, ms = 10_000) =>
  new Promise<unknown>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no entry')), ms);
    s.once('entry', (e: unknown) => {
      clearTimeout(timer);
      resolve(e);
    });
  });
const noEntry = (s: Socket, ms = 400) =>
  new Promise<boolean>((resolve) => {
    const onEntry = () => resolve(false);
    s.once('entry', onEntry);
    setTimeout(() => {
      s.off('entry', onEntry);
      resolve(true);
    }, ms);
  });

describe('/timeline channel', () => {
  it('refuses a connection without a valid token', async () => {
    await expect(open(undefined)).rejects.toThrow('Authentication required');
    await expect(open('not-a-token')).rejects.toThrow('Authentication required');
  });

  it('delivers a note written through the API to a client that joined the contact', async () => {
    const c = await demoContact(server.db, false, 0);
    const s = await open(rep);
    expect(await join(s, `contacts/${c.id}`)).toEqual({ ok: true });
    const arriving = nextEntry(s);
    const res = await server.request('POST', `/contacts/${c.id}/notes`, { token: rep, body: { content: 'Live note' } });
    const event = timelineEntryEvent.parse(await arriving);
    expect(event.room).toBe(`contacts/${c.id}`);
    expect(event.entry).toEqual(res.body.payload.entry);
  });

  it("delivers an activity of the account's contact to a client that joined the account", async () => {
    const c = await demoContact(server.db, false, 1);
    const s = await open(rep);
    expect(await join(s, `accounts/${c.accountId}`)).toEqual({ ok: true });
    const arriving = nextEntry(s);
    await server.request('POST', `/contacts/${c.id}/notes`, { token: rep, body: { content: 'For the account' } });
    const event = timelineEntryEvent.parse(await arriving);
    expect(event.room).toBe(`accounts/${c.accountId}`);
    expect(event.entry.content).toBe('For the account');
    expect(event.entry.contactName).toBe(`${c.firstName} ${c.lastName}`.trim());
  });

  it('delivers contact events (owner change) live', async () => {
    const c = await demoContact(server.db, false, 2);
    const s = await open(rep);
    await join(s, `contacts/${c.id}`);
    const arriving = nextEntry(s);
    const users = (await server.request('GET', '/users', { token: rep })).body.payload.users as { id: number }[];
    const to = users.find((u) => u.id !== c.ownerId)!;
    await server.request('PATCH', `/contacts/${c.id}`, { token: rep, body: { ownerId: to.id } });
    const event = timelineEntryEvent.parse(await arriving);
    expect(event.entry).toMatchObject({ type: 'contact-event', event: { kind: 'CHANGE_OWNER' } });
  });

  it('stops delivering after leave', async () => {
    const c = await demoContact(server.db, false, 3);
    const s = await open(rep);
    await join(s, `contacts/${c.id}`);
    expect(await s.emitWithAck('leave', `contacts/${c.id}`)).toEqual({ ok: true });
    const quiet = noEntry(s);
    await server.request('POST', `/contacts/${c.id}/notes`, { token: rep, body: { content: 'Nobody listens' } });
    expect(await quiet).toBe(true);
  });

  it("refuses rooms of another tenant's records and malformed rooms, and sends them nothing", async () => {
    const s = await open(rep);
    expect(await join(s, `contacts/${other.contactId}`)).toEqual({ ok: false, error: 'Not found' });
    expect(await join(s, 'tenant/1')).toEqual({ ok: false, error: 'Invalid room' });
    expect(await join(s, 'contacts/abc')).toEqual({ ok: false, error: 'Invalid room' });
    const quiet = noEntry(s);
    await server.request('POST', `/contacts/${other.contactId}/notes`, { token: other.token, body: { content: 'Private' } });
    expect(await quiet).toBe(true);
  });

  it('recordActivity without a channel still writes the row', async () => {
    const c = await demoContact(server.db, false, 4);
    const tenantId = await demoTenantId(server.db);
    const written = await recordActivity(server.db, null, { tenantId, contactId: c.id, kind: 'other', data: { subject: 'Offline write' } });
    expect(written.entry).toMatchObject({ type: 'other', content: 'Offline write', contactId: c.id });
    expect(written.rooms).toEqual([`contacts/${c.id}`, `accounts/${c.accountId}`]);
  });
});
