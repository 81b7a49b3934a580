import { and, eq } from 'drizzle-orm';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activities, contactPhones, smsMessages } from '../../db/schema';
import { startTestServer, type TestServer } from '@/tests/support/test-server';
import { count, otherTenant } from '@/tests/support/crm-helpers';
import { demoTenantId, userByEmail } from '@/tests/support/server-helpers';
import { freshContact } from '@/tests/support/messaging-helpers';
import { eventually } from '@/tests/support/eventually';

let server: TestServer;
let rep: string;
let admin: string;
let repId: number;
let tenantId: number;
let from: string;
const sockets: Socket[] = [];

beforeAll(async () => {
  server = await startTestServer();
  [rep, admin] = await Promise.all([server.login('rep@demo.test'), server.login('admin@demo.test')]);
  repId = (await userByEmail(server.db, 'rep@demo.test')).id;
  tenantId = await demoTenantId(server.db);
  from = (await server.request('GET', '/sms/numbers', { token: rep })).body.payload.numbers[0].phoneNumber;
});
afterAll(async () => {
  for (const s of sockets) s.disconnect();
  await server.close();
});

const send = (contactId: number, to: string, text = 'Hello', token = rep, sender = from) => server.request('POST', `/sms/send/contact/${contactId}`, { token, body: { to, from: sender, body: text } });

