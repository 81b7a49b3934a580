import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Recording } from '@/src/contract';
import { ApiError } from '../../http/api-error';
import { encodeStereoFiles } from './media/audio-encoder';
import type { NgClient } from './media/ng-client';
import { streamPcap, type CapturedPacket } from './media/pcap';
import { analyseStereoFiles, assembleStereoFiles } from './media/stereo-capture-files';
import type { RecordingStore } from './recording-store';
import { createRelayCalls, rtpStreamOf, type RelayParty } from './relay-calls';

/** The rep's leg (the browser: DTLS-SRTP) and the far side's (plain RTP) as the relay receives them. */
interface Legs {
  repPort: number;
  farPort: number;
}

interface Session {
  tenantId: number;
  userId: number;
  callId: string;
  legs: Legs;
  /** Packets before this are not part of this recording (recorded earlier in the call). */
  fromMs: number;
  watcher: NodeJS.Timeout;
  finishing: Promise<Recording | null> | null;
}

/**
 * Recording on the media relay: a call anchored on rtpengine is recorded there (pcap, the only
 * method without its kernel module), so a closed tab or a crashed browser loses nothing. When the
 * recording stops, the call ends, or the rep's leg falls silent for good (the page is gone), the
 * capture becomes a stereo file (channel 1 the rep, channel 2 the far side) with its peaks and
 * talk/silence map, saved as the call's recording.
 */
