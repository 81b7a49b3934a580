import { execFileSync } from 'node:child_process';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { createPredefinedMessageService, type MessagePlayer } from './predefined-message-service';
import { createTenant } from '../../seed/tenant-factory';
import { startTestServer, type TestServer } from '@/tests/support/test-server';
import { makeUser } from '@/tests/support/server-helpers';
import { readWav, tone, wavFile } from './media/wav';

/** Predefined messages (spec 3): metadata first, then the binary; own or (admins) shared; within the tenant. */
let server: TestServer;
let rep: string;
let rep2: string;
let admin: string;
let outsider: string;
let outsiderUser: { id: number; tenantId: number };

const upload = (token: string, id: number, body: Buffer, type = 'audio/wav') =>
  server.app.fastify.inject({ method: 'PUT', url: `/api/media/predefined-messages/${id}/audio`, headers: { authorization: `Bearer ${token}`, 'content-type': type }, payload: body });
const listen = (token: string, id: number) => server.app.fastify.inject({ method: 'GET', url: `/api/media/predefined-messages/${id}/audio`, headers: { authorization: `Bearer ${token}` } });
const create = (token: string, body: Record<string, unknown>) => server.request('POST', '/telephony/predefined-messages', { token, body });
const list = async (token: string, type = 'VOICE_MESSAGE') =>
  (await server.request('GET', `/telephony/predefined-messages?type=${type}`, { token })).body.payload.userPredefinedMessages as Array<{
    id: number;
    name: string;
    hasAudio: boolean;
    shared: boolean;
  }>;

beforeAll(async () => {
  server = await startTestServer();
  rep = await server.login('rep@demo.test');
  rep2 = await server.login('rep2@demo.test');
  admin = await server.login('admin@demo.test');
  const other = await createTenant(server.db, 'Messages Outsider Co');
  const made = await makeUser(server.db, other.id, { tag: 'msg-out', role: 'admin' });
  outsiderUser = { id: made.id, tenantId: other.id };
  outsider = await server.login(made.email);
});
afterAll(() => server.close());

