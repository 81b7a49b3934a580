import { spawnSync } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '@/tests/support/eventually';
import { startRepServer } from '@/tests/support/server-fixtures';
import type { TestServer } from '@/tests/support/test-server';
import type { Recording } from '@/src/contract';
import { decodeToChannels } from './media/audio-encoder';
import { tone, toneLevel } from './media/wav';

/**
 * Recordings made in the browser (calls between browsers skip the media relay) are uploaded in
 * parts while the call lasts: the parts are joined in order, and the last part or a silence of the
 * page ends the recording, which is remuxed (seekable, with a duration) and analysed.
 */
let server: TestServer;
let rep: string;
let recordingsDir: string;

beforeAll(async () => {
  recordingsDir = await mkdtemp(path.join(os.tmpdir(), 'dialworks-uploads-'));
  ({ server, rep } = await startRepServer({ telephony: { recordingsDir, recordingUploadIdleMs: 600 } }));
});
afterAll(() => server?.close());

/** Stereo WebM/Opus as Chrome's MediaRecorder makes it (streamed: no duration): the rep's 440 Hz over 0-2 s on the left, the far side's 880 Hz over 1-3 s on the right. */
function browserRecording(): Buffer {
  const left = new Int16Array(3 * 8000);
  const right = new Int16Array(3 * 8000);
  left.set(tone(440, 2000, 8000, 8000), 0);
  right.set(tone(880, 2000, 8000, 8000), 8000);
  const pcm = Buffer.alloc(left.length * 4);
  for (let i = 0; i < left.length; i++) {
    pcm.writeInt16LE(left[i]!, i * 4);
    pcm.writeInt16LE(right[i]!, i * 4 + 2);
  }
  const made = spawnSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-f', 's16le', '-ar', '8000', '-ac', '2', '-i', 'pipe:0', '-c:a', 'libopus', '-f', 'webm', 'pipe:1'], {
    input: pcm,
    maxBuffer: 1 << 26,
  });
  expect(made.status).toBe(0);
  return made.stdout;
}

/** Byte slices of a file, as the phone's timeslices are (any cut joins back into the same file). */
const slices = (file: Buffer, count: number) => Array.from({ length: count }, (_, i) => file.subarray(Math.floor((i * file.length) / count), Math.floor(((i + 1) * file.length) / count)));

const sendPart = (callId: string, part: number, data: Buffer, extra = '', contentType = 'audio/webm') =>
  server.app.fastify.inject({
    method: 'POST',
    url: `/api/media/recording/parts?callId=${encodeURIComponent(callId)}&part=${part}${extra}`,
    headers: { authorization: `Bearer ${rep}`, 'content-type': contentType },
    payload: data,
  });

const durationOf = async (file: Buffer) => {
  const at = path.join(await mkdtemp(path.join(os.tmpdir(), 'dialworks-probe-')), 'rec.webm');
  await writeFile(at, file);
  const probe = spawnSync('ffprobe', ['-v', 'error', '-show_entries', 'format=duration', '-of', 'csv=p=0', at], { encoding: 'utf8' });
  return Number(probe.stdout.trim());
};

