import { SMTPServer } from 'smtp-server';

export interface SunkMail {
  /** Increasing from 1 for the life of the sink (the demo mailbox's message id). */
  id: number;
  to: string[];
  /** The message as received, byte for byte: what a MIME reader decodes (it may be in any charset). */
  source: Buffer;
  /** The same bytes read as UTF-8, for a quick look (logs, tests matching ASCII headers). */
  raw: string;
  receivedAt: Date;
}

/**
 * The built-in SMTP sink for the demo and the tests: a real SMTP server on loopback that keeps
 * what it receives in memory (the last 200 messages) instead of delivering it.
 */
export async function startSmtpSink(port: number, onMail?: (mail: SunkMail) => void) {
  const messages: SunkMail[] = [];
  const listeners = new Set<(mail: SunkMail) => void>();
  let nextId = 1;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const source = Buffer.concat(chunks);
        const mail = { id: nextId++, to: session.envelope.rcptTo.map((r) => r.address), source, raw: source.toString('utf8'), receivedAt: new Date() };
        messages.push(mail);
        if (messages.length > 200) messages.shift();
        onMail?.(mail);
        for (const listener of listeners) listener(mail);
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const address = server.server.address();
  const boundPort = typeof address === 'object' && address ? address.port : port;
  return {
    port: boundPort,
    url: `smtp://127.0.0.1:${boundPort}`,
    messages,
    /** Calls `listener` with each mail received from now on; returns the way to stop. */
    subscribe(listener: (mail: SunkMail) => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type SmtpSink = Awaited<ReturnType<typeof startSmtpSink>>;