describe('SMS through the Simulated SMS carrier', () => {
  it('lists the user number and names the carrier as simulated', async () => {
    const res = await server.request('GET', '/sms/numbers', { token: rep });
    expect(res.body.payload).toEqual({ numbers: [{ phoneNumber: from }], carrier: { name: 'Simulated SMS carrier', simulated: true } });
  });

  it('sends, reports delivery, writes an sms-out activity, and shows the thread with a reply', async () => {
    const c = await freshContact(server.db, tenantId, repId);
    const res = await send(c.id, c.phone, 'x'.repeat(161));
    expect(res.status).toBe(200);
    expect(res.body.payload.status).toBe('SENT');
    const thread = await server.request('GET', `/sms/threads/last?contactId=${c.id}&to=${encodeURIComponent(c.phone)}`, { token: rep });
    expect(thread.body.payload.content).toMatchObject({ lastThreadId: res.body.payload.threadId, previousThreadId: null, messages: [{ direction: 'out', body: 'x'.repeat(161) }] });
    // The carrier reports delivery shortly after.
    const status = await eventually(
      async () => (await server.request('GET', `/sms/threads/${res.body.payload.threadId}`, { token: rep })).body.payload.content.messages[0].status as string,
      (s) => s === 'DELIVERED',
      { everyMs: 50 },
    );
    expect(status).toBe('DELIVERED');

    const reply = await server.request('POST', '/admin/sms/simulated/inbound', { token: admin, body: { from: c.phone, to: from, body: 'Got it' } });
    expect(reply.body.payload.threadId).toBe(res.body.payload.threadId);
    const after = await server.request('GET', `/sms/threads/${res.body.payload.threadId}`, { token: rep });
    expect(after.body.payload.content.messages.map((m: { direction: string; body: string }) => `${m.direction}:${m.body.slice(0, 6)}`)).toEqual(['out:xxxxxx', 'in:Got it']);
    expect(await count(server.db, activities, and(eq(activities.contactId, c.id), eq(activities.kind, 'sms')))).toBe(2);
    const timeline = await server.request('GET', `/timeline?contactId=${c.id}`, { token: rep });
    expect(timeline.body.payload.entries.map((e: { type: string; direction: string }) => `${e.type}-${e.direction}`)).toEqual(['sms-in', 'sms-out']);
    const history = await server.request('GET', '/sms/history', { token: rep });
    expect(history.body.payload.items[0]).toMatchObject({ threadId: res.body.payload.threadId, lastBody: 'Got it', lastDirection: 'in' });
  });

  it('answers 404 for a contact number without a thread', async () => {
    const c = await freshContact(server.db, tenantId, repId);
    expect((await server.request('GET', `/sms/threads/last?contactId=${c.id}&to=${encodeURIComponent(c.phone)}`, { token: rep })).status).toBe(404);
  });

  it('rejects a body over 459 characters, a missing recipient and a missing sender by their keys, writing nothing', async () => {
    const c = await freshContact(server.db, tenantId, repId);
    expect((await send(c.id, c.phone, 'x'.repeat(460))).body).toMatchObject({ status: 400, message: 'SMS_SEND_ERROR_BODY_LIMIT' });
    expect((await send(c.id, ' ', 'hi')).body).toMatchObject({ status: 400, message: 'SMS_SEND_ERROR_NO_TO' });
    expect((await send(c.id, c.phone, 'hi', rep, '')).body).toMatchObject({ status: 400, message: 'SMS_SEND_ERROR_NO_FROM' });
    expect((await send(c.id, c.phone, 'hi', rep, '+15550000000')).body).toMatchObject({ status: 400, code: 'SMS_SEND_ERROR_NO_FROM' });
    expect((await send(c.id, '+12015550199', 'hi')).body).toMatchObject({ status: 400, code: 'SMS_SEND_ERROR_NO_TO' });
    expect(await count(server.db, activities, and(eq(activities.contactId, c.id), eq(activities.kind, 'sms')))).toBe(0);
  });

  it('refuses an SMS to a stored number that is not a valid phone number, at the field, writing nothing and sending nothing', async () => {
    const c = await freshContact(server.db, tenantId, repId);
    // A number kept from before numbers were checked on entry.
    await server.db.insert(contactPhones).values({ tenantId, contactId: c.id, number: '12345', type: 'work', isPrimary: false });
    const res = await send(c.id, '12345', 'hi');
    expect(res.body).toMatchObject({ status: 400, code: 'VALIDATION', message: 'Not a valid phone number.', issues: [{ path: ['to'], message: 'Not a valid phone number.' }] });
    expect(await count(server.db, activities, and(eq(activities.contactId, c.id), eq(activities.kind, 'sms')))).toBe(0);
    expect(await server.db.select({ id: smsMessages.id }).from(smsMessages).where(eq(smsMessages.contactId, c.id))).toEqual([]);
  });

  it('keeps at most 3 SMS per reply from a contact in 24 hours', async () => {
    const c = await freshContact(server.db, tenantId, repId);
    for (let i = 0; i < 3; i++) expect((await send(c.id, c.phone)).status).toBe(200);
    expect((await send(c.id, c.phone)).body).toMatchObject({
      status: 429,
      code: 'SMS_QUOTA_RATIO',
      message: 'SMS limit reached: at most 3 messages to this contact for each reply received in 24 hours.',
    });
    await server.request('POST', '/admin/sms/simulated/inbound', { token: admin, body: { from: c.phone, to: from, body: 'ok' } });
    expect((await send(c.id, c.phone)).status).toBe(200);
  });

  it('does not count an SMS the carrier refused against the quota (the 3-per-reply rule, the hour)', async () => {
    const c = await freshContact(server.db, tenantId, repId);
    // The Simulated SMS carrier reports numbers ending in 0000 FAILED ('Unreachable number').
    const unreachable = `${c.phone.slice(0, -4)}0000`;
    await server.db.update(contactPhones).set({ number: unreachable }).where(eq(contactPhones.contactId, c.id));
    const sentLastHour = async () => (await server.request('GET', '/sms/quota', { token: rep })).body.payload.sentLastHour as number;
    const before = await sentLastHour();
    const threadIds = new Set<number>();
    for (let i = 0; i < 3; i++) {
      const res = await send(c.id, unreachable);
      expect(res.status).toBe(200);
      threadIds.add(res.body.payload.threadId as number);
    }
    const [threadId] = [...threadIds];
    await eventually(
      async () => (await server.request('GET', `/sms/threads/${threadId}`, { token: rep })).body.payload.content.messages.map((m: { status: string }) => m.status) as string[],
      (statuses) => statuses.length === 3 && statuses.every((s) => s === 'FAILED'),
      { everyMs: 50 },
    );
    expect(await sentLastHour()).toBe(before);
    // Three refused messages leave the contact's allowance whole: three more may go.
    for (let i = 0; i < 3; i++) expect((await send(c.id, unreachable)).status).toBe(200);
    // Their FAILED reports land before the next test reads the hour's count (they would leave it then, one by one).
    await eventually(
      async () => (await server.request('GET', `/sms/threads/${threadId}`, { token: rep })).body.payload.content.messages.map((m: { status: string }) => m.status) as string[],
      (statuses) => statuses.length === 6 && statuses.every((s) => s === 'FAILED'),
      { everyMs: 50 },
    );
    expect(await sentLastHour()).toBe(before);
  });

  it('pushes live messages to a joined thread room, and refuses another tenant the room', async () => {
    const c = await freshContact(server.db, tenantId, repId);
    const first = await send(c.id, c.phone, 'Are you there?');
    const origin = await server.app.listen(0);
    const join = async (token: string) => {
      const socket = connect(`${origin}/updates`, { auth: { token }, transports: ['websocket'], reconnection: false });
      sockets.push(socket);
      await new Promise<void>((resolve, reject) => (socket.once('connect', () => resolve()), socket.once('connect_error', reject)));
      const ack = await new Promise<{ ok: boolean }>((resolve) => socket.emit('join', `sms/${first.body.payload.threadId}`, resolve));
      return { socket, ack };
    };
    const mine = await join(rep);
    expect(mine.ack.ok).toBe(true);
    const other = await otherTenant(server);
    expect((await join(other.token)).ack.ok).toBe(false);
    // A socket of the same user that did not join hears only that the thread changed, not the message.
    const unjoined = connect(`${origin}/updates`, { auth: { token: rep }, transports: ['websocket'], reconnection: false });
    sockets.push(unjoined);
    await new Promise<void>((resolve) => unjoined.once('connect', () => resolve()));
    const heard: string[] = [];
    unjoined.onAny((event: string) => heard.push(event));
    // The outbound message's delivery report may still announce itself: wait for the inbound one.
    const notice = new Promise<{ threadId: number }>((resolve) => unjoined.on('sms.thread', (n: { threadId: number; direction: string }) => n.direction === 'in' && resolve(n)));
    const live = new Promise<{ body: string; direction: string }>((resolve) => mine.socket.on('sms', (m: { body: string; direction: string }) => m.direction === 'in' && resolve(m)));
    await server.request('POST', '/admin/sms/simulated/inbound', { token: admin, body: { from: c.phone, to: from, body: 'Yes!' } });
    expect(await live).toMatchObject({ body: 'Yes!', direction: 'in' });
    expect(await notice).toMatchObject({ threadId: first.body.payload.threadId, contactId: c.id, direction: 'in' });
    expect(heard).not.toContain('sms');
  });

  it("keeps another tenant out of threads, contacts and the carrier's numbers", async () => {
    const other = await otherTenant(server);
    const c = await freshContact(server.db, tenantId, repId);
    const sent = await send(c.id, c.phone);
    expect((await server.request('GET', `/sms/threads/${sent.body.payload.threadId}`, { token: other.token })).status).toBe(404);
    const otherFrom = (await server.request('GET', '/sms/numbers', { token: other.token })).body.payload.numbers[0].phoneNumber;
    expect((await send(c.id, c.phone, 'hi', other.token, otherFrom)).status).toBe(404);
    // The other tenant's admin endpoint cannot deliver into this tenant's numbers.
    expect((await server.request('POST', '/admin/sms/simulated/inbound', { token: other.token, body: { from: c.phone, to: from, body: 'x' } })).status).toBe(403);
    expect((await server.request('POST', '/admin/sms/simulated/inbound', { token: rep, body: { from: c.phone, to: from, body: 'x' } })).status).toBe(403);
  });

  it('refuses the 126th SMS in an hour, and the day quota when the tenant lowers it', async () => {
    const many = await Promise.all(Array.from({ length: 42 }, () => freshContact(server.db, tenantId, repId)));
    const state = (await server.request('GET', '/sms/quota', { token: rep })).body.payload;
    expect(state).toMatchObject({ maxSmsPerHour: 125, maxSmsPer24h: 200, sentReceivedRatio: 3 });
    let sent = state.sentLastHour as number;
    for (const c of many) {
      for (let i = 0; i < 3 && sent < 125; i++, sent++) expect((await send(c.id, c.phone)).status).toBe(200);
    }
    const refused = await send(many[41]!.id, many[41]!.phone);
    expect(refused.body).toMatchObject({ status: 429, code: 'SMS_QUOTA_HOUR', message: 'SMS limit reached: at most 125 messages per hour.' });
    expect((await server.request('GET', '/sms/quota', { token: rep })).body.payload.sentLastHour).toBe(125);

    expect((await server.request('PUT', '/sms/quota', { token: rep, body: { maxSmsPer24h: 5 } })).status).toBe(403);
    await server.request('PUT', '/sms/quota', { token: admin, body: { maxSmsPerHour: 1000, maxSmsPer24h: 125 } });
    expect((await send(many[41]!.id, many[41]!.phone)).body).toMatchObject({ status: 429, code: 'SMS_QUOTA_DAY', message: 'SMS limit reached: at most 125 messages in 24 hours.' });
    expect((await server.request('PUT', '/sms/quota', { token: admin, body: { sentReceivedRatio: 0 } })).status).toBe(400);
  });
});