describe('predefined messages with recorded audio', () => {
  it('saves the metadata, then the recording as 8 kHz mono WAV that the owner can listen to', async () => {
    const res = await create(rep, { type: 'VOICE_MESSAGE', name: 'My drop', description: 'Short and friendly' });
    expect(res.status).toBe(200);
    const { id } = res.body.payload.message;
    expect(res.body.payload.message).toEqual({ id, name: 'My drop', description: 'Short and friendly', hasAudio: false, shared: false });
    // A 48 kHz recording, as a browser makes it.
    const recorded = wavFile(tone(440, 1500, 48_000, 8000), 48_000);
    const saved = await upload(rep, id, recorded);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(JSON.parse(saved.body).payload.message.hasAudio).toBe(true);
    const heard = await listen(rep, id);
    expect(heard.statusCode).toBe(200);
    const wav = readWav(heard.rawPayload);
    expect(wav.sampleRate).toBe(8000);
    expect(wav.samples.length).toBeGreaterThan(11_000);
    expect((await list(rep)).find((m) => m.id === id)).toMatchObject({ hasAudio: true, shared: false });
    // Another rep neither sees nor changes it.
    expect((await list(rep2)).some((m) => m.id === id)).toBe(false);
    expect((await upload(rep2, id, recorded)).statusCode).toBe(404);
    expect((await server.request('DELETE', `/telephony/predefined-messages/${id}`, { token: rep2 })).status).toBe(404);
    expect((await server.request('DELETE', `/telephony/predefined-messages/${id}`, { token: rep })).body.payload).toEqual({ deleted: true });
    expect((await list(rep)).some((m) => m.id === id)).toBe(false);
    expect((await listen(rep, id)).statusCode).toBe(404);
  });

  it('refuses audio it cannot read and keeps the message without audio (the page then deletes it)', async () => {
    const { id } = (await create(rep, { type: 'CALLBACK_NOTICE', name: 'Broken' })).body.payload.message;
    const bad = await upload(rep, id, Buffer.from('this is not audio at all'), 'audio/webm');
    expect(bad.statusCode).toBe(400);
    expect(JSON.parse(bad.body).message).toBe('The audio file is corrupted');
    expect((await list(rep, 'CALLBACK_NOTICE')).find((m) => m.id === id)?.hasAudio).toBe(false);
    expect((await upload(rep, id, Buffer.from('x'), 'text/plain')).statusCode).toBe(400);
    await server.request('DELETE', `/telephony/predefined-messages/${id}`, { token: rep });
  });

  it('takes an uploaded MP3 by its content and converts it for the media path; a file that only claims to be audio is refused', async () => {
    const mp3 = execFileSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-f', 'lavfi', '-i', 'sine=frequency=440:duration=1', '-f', 'mp3', 'pipe:1']);
    const { id } = (await create(admin, { type: 'VOICE_MESSAGE', name: 'Uploaded mp3' })).body.payload.message;
    // The browser may send no useful type: the content decides.
    expect((await upload(admin, id, mp3, 'application/octet-stream')).statusCode).toBe(200);
    const heard = readWav((await listen(admin, id)).rawPayload);
    expect(heard.sampleRate).toBe(8000);
    expect(heard.samples.length).toBeGreaterThan(7000);
    const fake = await upload(admin, id, Buffer.concat([Buffer.from('%PDF-1.7 '), mp3]), 'audio/mpeg');
    expect(fake.statusCode).toBe(400);
    expect(JSON.parse(fake.body).message).toBe('The audio file is corrupted');
    await server.request('DELETE', `/telephony/predefined-messages/${id}`, { token: admin });
  });

  it('deletes a file queues play only with a second confirmation, and those queues fall back to their defaults', async () => {
    const { id } = (await create(admin, { type: 'VOICE_MESSAGE', name: 'Hold music', shared: true })).body.payload.message;
    const queue = await server.request('POST', '/admin/acd/queues', {
      token: admin,
      body: { name: 'Hold test line', phoneNumber: '+15557009911', memberIds: [], holdMediaId: id, scheduleMediaId: id },
    });
    expect(queue.status).toBe(200);
    const refused = await server.request('DELETE', `/telephony/predefined-messages/${id}`, { token: admin });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('Hold music is used by the queue Hold test line.');
    expect((await list(admin)).some((m) => m.id === id)).toBe(true);
    expect((await server.request('DELETE', `/telephony/predefined-messages/${id}?force=true`, { token: admin })).body.payload).toEqual({ deleted: true });
    const after = (await server.request('GET', `/admin/acd/queues/${queue.body.payload.id}`, { token: admin })).body.payload;
    expect(after).toMatchObject({ holdMediaId: null, scheduleMediaId: null });
    await server.request('DELETE', `/admin/acd/queues/${queue.body.payload.id}`, { token: admin });
  });

  it('lets only administrators add messages for everyone, within their tenant', async () => {
    expect((await create(rep, { type: 'VOICE_MESSAGE', name: 'For all', shared: true })).status).toBe(403);
    const shared = (await create(admin, { type: 'VOICE_MESSAGE', name: 'Team drop', shared: true })).body.payload.message;
    expect(shared.shared).toBe(true);
    expect((await list(rep)).some((m) => m.id === shared.id)).toBe(true);
    // A rep cannot delete the tenant's; another tenant's admin cannot see it.
    expect((await server.request('DELETE', `/telephony/predefined-messages/${shared.id}`, { token: rep })).status).toBe(404);
    expect((await list(outsider)).some((m) => m.id === shared.id)).toBe(false);
    expect((await server.request('DELETE', `/telephony/predefined-messages/${shared.id}`, { token: outsider })).status).toBe(404);
    expect((await create(rep, { type: 'VOICE_MESSAGE', name: ' ' })).status).toBe(400);
    expect((await server.request('DELETE', `/telephony/predefined-messages/${shared.id}`, { token: admin })).status).toBe(200);
  });
});

describe('message audio made ready before it is needed', () => {
  it("prepares the caller's messages (the parallel dialer's at its start), not another tenant's", async () => {
    const { id } = (await create(rep, { type: 'CALLBACK_NOTICE', name: 'Ready soon' })).body.payload.message;
    const shared = (await create(admin, { type: 'VOICE_MESSAGE', name: 'Ready shared', shared: true })).body.payload.message;
    const prepared: number[] = [];
    const player = { audio: { fileFor: async (m: { id: number }) => (prepared.push(m.id), '') } } as unknown as MessagePlayer;
    const service = createPredefinedMessageService(server.db, player);
    const [repRow] = await server.db.select().from(users).where(eq(users.email, 'rep@demo.test'));
    await service.prepareAudio({ tenantId: repRow!.tenantId, userId: repRow!.id, capList: [], sessionId: 0, token: '' }, [id, shared.id, null]);
    expect(prepared.sort()).toEqual([id, shared.id].sort());
    prepared.length = 0;
    await service.prepareAudio({ tenantId: outsiderUser.tenantId, userId: outsiderUser.id, capList: [], sessionId: 0, token: '' }, [id]);
    expect(prepared).toEqual([]);
  });
});
