import { randomBytes } from 'node:crypto';
import dgram from 'node:dgram';
import { bdecode, bencode, type Bencoded } from './bencode';

export type NgReply = { [key: string]: Bencoded };

/** A failed ng command: rtpengine's error reason, a timeout, or a malformed answer. It concerns that call only. */
export class NgError extends Error {
  override name = 'NgError';
}

/**
 * rtpengine's ng control protocol over UDP on loopback: each request is `<cookie> <bencoded dict>`
 * and its answer carries the same cookie. A request not answered within the timeout, or answered
 * with something that does not parse, is an error for that request only.
 */
export function createNgClient(options: { host: string; port: number; timeoutMs?: number }) {
  const socket = dgram.createSocket('udp4');
  socket.unref();
  let closed = false;
  const pending = new Map<string, { resolve(reply: NgReply): void; reject(error: Error): void; timer: NodeJS.Timeout }>();
  socket.on('message', (message) => {
    const space = message.indexOf(0x20);
    if (space <= 0) return;
    const cookie = message.toString('latin1', 0, space);
    const request = pending.get(cookie);
    if (!request) return;
    pending.delete(cookie);
    clearTimeout(request.timer);
    try {
      const reply = bdecode(message.subarray(space + 1));
      if (typeof reply !== 'object' || Array.isArray(reply)) throw new Error('not a dictionary');
      if (reply.result === 'error') return request.reject(new NgError(`rtpengine: ${String(reply['error-reason'] ?? 'error')}`));
      request.resolve(reply);
    } catch (error) {
      request.reject(new NgError(`rtpengine answered something malformed: ${error instanceof Error ? error.message : String(error)}`));
    }
  });
  return {
    request(command: string, params: { [key: string]: Bencoded | boolean | undefined } = {}): Promise<NgReply> {
      const cookie = randomBytes(8).toString('hex');
      const dict: { [key: string]: Bencoded } = { command };
      for (const [key, value] of Object.entries(params)) if (value !== undefined) dict[key] = typeof value === 'boolean' ? (value ? 'yes' : 'no') : value;
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          pending.delete(cookie);
          reject(new NgError(`rtpengine did not answer '${command}' within ${options.timeoutMs ?? 2000} ms`));
        }, options.timeoutMs ?? 2000);
        pending.set(cookie, { resolve, reject, timer });
        socket.send(Buffer.concat([Buffer.from(`${cookie} `), bencode(dict)]), options.port, options.host, (error) => {
          if (!error) return;
          pending.delete(cookie);
          clearTimeout(timer);
          reject(new NgError(`rtpengine control: ${error.message}`));
        });
      });
    },
    close() {
      if (closed) return;
      closed = true;
      for (const { reject, timer } of pending.values()) {
        clearTimeout(timer);
        reject(new NgError('rtpengine control closed'));
      }
      pending.clear();
      socket.close();
    },
  };
}

export type NgClient = ReturnType<typeof createNgClient>;
