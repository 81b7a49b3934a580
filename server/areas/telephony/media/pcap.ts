/**
 * Reading the pcap files rtpengine writes when it records (`recording-method=pcap`): each record is
 * one packet as the relay received it, with its arrival time. rtpengine writes raw IPv4 (link type
 * 101); Ethernet (1) is read too so captures made by other tools work.
 */
export interface CapturedPacket {
  /** Arrival time, ms since the epoch (with fractions). */
  atMs: number;
  src: { host: string; port: number };
  dst: { host: string; port: number };
  /** The UDP payload. */
  payload: Buffer;
}

const LINKTYPE_ETHERNET = 1;
const LINKTYPE_RAW = 101;
const UDP = 17;

const ipv4 = (b: Buffer, at: number) => `${b[at]}.${b[at + 1]}.${b[at + 2]}.${b[at + 3]}`;

/** The UDP over IPv4 packets of a pcap file; other packets are skipped, a cut-off last record ends the read. */
export function readPcap(file: Buffer): CapturedPacket[] {
  if (file.length < 24) return [];
  const magic = file.readUInt32LE(0);
  const littleEndian = magic === 0xa1b2c3d4 || magic === 0xa1b23c4d;
  if (!littleEndian && file.readUInt32BE(0) !== 0xa1b2c3d4 && file.readUInt32BE(0) !== 0xa1b23c4d) throw new Error('not a pcap file');
  const nanoseconds = (littleEndian ? file.readUInt32LE(0) : file.readUInt32BE(0)) === 0xa1b23c4d;
  const u32 = (at: number) => (littleEndian ? file.readUInt32LE(at) : file.readUInt32BE(at));
  const linkType = u32(20);
  if (linkType !== LINKTYPE_RAW && linkType !== LINKTYPE_ETHERNET) throw new Error(`pcap link type ${linkType} is not read`);
  const packets: CapturedPacket[] = [];
  let offset = 24;
  while (offset + 16 <= file.length) {
    const seconds = u32(offset);
    const fraction = u32(offset + 4);
    const captured = u32(offset + 8);
    const start = offset + 16;
    offset = start + captured;
    if (offset > file.length) break;
    const ip = start + (linkType === LINKTYPE_ETHERNET ? 14 : 0);
    if (linkType === LINKTYPE_ETHERNET && file.readUInt16BE(start + 12) !== 0x0800) continue;
    if (ip + 20 > offset || file[ip]! >> 4 !== 4 || file[ip + 9] !== UDP) continue;
    const udp = ip + (file[ip]! & 0x0f) * 4;
    if (udp + 8 > offset) continue;
    const udpLength = file.readUInt16BE(udp + 4);
    packets.push({
      atMs: seconds * 1000 + (nanoseconds ? fraction / 1e6 : fraction / 1e3),
      src: { host: ipv4(file, ip + 12), port: file.readUInt16BE(udp) },
      dst: { host: ipv4(file, ip + 16), port: file.readUInt16BE(udp + 2) },
      payload: file.subarray(udp + 8, Math.min(offset, udp + udpLength)),
    });
  }
  return packets;
}

/** A pcap file of raw IPv4/UDP packets (tests, and captures we write ourselves). */
export function writePcap(packets: CapturedPacket[]): Buffer {
  const header = Buffer.alloc(24);
  header.writeUInt32LE(0xa1b2c3d4, 0);
  header.writeUInt16LE(2, 4);
  header.writeUInt16LE(4, 6);
  header.writeUInt32LE(65535, 16);
  header.writeUInt32LE(LINKTYPE_RAW, 20);
  const records = packets.map((p) => {
    const record = Buffer.alloc(16 + 28 + p.payload.length);
    record.writeUInt32LE(Math.floor(p.atMs / 1000), 0);
    record.writeUInt32LE(Math.round((p.atMs % 1000) * 1000), 4);
    record.writeUInt32LE(28 + p.payload.length, 8);
    record.writeUInt32LE(28 + p.payload.length, 12);
    record[16] = 0x45;
    record.writeUInt16BE(28 + p.payload.length, 18);
    record[24] = 64;
    record[25] = UDP;
    p.src.host.split('.').forEach((n, i) => (record[28 + i] = Number(n)));
    p.dst.host.split('.').forEach((n, i) => (record[32 + i] = Number(n)));
    record.writeUInt16BE(p.src.port, 36);
    record.writeUInt16BE(p.dst.port, 38);
    record.writeUInt16BE(8 + p.payload.length, 40);
    p.payload.copy(record, 44);
    return record;
  });
  return Buffer.concat([header, ...records]);
}