describe('a browser recording uploaded in parts', () => {
  it('joins the parts in order; the last part answers a remuxed stereo recording with its duration and each channel’s talk map', async () => {
    const parts = slices(browserRecording(), 4);
    const startedAt = Date.now() - 3000;
    for (const [i, part] of parts.slice(0, 3).entries()) {
      const res = await sendPart('b2b-call-1', i, part, i === 0 ? `&startedAt=${startedAt}` : '');
      expect(res.statusCode).toBe(200);
      expect(res.json().payload).toEqual({ recording: null });
    }
    const last = await sendPart('b2b-call-1', 3, parts[3]!, '&last=1');
    expect(last.statusCode).toBe(200);
    const recording = last.json().payload.recording;
    expect(recording).toMatchObject({ callId: 'b2b-call-1', source: 'browser', mimeType: 'audio/webm' });
    expect(Math.abs(recording.durationMs - 3000)).toBeLessThan(150);

    const file = await server.app.fastify.inject({ method: 'GET', url: `/api/media/recording/${recording.mediaName}`, headers: { authorization: `Bearer ${rep}` } });
    // Remuxed: the file now says how long it is (MediaRecorder's WebM does not).
    expect(Math.abs((await durationOf(file.rawPayload)) - 3)).toBeLessThan(0.15);
    const { left, right } = await decodeToChannels(file.rawPayload);
    expect(toneLevel(left.subarray(0, 16000), 440)).toBeGreaterThan(4000);
    expect(toneLevel(right.subarray(8000, 24000), 880)).toBeGreaterThan(4000);

    const analysis = (await server.request('GET', `/telephony/recordings/${recording.mediaName}/analysis`, { token: rep })).body.payload;
    expect(analysis.startedAt).toBe(new Date(startedAt).toISOString());
    const [repTalk, farTalk] = analysis.channels.map((c: { talk: { startMs: number; endMs: number }[] }) => c.talk);
    expect(repTalk).toHaveLength(1);
    expect(farTalk).toHaveLength(1);
    expect(Math.abs(repTalk[0].startMs - 0) + Math.abs(repTalk[0].endMs - 2000)).toBeLessThan(150);
    expect(Math.abs(farTalk[0].startMs - 1000) + Math.abs(farTalk[0].endMs - 3000)).toBeLessThan(150);
  });

  it('keeps what arrived when the page stops sending parts (closed mid-call)', async () => {
    const parts = slices(browserRecording(), 4);
    for (const [i, part] of parts.slice(0, 2).entries()) expect((await sendPart('b2b-call-2', i, part)).statusCode).toBe(200);
    const saved = await eventually(
      async () => (await server.request('GET', '/telephony/calls/b2b-call-2/recordings', { token: rep })).body.payload.recordings as Recording[],
      (list) => list.length > 0,
      { ms: 5000 },
    );
    expect(saved[0]).toMatchObject({ source: 'browser' });
    expect(saved[0]!.durationMs).toBeGreaterThan(500);
  });

  it('finishes with an empty last part (the recorder had nothing more after the stop); only the last part may be empty', async () => {
    const parts = slices(browserRecording(), 2);
    expect((await sendPart('b2b-call-5', 0, parts[0]!)).statusCode).toBe(200);
    expect((await sendPart('b2b-call-5', 1, parts[1]!)).statusCode).toBe(200);
    expect((await sendPart('b2b-call-5', 2, Buffer.alloc(0))).statusCode).toBe(400);
    const done = await sendPart('b2b-call-5', 2, Buffer.alloc(0), '&last=1');
    expect(done.statusCode).toBe(200);
    expect(Math.abs(done.json().payload.recording.durationMs - 3000)).toBeLessThan(150);
  });

  it('refuses a part out of order with 409 and changes nothing', async () => {
    const parts = slices(browserRecording(), 3);
    expect((await sendPart('b2b-call-3', 1, parts[1]!)).statusCode).toBe(409);
    expect((await sendPart('b2b-call-3', 0, parts[0]!)).statusCode).toBe(200);
    const skipped = await sendPart('b2b-call-3', 2, parts[2]!);
    expect(skipped.statusCode).toBe(409);
    expect(skipped.json().message).toBe('Recording part 1 is expected, not 2');
    expect((await sendPart('b2b-call-3', 1, parts[1]!)).statusCode).toBe(200);
    const done = await sendPart('b2b-call-3', 2, parts[2]!, '&last=1');
    expect(Math.abs(done.json().payload.recording.durationMs - 3000)).toBeLessThan(150);
  });

  it.each([
    [
      'no call id',
      () =>
        server.app.fastify.inject({ method: 'POST', url: '/api/media/recording/parts?part=0', headers: { authorization: `Bearer ${rep}`, 'content-type': 'audio/webm' }, payload: Buffer.from('x') }),
    ],
    ['a part that is not a number', () => sendPart('b2b-call-4', Number.NaN, Buffer.from('x'))],
    ['another type than WebM', () => sendPart('b2b-call-4', 0, Buffer.from('x'), '', 'audio/wav')],
    ['no sign-in', () => server.app.fastify.inject({ method: 'POST', url: '/api/media/recording/parts?callId=x&part=0', headers: { 'content-type': 'audio/webm' }, payload: Buffer.from('x') })],
  ])('%s is refused', async (_what, send) => {
    const res = await send();
    expect([400, 401]).toContain(res.statusCode);
    expect((await server.request('GET', '/telephony/calls/b2b-call-4/recordings', { token: rep })).body.payload.recordings).toEqual([]);
  });
});
