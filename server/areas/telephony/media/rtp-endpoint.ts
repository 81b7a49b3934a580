import dgram from 'node:dgram';
import { randomInt } from 'node:crypto';
import { muLawDecode, muLawEncode } from './g711';
import { buildRtp, parseRtp } from './rtp-packet';
import { concat } from './speech';

const SAMPLE_RATE = 8000;
/** 20 ms of G.711 per packet: 160 samples. */
const FRAME = 160;
const PCMU = 0;
/** RFC 4733 telephone events (DTMF): the payload type it offers; an answer takes the offer's. */
const TELEPHONE_EVENT = 101;
const EVENT_DIGITS = '0123456789*#ABCD';

/** The address and port of an SDP's first audio stream (c= and m=audio). */
export function audioAddressOf(sdp: string): { host: string; port: number } {
  const port = /^m=audio (\d+) /m.exec(sdp)?.[1];
  const host = /^c=IN IP4 (\S+)/m.exec(sdp)?.[1];
  if (!port || !host) throw new Error('SDP without an audio stream');
  return { host, port: Number(port) };
}

/**
 * A plain RTP audio endpoint speaking G.711 mu-law over UDP on loopback, as a carrier's media
 * gateway does: it sends audio paced in 20 ms packets and keeps what it receives on a timeline
 * (arrival time from its start), so a test can ask what was heard when. With `keep: false` it keeps
 * nothing (a long call's audio is not held in memory: the ACD's hold audio).
 */