export function createRelayRecorder(deps: {
  ng: NgClient;
  /** rtpengine's --recording-dir: its pcaps/ holds one capture per recorded call. */
  recordingDir: string;
  store: RecordingStore;
  log?: (line: string) => void;
  /** How often a recorded call is checked, and how long the rep's leg may send nothing before the page counts as gone. */
  pollMs?: number;
  repGoneMs?: number;
}) {
  const pollMs = deps.pollMs ?? 1000;
  const repGoneMs = deps.repGoneMs ?? 10_000;
  const sessions = new Map<string, Session>();
  const log = deps.log ?? (() => undefined);

  const calls = createRelayCalls(deps.ng);

  /** The call's two legs on the relay, if the user is a party of it (403 otherwise); null when the call is not on the relay. */
  async function legsOf(callId: string, sipUser: string): Promise<{ legs: Legs; tag: string } | null> {
    const call = await calls.ownCall(callId, sipUser);
    const repPort = call && rtpStreamOf(call.rep)?.['local port'];
    const farPort = call && rtpStreamOf(call.far)?.['local port'];
    if (!call || !repPort || !farPort) return null;
    return { legs: { repPort, farPort }, tag: call.rep.tag };
  }

  /** The call's capture as a stream of packets, its files (one per recording of the call) oldest first, never read whole. */
  async function* captureOf(callId: string): AsyncGenerator<CapturedPacket> {
    const dir = path.join(deps.recordingDir, 'pcaps');
    const names = (await readdir(dir).catch(() => [] as string[])).filter((f) => f.startsWith(`${callId}-`) && f.endsWith('.pcap'));
    const files = await Promise.all(names.map(async (f) => ({ file: path.join(dir, f), at: (await stat(path.join(dir, f))).birthtimeMs })));
    for (const { file } of files.sort((a, b) => a.at - b.at)) yield* streamPcap(file);
  }

  /** Ends a recording: the relay closes its capture, which becomes the stereo file. Once per recording. */
  function finish(session: Session, how: { callGone: boolean }): Promise<Recording | null> {
    const stoppedAt = Date.now();
    session.finishing ??= (async () => {
      clearInterval(session.watcher);
      if (!how.callGone) await deps.ng.request('stop recording', { 'call-id': session.callId }).catch((error: unknown) => log(`stop recording ${session.callId}: ${String(error)}`));
      sessions.delete(session.callId);
      // A call that ended is recorded to its last packet; a stopped recording to the stop. However long the call,
      // its audio goes from the capture to disk and from disk to ffmpeg and the analysis in chunks.
      const audio = await assembleStereoFiles(captureOf(session.callId), session.legs, { fromMs: session.fromMs, ...(how.callGone ? {} : { toMs: stoppedAt }) });
      if (!audio) {
        log(`recording of ${session.callId}: no audio was captured`);
        return null;
      }
      try {
        const analysis = await analyseStereoFiles(audio);
        const encoded = await encodeStereoFiles(audio, (reason) => log(`recording of ${session.callId} kept as WAV: ${reason}`));
        return await deps.store.save({ tenantId: session.tenantId, userId: session.userId, callId: session.callId, mimeType: encoded.mimeType, data: encoded.data, source: 'relay', analysis });
      } finally {
        await audio.dispose();
      }
    })();
    return session.finishing;
  }

  /** Checks a recorded call: gone from the relay (it ended), or the rep's browser silent for good (page closed). */
  async function watch(session: Session) {
    let parties: Record<string, RelayParty> | null;
    try {
      parties = await calls.partiesOf(session.callId);
    } catch {
      return; // The relay did not answer this time: asked again next time.
    }
    if (!parties) {
      void finish(session, { callGone: true }).catch((e: unknown) => log(`recording of ${session.callId} failed: ${String(e)}`));
      return;
    }
    const rep = calls.sidesOf(parties)?.rep;
    const lastPacket = rep ? rtpStreamOf(rep)?.['last packet'] : undefined;
    if (lastPacket !== undefined && Date.now() - lastPacket * 1000 > repGoneMs && Date.now() - session.fromMs > repGoneMs) {
      log(`recording of ${session.callId}: the rep's leg sent nothing for ${repGoneMs} ms; the recording so far is kept`);
      await finish(session, { callGone: false }).catch((e: unknown) => log(`recording of ${session.callId} failed: ${String(e)}`));
    }
  }

  return {
    /** Starts recording the caller's own call on the relay; 'browser' when the call does not go through it. */
    async start(input: { tenantId: number; userId: number; sipUser: string; callId: string }): Promise<'relay' | 'browser'> {
      const recording = sessions.get(input.callId);
      if (recording && (recording.tenantId !== input.tenantId || recording.userId !== input.userId)) throw new ApiError(403, 'Not your call');
      if (recording) return 'relay';
      const found = await legsOf(input.callId, input.sipUser);
      if (!found) return 'browser';
      await deps.ng.request('start recording', { 'call-id': input.callId, 'from-tag': found.tag });
      const session: Session = { ...input, legs: found.legs, fromMs: Date.now(), watcher: setInterval(() => void watch(session), pollMs), finishing: null };
      session.watcher.unref();
      sessions.set(input.callId, session);
      return 'relay';
    },

    /** Stops recording the caller's call: the finished recording, null when nothing was recorded. */
    async stop(input: { tenantId: number; userId: number; sipUser: string; callId: string }): Promise<{ where: 'relay' | 'browser'; recording: Recording | null }> {
      const session = sessions.get(input.callId);
      if (!session) {
        // Not recorded here: the call is the browser's to record (or already over).
        const found = await legsOf(input.callId, input.sipUser);
        return { where: found ? 'relay' : 'browser', recording: null };
      }
      if (session.tenantId !== input.tenantId || session.userId !== input.userId) throw new ApiError(403, 'Not your call');
      return { where: 'relay', recording: await finish(session, { callGone: false }) };
    },

    /** The calls being recorded now (health, tests). */
    recording: () => [...sessions.keys()],

    /** Shutting down: every recording so far is saved. */
    async close() {
      await Promise.all([...sessions.values()].map((s) => finish(s, { callGone: false }).catch((e: unknown) => log(`recording of ${s.callId} failed: ${String(e)}`))));
    },
  };
}

export type RelayRecorder = ReturnType<typeof createRelayRecorder>;
