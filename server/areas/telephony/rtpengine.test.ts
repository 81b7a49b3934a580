import { execFileSync } from 'node:child_process';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '@/tests/support/eventually';
import { startRtpengine, type RtpengineInstance } from './rtpengine-process';
import { audioAddressOf, createRtpEndpoint, type RtpEndpoint } from './media/rtp-endpoint';
import { tone, toneLevel, trimSilence } from './media/wav';
import { NgError } from './media/ng-client';

let rtpengine: RtpengineInstance;
const statuses: [boolean, string | null][] = [];
beforeAll(async () => {
  rtpengine = await startRtpengine({ restartDelayMs: 300, onStatus: (running, reason) => statuses.push([running, reason]) });
});
afterAll(() => rtpengine?.stop());

let calls = 0;
/** Two plain RTP endpoints whose media goes through the relay, set up as Kamailio would (offer, answer). */
async function relayedCall() {
  const callId = `call-${++calls}-${Date.now()}`;
  const caller = await createRtpEndpoint();
  const callee = await createRtpEndpoint();
  const offer = await rtpengine.ng.request('offer', { 'call-id': callId, 'from-tag': 'caller', sdp: caller.sdp(), replace: ['origin', 'session-connection'] });
  callee.setRemote(audioAddressOf(String(offer.sdp)));
  const answer = await rtpengine.ng.request('answer', { 'call-id': callId, 'from-tag': 'caller', 'to-tag': 'callee', sdp: callee.sdp(), replace: ['origin', 'session-connection'] });
  caller.setRemote(audioAddressOf(String(answer.sdp)));
  return { callId, caller, callee };
}
const close = (...endpoints: RtpEndpoint[]) => endpoints.forEach((e) => e.close());

describe('the media relay (rtpengine 10.5, userspace, on loopback)', () => {
  it('relays G.711 both ways between two RTP endpoints: each hears the tone the other sends', async () => {
    const { callId, caller, callee } = await relayedCall();
    // The relay learns each side's address from its first packets (symmetric RTP): both talk at once.
    await Promise.all([caller.play(tone(1000, 1000)), callee.play(tone(400, 1000))]);
    await eventually(() => callee.packetsIn() > 30 && caller.packetsIn() > 30, Boolean);
    // Over what arrived (the relay drops the first packets until it has latched on to each side).
    const calleeHeard = trimSilence(callee.heard());
    expect(calleeHeard.length).toBeGreaterThan(0.5 * 8000);
    expect(toneLevel(calleeHeard, 1000)).toBeGreaterThan(4000);
    expect(toneLevel(calleeHeard, 400)).toBeLessThan(300);
    expect(toneLevel(trimSilence(caller.heard()), 400)).toBeGreaterThan(4000);
    await rtpengine.ng.request('delete', { 'call-id': callId, 'from-tag': 'caller' });
    close(caller, callee);
  });

  it('records a call to pcap when asked, and answers a query about it', async () => {
    const { callId, caller, callee } = await relayedCall();
    await rtpengine.ng.request('start recording', { 'call-id': callId, 'from-tag': 'caller' });
    await Promise.all([caller.play(tone(1000, 500)), callee.play(tone(400, 500))]);
    const query = await rtpengine.ng.request('query', { 'call-id': callId });
    expect(query.result).toBe('ok');
    expect(Object.keys(query.tags as object)).toEqual(expect.arrayContaining(['caller', 'callee']));
    await rtpengine.ng.request('delete', { 'call-id': callId, 'from-tag': 'caller' });
    const pcaps = await eventually(
      async () => (await readdir(path.join(rtpengine.recordingDir, 'pcaps'))).filter((f) => f.includes(callId)),
      (files) => files.length > 0,
    );
    expect(pcaps.length).toBeGreaterThan(0);
    close(caller, callee);
  });

  it('a command about a call it does not know is an error for that request only', async () => {
    await expect(rtpengine.ng.request('query', { 'call-id': 'no-such-call' })).rejects.toBeInstanceOf(NgError);
    expect((await rtpengine.ng.request('ping')).result).toBe('pong');
  });

  it('is started again after it is killed, and the next call works within 5 s of the restart', async () => {
    statuses.length = 0;
    const pid = Number(
      execFileSync('pgrep', ['-f', `listen-ng=127.0.0.1:${rtpengine.ngPort}`], { encoding: 'utf8' })
        .trim()
        .split('\n')[0],
    );
    process.kill(pid, 'SIGKILL');
    await eventually(() => statuses.some(([running]) => running), Boolean, { ms: 10_000 });
    expect(statuses[0]).toEqual([false, expect.stringMatching(/^rtpengine exited/)]);
    const restartedAt = Date.now();
    const { callId, caller, callee } = await relayedCall();
    await Promise.all([caller.play(tone(1000, 400)), callee.play(tone(400, 400))]);
    await eventually(() => callee.packetsIn() > 5, Boolean);
    expect(Date.now() - restartedAt).toBeLessThan(5000);
    await rtpengine.ng.request('delete', { 'call-id': callId, 'from-tag': 'caller' });
    close(caller, callee);
  });
});
