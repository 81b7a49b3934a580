import { createReadStream } from 'node:fs';

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

interface PcapHeader {
  littleEndian: boolean;
  nanoseconds: boolean;
  linkType: number;
}

function readHeader(file: Buffer): PcapHeader {
  const magic = file.readUInt32LE(0);
  const littleEndian = magic === 0xa1b2c3d4 || magic === 0xa1b23c4d;
  if (!littleEndian && file.readUInt32BE(0) !== 0xa1b2c3d4 && file.readUInt32BE(0) !== 0xa1b23c4d) throw new Error('not a pcap file');
  const nanoseconds = (littleEndian ? file.readUInt32LE(0) : file.readUInt32BE(0)) === 0xa1b23c4d;
  const linkType = littleEndian ? file.readUInt32LE(20) : file.readUInt32BE(20);
  if (linkType !== LINKTYPE_RAW && linkType !== LINKTYPE_ETHERNET) throw new Error(`pcap link type ${linkType} is not read`);
  return { littleEndian, nanoseconds, linkType };
}

/**
 * The records of `buf` from `offset` on: each UDP over IPv4 packet to `onPacket` (its payload a view
 * of `buf`), other packets skipped. Answers where the first incomplete record starts.
 */
function readRecords(buf: Buffer, offset: number, header: PcapHeader, onPacket: (packet: CapturedPacket) => void): number {
  const u32 = (at: number) => (header.littleEndian ? buf.readUInt32LE(at) : buf.readUInt32BE(at));
  while (offset + 16 <= buf.length) {
    const captured = u32(offset + 8);
    const start = offset + 16;
    const end = start + captured;
    if (end > buf.length) break;
    const seconds = u32(offset);
    const fraction = u32(offset + 4);
    offset = end;
    const ip = start + (header.linkType === LINKTYPE_ETHERNET ? 14 : 0);
    if (header.linkType === LINKTYPE_ETHERNET && buf.readUInt16BE(start + 12) !== 0x0800) continue;
    if (ip + 20 > end || buf[ip]! >> 4 !== 4 || buf[ip + 9] !== UDP) continue;
    const udp = ip + (buf[ip]! & 0x0f) * 4;
    if (udp + 8 > end) continue;
    const udpLength = buf.readUInt16BE(udp + 4);
    onPacket({
      atMs: seconds * 1000 + (header.nanoseconds ? fraction / 1e6 : fraction / 1e3),
      src: { host: ipv4(buf, ip + 12), port: buf.readUInt16BE(udp) },
      dst: { host: ipv4(buf, ip + 16), port: buf.readUInt16BE(udp + 2) },
      payload: buf.subarray(udp + 8, Math.min(end, udp + udpLength)),
    });
  }
  return offset;
}

/** The UDP over IPv4 packets of a pcap file; other packets are skipped, a cut-off last record ends the read. */
export function readPcap(file: Buffer): CapturedPacket[] {
  if (file.length < 24) return [];
  const packets: CapturedPacket[] = [];
  readRecords(file, 24, readHeader(file), (packet) => packets.push(packet));
  return packets;
}

/**
 * The packets of a pcap file read as a stream: the file is never held whole (an hour-long call's
 * capture is tens of megabytes), only the chunk being read and a record cut at its end.
 */
export async function* streamPcap(file: string): AsyncGenerator<CapturedPacket> {
  let pending: Buffer = Buffer.alloc(0);
  let header: PcapHeader | null = null;
  for await (const chunk of createReadStream(file, { highWaterMark: 256 * 1024 })) {
    let buf: Buffer = pending.length ? Buffer.concat([pending, chunk as Buffer]) : (chunk as Buffer);
    if (!header) {
      if (buf.length < 24) {
        pending = buf;
        continue;
      }
      header = readHeader(buf);
      buf = buf.subarray(24);
    }
    const packets: CapturedPacket[] = [];
    const rest = readRecords(buf, 0, header, (packet) => packets.push(packet));
    // What is kept past this chunk is copied: a view would hold the whole chunk.
    pending = Buffer.from(buf.subarray(rest));
    yield* packets;
  }
}

/** The global header of a pcap file of raw IPv4 packets (microsecond times). */
export function pcapHeader(): Buffer {
  const header = Buffer.alloc(24);
  header.writeUInt32LE(0xa1b2c3d4, 0);
  header.writeUInt16LE(2, 4);
  header.writeUInt16LE(4, 6);
  header.writeUInt32LE(65535, 16);
  header.writeUInt32LE(LINKTYPE_RAW, 20);
  return header;
}

/** One packet as a pcap record of a raw IPv4/UDP packet. */
export function pcapRecord(p: CapturedPacket): Buffer {
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
}

/** A pcap file of raw IPv4/UDP packets (tests, and captures we write ourselves). */
export function writePcap(packets: CapturedPacket[]): Buffer {
  return Buffer.concat([pcapHeader(), ...packets.map(pcapRecord)]);
}
