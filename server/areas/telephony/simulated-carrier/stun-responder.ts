import { createHmac } from 'node:crypto';
import dgram from 'node:dgram';
import { crc32 } from 'node:zlib';

/**
 * The carrier's ICE-lite side: it answers the browser's STUN connectivity checks on its host
 * candidate (127.0.0.1), so ICE connects and stays connected (consent checks) instead of failing
 * after ~15 s. It never starts DTLS, and the browser (DTLS server, we answer `setup:active`) waits
 * quietly: signalling and ICE are real, no audio flows. RFC 5389 / 8445.
 */
const MAGIC = 0x2112a442;
const BINDING_REQUEST = 0x0001;
const BINDING_SUCCESS = 0x0101;
const ATTR = { XOR_MAPPED_ADDRESS: 0x0020, MESSAGE_INTEGRITY: 0x0008, FINGERPRINT: 0x8028 } as const;

function attribute(type: number, value: Buffer): Buffer {
  const padded = Buffer.alloc(4 + Math.ceil(value.length / 4) * 4);
  padded.writeUInt16BE(type, 0);
  padded.writeUInt16BE(value.length, 2);
  value.copy(padded, 4);
  return padded;
}

function xorMappedAddress(address: string, port: number): Buffer {
  const v = Buffer.alloc(8);
  v.writeUInt8(0, 0);
  v.writeUInt8(0x01, 1);
  v.writeUInt16BE(port ^ (MAGIC >>> 16), 2);
  const ip = address.split('.').reduce((acc, part) => (acc << 8) + Number(part), 0) >>> 0;
  v.writeUInt32BE((ip ^ MAGIC) >>> 0, 4);
  return v;
}

/** A Binding success response for `request`, signed with our ICE password. */
export function bindingSuccess(request: Buffer, from: { address: string; port: number }, icePwd: string): Buffer | null {
  if (request.length < 20 || request.readUInt16BE(0) !== BINDING_REQUEST || request.readUInt32BE(4) !== MAGIC) return null;
  const header = Buffer.alloc(20);
  header.writeUInt16BE(BINDING_SUCCESS, 0);
  header.writeUInt32BE(MAGIC, 4);
  request.copy(header, 8, 8, 20);
  let body = attribute(ATTR.XOR_MAPPED_ADDRESS, xorMappedAddress(from.address, from.port));
  // MESSAGE-INTEGRITY covers the message with its length set as if it ended after this attribute.
  header.writeUInt16BE(body.length + 24, 2);
  const mac = createHmac('sha1', icePwd)
    .update(Buffer.concat([header, body]))
    .digest();
  body = Buffer.concat([body, attribute(ATTR.MESSAGE_INTEGRITY, mac)]);
  header.writeUInt16BE(body.length + 8, 2);
  const fingerprint = Buffer.alloc(4);
  fingerprint.writeUInt32BE((crc32(Buffer.concat([header, body])) ^ 0x5354554e) >>> 0, 0);
  return Buffer.concat([header, body, attribute(ATTR.FINGERPRINT, fingerprint)]);
}

export interface StunResponder {
  port: number;
  close(): void;
}

export function startStunResponder(icePwd: string, host = '127.0.0.1'): Promise<StunResponder> {
  return new Promise((resolve, reject) => {
    const socket = dgram.createSocket('udp4');
    socket.on('message', (msg, rinfo) => {
      const reply = bindingSuccess(msg, rinfo, icePwd);
      if (reply) socket.send(reply, rinfo.port, rinfo.address);
    });
    socket.once('error', reject);
    socket.bind(0, host, () => {
      socket.off('error', reject);
      socket.on('error', () => undefined);
      resolve({
        port: socket.address().port,
        close: () => {
          try {
            socket.close();
          } catch {
            // already closed
          }
        },
      });
    });
  });
}
