import { createHmac, randomBytes } from 'node:crypto';
import dgram from 'node:dgram';
import { crc32 } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { startStunResponder } from './stun-responder';

describe("the carrier's STUN responder (ICE-lite)", () => {
  it('answers a Binding request with the mapped address, signed with the ICE password and fingerprinted', async () => {
    const stun = await startStunResponder('carrier-ice-password');
    const client = dgram.createSocket('udp4');
    await new Promise<void>((r) => client.bind(0, '127.0.0.1', () => r()));
    const request = Buffer.alloc(20);
    request.writeUInt16BE(0x0001, 0);
    request.writeUInt32BE(0x2112a442, 4);
    const tid = randomBytes(12);
    tid.copy(request, 8);
    const clientPort = client.address().port;
    const reply = await new Promise<Buffer>((resolve) => {
      client.once('message', resolve);
      client.send(request, stun.port, '127.0.0.1');
    });
    client.close();
    stun.close();

    expect(reply.readUInt16BE(0)).toBe(0x0101);
    expect(reply.subarray(8, 20).equals(tid)).toBe(true);
    expect(reply.readUInt16BE(2)).toBe(reply.length - 20);
    // XOR-MAPPED-ADDRESS decodes to the client's own address and port.
    expect(reply.readUInt16BE(20)).toBe(0x0020);
    expect(reply.readUInt16BE(26) ^ 0x2112).toBe(clientPort);
    expect((reply.readUInt32BE(28) ^ 0x2112a442) >>> 0).toBe(0x7f000001);
    // MESSAGE-INTEGRITY verifies with the password.
    const miAt = 32;
    expect(reply.readUInt16BE(miAt)).toBe(0x0008);
    const signed = Buffer.from(reply.subarray(0, miAt));
    signed.writeUInt16BE(miAt + 24 - 20, 2);
    expect(
      createHmac('sha1', 'carrier-ice-password')
        .update(signed)
        .digest()
        .equals(reply.subarray(miAt + 4, miAt + 24)),
    ).toBe(true);
    // FINGERPRINT closes the message.
    const fpAt = miAt + 24;
    expect(reply.readUInt16BE(fpAt)).toBe(0x8028);
    expect(reply.readUInt32BE(fpAt + 4)).toBe((crc32(reply.subarray(0, fpAt)) ^ 0x5354554e) >>> 0);
  });

  it('ignores what is not a Binding request', async () => {
    const stun = await startStunResponder('pwd');
    const client = dgram.createSocket('udp4');
    await new Promise<void>((r) => client.bind(0, '127.0.0.1', () => r()));
    let answered = false;
    client.on('message', () => (answered = true));
    client.send(Buffer.from('\x16\xfe\xfd not stun, a DTLS record'), stun.port, '127.0.0.1');
    await new Promise((r) => setTimeout(r, 100));
    client.close();
    stun.close();
    expect(answered).toBe(false);
  });
});