export async function createRtpEndpoint(host = '127.0.0.1', options: { keep?: boolean } = {}) {
  const keep = options.keep ?? true;
  const socket = dgram.createSocket('udp4');
  await new Promise<void>((resolve) => socket.bind(0, host, resolve));
  const { port } = socket.address();
  const startedAt = Date.now();
  const ssrc = randomInt(1, 2 ** 31);
  let remote: { host: string; port: number } | null = null;
  let sequence = randomInt(0, 65535);
  let timestamp = randomInt(0, 2 ** 31);
  /** Received audio as [sample index from start, decoded samples]. */
  const received: [number, Int16Array][] = [];
  let packetsIn = 0;
  // A stream is placed by its RTP timestamps from where its first packet arrived (arrival times jitter).
  let stream: { ssrc: number; timestamp: number; at: number } | null = null;
  let eventType = TELEPHONE_EVENT;
  let dtmf = '';
  let lastEventTimestamp: number | null = null;
  socket.on('message', (message) => {
    const packet = parseRtp(message);
    // A digit ends with the end bit, sent three times: counted once per event (its timestamp).
    if (packet?.payloadType === eventType && packet.payload.length >= 4 && packet.payload[1]! & 0x80 && packet.timestamp !== lastEventTimestamp) {
      lastEventTimestamp = packet.timestamp;
      dtmf += EVENT_DIGITS[packet.payload[0]!] ?? '';
      return;
    }
    if (!packet || packet.payloadType !== PCMU) return;
    packetsIn++;
    const arrivedAt = Math.round(((Date.now() - startedAt) * SAMPLE_RATE) / 1000);
    if (!stream || stream.ssrc !== packet.ssrc) stream = { ssrc: packet.ssrc, timestamp: packet.timestamp, at: arrivedAt };
    const offset = (packet.timestamp - stream.timestamp) >>> 0;
    // A timestamp far from the stream's (a jump, a wrap) starts the stream again at its arrival.
    if (offset > SAMPLE_RATE * 600) stream = { ssrc: packet.ssrc, timestamp: packet.timestamp, at: arrivedAt };
    const at = stream.at + ((packet.timestamp - stream.timestamp) >>> 0);
    if (keep || capture) {
      const samples = muLawDecode(packet.payload);
      if (keep) received.push([at, samples]);
      // In arrival order: a sender's timestamps need not follow the wall clock across its silences.
      if (capture) capture.push(samples);
    }
  });
  /** What arrives between startCapture and stopCapture, kept even with `keep: false` (a voicemail). */
  let capture: Int16Array[] | null = null;
  let playing: NodeJS.Timeout | null = null;
  /** What it sent, as [sample index from start, samples] (what the far side said, for tests of recordings). */
  const sent: [number, Int16Array][] = [];
  const timeline = (parts: [number, Int16Array][]) => {
    const end = parts.reduce((max, [at, s]) => Math.max(max, at + s.length), 0);
    const out = new Int16Array(end);
    for (const [at, samples] of parts) out.set(samples.subarray(0, Math.max(0, out.length - at)), at);
    return out;
  };

  return {
    port,
    /** When it opened: the origin of `heard()`'s timeline (ms since the epoch). */
    startedAt,
    /** An SDP offer or answer for this endpoint (PCMU and telephone events, send and receive). */
    sdp: () =>
      [
        'v=0',
        `o=- ${ssrc} 1 IN IP4 ${host}`,
        's=-',
        `c=IN IP4 ${host}`,
        't=0 0',
        `m=audio ${port} RTP/AVP ${PCMU} ${eventType}`,
        'a=rtpmap:0 PCMU/8000',
        `a=rtpmap:${eventType} telephone-event/8000`,
        `a=fmtp:${eventType} 0-16`,
        'a=ptime:20',
        'a=sendrecv',
        '',
      ].join('\r\n'),
    /** DTMF digits received as RFC 4733 telephone events, in order. */
    dtmf: () => dtmf,
    setRemote(address: { host: string; port: number }) {
      remote = address;
    },
    /** Takes the remote offer's payload type for telephone events (an answer must use the offer's numbers). */
    useRemoteTelephoneEvent(sdp: string) {
      const type = /^a=rtpmap:(\d+) telephone-event\/8000/m.exec(sdp)?.[1];
      if (type) eventType = Number(type);
    },
    /** Sends the samples (8 kHz) as 20 ms packets in real time; resolves when the last one has left. */
    play(samples: Int16Array): Promise<void> {
      this.stop();
      const payload = muLawEncode(samples);
      let offset = 0;
      let marker = true;
      return new Promise((resolve) => {
        const tick = () => {
          if (offset >= payload.length || !remote) {
            if (playing) clearInterval(playing);
            playing = null;
            return resolve();
          }
          const chunk = payload.subarray(offset, offset + FRAME);
          if (keep) sent.push([Math.round(((Date.now() - startedAt) * SAMPLE_RATE) / 1000), samples.subarray(offset, offset + FRAME)]);
          socket.send(buildRtp({ payloadType: PCMU, marker, sequence, timestamp, ssrc, payload: chunk }), remote.port, remote.host);
          marker = false;
          sequence = (sequence + 1) & 0xffff;
          timestamp = (timestamp + chunk.length) >>> 0;
          offset += FRAME;
        };
        tick();
        playing = setInterval(tick, 20);
      });
    },
    stop() {
      if (playing) clearInterval(playing);
      playing = null;
    },
    /** Starts keeping what arrives from now on (a voicemail on an endpoint that keeps nothing otherwise). */
    startCapture() {
      capture = [];
    },
    /** Stops keeping and gives what arrived since startCapture, the packets one after the other. */
    stopCapture(): Int16Array {
      const parts = capture ?? [];
      capture = null;
      return concat(parts);
    },
    /** What arrived, on one timeline from this endpoint's start (silence where nothing came). */
    heard: (): Int16Array => timeline(received),
    /** The last `ms` of what arrived (cheap to ask often: it does not build the whole call's timeline). */
    lastHeard(ms: number): Int16Array {
      const want = Math.round((ms * SAMPLE_RATE) / 1000);
      const parts: [number, Int16Array][] = [];
      let count = 0;
      for (let i = received.length - 1; i >= 0 && count < want; i--) {
        parts.unshift(received[i]!);
        count += received[i]![1].length;
      }
      const all = timeline(parts.map(([at, samples]) => [at - (parts[0]?.[0] ?? 0), samples]));
      return all.subarray(Math.max(0, all.length - want));
    },
    /** What it sent, on the same timeline. */
    said: (): Int16Array => timeline(sent),
    packetsIn: () => packetsIn,
    close() {
      this.stop();
      socket.close();
    },
  };
}

export type RtpEndpoint = Awaited<ReturnType<typeof createRtpEndpoint>>;
