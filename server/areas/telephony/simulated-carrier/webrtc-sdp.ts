import { randomBytes } from 'node:crypto';

/**
 * WebRTC-style SDP for a peer that sends no media: browsers refuse a plain RTP SDP (no DTLS
 * fingerprint), so the carrier answers with ICE credentials, a fingerprint and a host candidate on
 * 127.0.0.1 like a browser would. A STUN responder answers the ICE checks on that port; DTLS never
 * starts, so no audio flows (the carrier has nothing to say).
 */

export interface SdpIdentity {
  sessionId: string;
  iceUfrag: string;
  icePwd: string;
  fingerprint: string;
}

export function newSdpIdentity(): SdpIdentity {
  const hex = randomBytes(32).toString('hex').toUpperCase();
  return {
    sessionId: String(BigInt(`0x${randomBytes(6).toString('hex')}`)),
    iceUfrag: randomBytes(3).toString('hex'),
    icePwd: randomBytes(12).toString('hex'),
    fingerprint: hex.match(/../g)!.join(':'),
  };
}

const DIRECTIONS = ['sendrecv', 'sendonly', 'recvonly', 'inactive'] as const;
type Direction = (typeof DIRECTIONS)[number];
const answerDirection: Record<Direction, Direction> = { sendrecv: 'sendrecv', sendonly: 'recvonly', recvonly: 'sendonly', inactive: 'inactive' };

function sessionLines(id: SdpIdentity, version: number, mids: string[]): string[] {
  return [
    'v=0',
    `o=- ${id.sessionId} ${version} IN IP4 127.0.0.1`,
    's=Simulated carrier',
    't=0 0',
    // ICE-lite: the carrier only answers the browser's checks (stun-responder.ts).
    'a=ice-lite',
    `a=group:BUNDLE ${mids.join(' ')}`,
    'a=msid-semantic: WMS',
  ];
}

function audioLines(id: SdpIdentity, mid: string, payload: { pt: string; rtpmap: string; fmtp?: string }, direction: Direction, setup: 'actpass' | 'active', port: number): string[] {
  return [
    `m=audio ${port} UDP/TLS/RTP/SAVPF ${payload.pt}`,
    `c=IN IP4 127.0.0.1`,
    'a=rtcp:9 IN IP4 0.0.0.0',
    `a=candidate:1 1 udp 2122260223 127.0.0.1 ${port} typ host generation 0`,
    'a=end-of-candidates',
    `a=ice-ufrag:${id.iceUfrag}`,
    `a=ice-pwd:${id.icePwd}`,
    `a=fingerprint:sha-256 ${id.fingerprint}`,
    `a=setup:${setup}`,
    `a=mid:${mid}`,
    `a=${direction}`,
    'a=rtcp-mux',
    `a=rtpmap:${payload.pt} ${payload.rtpmap}`,
    ...(payload.fmtp ? [`a=fmtp:${payload.pt} ${payload.fmtp}`] : []),
  ];
}

const OPUS = { pt: '111', rtpmap: 'opus/48000/2', fmtp: 'minptime=10;useinbandfec=1' };

/** An offer with one audio section (the carrier calls a softphone). */
export function carrierOffer(id: SdpIdentity, version: number, port: number, direction: Direction = 'sendrecv'): string {
  return [...sessionLines(id, version, ['0']), ...audioLines(id, '0', OPUS, direction, 'actpass', port)].join('\r\n') + '\r\n';
}

/** An answer matching every m-line of a browser's offer: audio accepted with its first codec, others rejected. */
export function carrierAnswer(id: SdpIdentity, version: number, port: number, offer: string): string {
  const sections = offer.split(/\r?\n(?=m=)/).slice(1);
  const mids: string[] = [];
  const body: string[] = [];
  sections.forEach((section, index) => {
    const lines = section.split(/\r?\n/).filter(Boolean);
    const [media = 'audio', , proto = 'UDP/TLS/RTP/SAVPF', ...formats] = (lines[0] ?? '').slice(2).split(' ');
    const mid = lines.find((l) => l.startsWith('a=mid:'))?.slice(6) ?? String(index);
    const offered = DIRECTIONS.find((d) => lines.includes(`a=${d}`)) ?? 'sendrecv';
    const pt = formats[0];
    const rtpmap = lines.find((l) => l.startsWith(`a=rtpmap:${pt} `))?.split(' ')[1];
    const fmtp = lines
      .find((l) => l.startsWith(`a=fmtp:${pt} `))
      ?.split(' ')
      .slice(1)
      .join(' ');
    if (media !== 'audio' || !pt || !rtpmap) {
      body.push(`m=${media} 0 ${proto} ${formats.join(' ')}`, 'c=IN IP4 0.0.0.0', `a=mid:${mid}`, 'a=inactive');
      return;
    }
    mids.push(mid);
    body.push(...audioLines(id, mid, { pt, rtpmap, ...(fmtp ? { fmtp } : {}) }, answerDirection[offered], 'active', port));
  });
  return [...sessionLines(id, version, mids), ...body].join('\r\n') + '\r\n';
}

/** The direction of the first audio section (hold shows as sendonly / inactive). */
export function sdpDirection(sdp: string): Direction {
  return DIRECTIONS.find((d) => sdp.includes(`a=${d}`)) ?? 'sendrecv';
}
