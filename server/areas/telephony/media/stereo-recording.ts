import { muLawDecode } from './g711';
import type { CapturedPacket } from './pcap';
import { parseRtp } from './rtp-packet';

const SAMPLE_RATE = 8000;
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

interface Placed {
  offset: number;
  samples: Int16Array;
}

/**
 * One direction of a call as audio: each RTP stream (SSRC) is placed by its first packet's arrival,
 * then by its RTP timestamps (arrival jitters; the sender's clock does not). G.711 mu-law only, as
 * the carrier leg speaks; DTMF events and comfort noise are not audio.
 */
function placeDirection(packets: CapturedPacket[], startMs: number): Placed[] {
  const streams = new Map<number, { timestamp: number; offset: number }>();
  const placed: Placed[] = [];
  for (const packet of packets) {
    const rtp = parseRtp(packet.payload);
    if (!rtp || rtp.payloadType !== PCMU || rtp.payload.length === 0) continue;
    const byArrival = Math.round(((packet.atMs - startMs) * SAMPLE_RATE) / 1000);
    let stream = streams.get(rtp.ssrc);
    let offset = stream ? stream.offset + ((rtp.timestamp - stream.timestamp) | 0) : byArrival;
    if (!stream || Math.abs(offset - byArrival) > MAX_DRIFT_SAMPLES) {
      stream = { timestamp: rtp.timestamp, offset: byArrival };
      streams.set(rtp.ssrc, stream);
      offset = byArrival;
    }
    if (offset >= 0) placed.push({ offset, samples: muLawDecode(rtp.payload) });
  }
  return placed;
}

function render(placed: Placed[], length: number): Int16Array {
  const out = new Int16Array(length);
  for (const { offset, samples } of placed) out.set(samples.subarray(0, Math.max(0, length - offset)), offset);
  return out;
}

/**
 * A stereo recording from what the relay captured of a call: the packets it received on the rep's
 * leg (sent by the rep's browser) are channel 1, those on the carrier's leg channel 2. Legs are told
 * apart by the relay's own port each was received on. The recording runs from `fromMs` (default:
 * the first packet) to `toMs` or the last packet, whichever is later: a side that sends nothing
 * while silent is silence, not a shorter file. Null when neither side sent audio.
 */
export function stereoFromCapture(packets: CapturedPacket[], legs: { repPort: number; farPort: number }, window: { fromMs?: number; toMs?: number } = {}): StereoAudio | null {
  const kept = packets.filter((p) => p.atMs >= (window.fromMs ?? 0) && (p.dst.port === legs.repPort || p.dst.port === legs.farPort));
  if (kept.length === 0) return null;
  const startedAtMs = window.fromMs ?? Math.min(...kept.map((p) => p.atMs));
  const rep = placeDirection(
    kept.filter((p) => p.dst.port === legs.repPort),
    startedAtMs,
  );
  const far = placeDirection(
    kept.filter((p) => p.dst.port === legs.farPort),
    startedAtMs,
  );
  const untilEnd = window.toMs === undefined ? 0 : Math.round(((window.toMs - startedAtMs) * SAMPLE_RATE) / 1000);
  const length = Math.max(untilEnd, ...[...rep, ...far].map((p) => p.offset + p.samples.length));
  if (length <= 0) return null;
  return { sampleRate: SAMPLE_RATE, startedAtMs, rep: render(rep, length), far: render(far, length) };
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
