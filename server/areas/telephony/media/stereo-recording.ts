import { muLawDecode } from './g711';
import type { CapturedPacket } from './pcap';
import { parseRtp } from './rtp-packet';

export const SAMPLE_RATE = 8000;
const PCMU = 0;
/** An RTP timestamp further than this from where arrival puts it is a new start, placed by arrival. */
const MAX_DRIFT_SAMPLES = SAMPLE_RATE * 2;

export interface StereoAudio {
  sampleRate: number;
  /** When the first sample was heard (ms since the epoch). */
  startedAtMs: number;
  /** Channel 1: what the rep said; channel 2: what the far side said. */
  rep: Int16Array;
  far: Int16Array;
}

export interface Placed {
  /** Where its first sample goes, in samples from the recording's start. */
  offset: number;
  samples: Int16Array;
}

/** Which leg of the call a captured packet was received on (by the relay's own port), or none of them. */
export function legOf(packet: CapturedPacket, legs: { repPort: number; farPort: number }): 'rep' | 'far' | null {
  return packet.dst.port === legs.repPort ? 'rep' : packet.dst.port === legs.farPort ? 'far' : null;
}

/**
 * One direction of a call as audio, packet by packet as they come: each RTP stream (SSRC) is placed
 * by its first packet's arrival, then by its RTP timestamps (arrival jitters; the sender's clock
 * does not). G.711 mu-law only, as the carrier leg speaks; DTMF events and comfort noise are not
 * audio (null), nor is what came before the start.
 */
export function directionPlacer(startMs: number): (packet: CapturedPacket) => Placed | null {
  const streams = new Map<number, { timestamp: number; offset: number }>();
  return (packet) => {
    const rtp = parseRtp(packet.payload);
    if (!rtp || rtp.payloadType !== PCMU || rtp.payload.length === 0) return null;
    const byArrival = Math.round(((packet.atMs - startMs) * SAMPLE_RATE) / 1000);
    let stream = streams.get(rtp.ssrc);
    let offset = stream ? stream.offset + ((rtp.timestamp - stream.timestamp) | 0) : byArrival;
    if (!stream || Math.abs(offset - byArrival) > MAX_DRIFT_SAMPLES) {
      stream = { timestamp: rtp.timestamp, offset: byArrival };
      streams.set(rtp.ssrc, stream);
      offset = byArrival;
    }
    return offset >= 0 ? { offset, samples: muLawDecode(rtp.payload) } : null;
  };
}

function render(placed: Placed[], length: number): Int16Array {
  const out = new Int16Array(length);
  for (const { offset, samples } of placed) out.set(samples.subarray(0, Math.max(0, length - offset)), offset);
  return out;
}

/** Samples from the start to `toMs` (0 without one): the least length of a recording that was stopped. */
export const samplesUntil = (startedAtMs: number, toMs: number | undefined) => (toMs === undefined ? 0 : Math.round(((toMs - startedAtMs) * SAMPLE_RATE) / 1000));

/**
 * A stereo recording, in memory, from what the relay captured of a short call (tests and clips;
 * the relay recorder streams long ones to disk: stereo-capture-files.ts): the packets it received
 * on the rep's leg (sent by the rep's browser) are channel 1, those on the carrier's leg channel 2.
 * The recording runs from `fromMs` (default: the first packet) to `toMs` or the last packet,
 * whichever is later: a side that sends nothing while silent is silence, not a shorter file. Null
 * when neither side sent audio.
 */
export function stereoFromCapture(packets: CapturedPacket[], legs: { repPort: number; farPort: number }, window: { fromMs?: number; toMs?: number } = {}): StereoAudio | null {
  const kept = packets.filter((p) => p.atMs >= (window.fromMs ?? 0) && legOf(p, legs) !== null);
  if (kept.length === 0) return null;
  // A loop, never Math.min(...all): a spread of every packet overflows the call stack past ~125,000 of them.
  let startedAtMs = window.fromMs ?? Infinity;
  if (window.fromMs === undefined) for (const p of kept) if (p.atMs < startedAtMs) startedAtMs = p.atMs;
  const placers = { rep: directionPlacer(startedAtMs), far: directionPlacer(startedAtMs) };
  const placed: Record<'rep' | 'far', Placed[]> = { rep: [], far: [] };
  let length = samplesUntil(startedAtMs, window.toMs);
  for (const packet of kept) {
    const leg = legOf(packet, legs)!;
    const one = placers[leg](packet);
    if (!one) continue;
    placed[leg].push(one);
    if (one.offset + one.samples.length > length) length = one.offset + one.samples.length;
  }
  if (length <= 0) return null;
  return { sampleRate: SAMPLE_RATE, startedAtMs, rep: render(placed.rep, length), far: render(placed.far, length) };
}

/** Interleaved 16-bit little-endian stereo PCM (what ffmpeg reads as s16le, 2 channels). */
export function interleave(audio: StereoAudio): Buffer {
  const out = Buffer.alloc(audio.rep.length * 4);
  for (let i = 0; i < audio.rep.length; i++) {
    out.writeInt16LE(audio.rep[i]!, i * 4);
    out.writeInt16LE(audio.far[i]!, i * 4 + 2);
  }
  return out;
}
