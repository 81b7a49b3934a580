/** RTP (RFC 3550) as the carrier leg uses it: version 2, no padding, extensions or CSRCs of ours. */
export interface RtpPacket {
  payloadType: number;
  marker: boolean;
  sequence: number;
  timestamp: number;
  ssrc: number;
  payload: Buffer;
}

export function buildRtp(p: RtpPacket): Buffer {
  const header = Buffer.alloc(12);
  header[0] = 0x80;
  header[1] = (p.marker ? 0x80 : 0) | (p.payloadType & 0x7f);
  header.writeUInt16BE(p.sequence & 0xffff, 2);
  header.writeUInt32BE(p.timestamp >>> 0, 4);
  header.writeUInt32BE(p.ssrc >>> 0, 8);
  return Buffer.concat([header, p.payload]);
}

/** Parses an RTP packet (skipping CSRCs and a header extension); null for anything else (RTCP, STUN, junk). */
export function parseRtp(packet: Buffer): RtpPacket | null {
  if (packet.length < 12 || packet[0]! >> 6 !== 2) return null;
  const payloadType = packet[1]! & 0x7f;
  // RTCP (payload types 72-76 with the marker bit) is not media.
  if (payloadType >= 72 && payloadType <= 76) return null;
  let offset = 12 + (packet[0]! & 0x0f) * 4;
  if (packet[0]! & 0x10) {
    if (packet.length < offset + 4) return null;
    offset += 4 + packet.readUInt16BE(offset + 2) * 4;
  }
  let end = packet.length;
  if (packet[0]! & 0x20) end -= packet[packet.length - 1]!;
  if (offset > end) return null;
  return { payloadType, marker: (packet[1]! & 0x80) !== 0, sequence: packet.readUInt16BE(2), timestamp: packet.readUInt32BE(4), ssrc: packet.readUInt32BE(8), payload: packet.subarray(offset, end) };
}
