import { io as connect, type Socket } from 'socket.io-client';
import { createTransport } from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '@/tests/support/eventually';
import type { TestServer } from '@/tests/support/test-server';
import { startRepServer } from '@/tests/support/server-fixtures';
import { freshContact } from '@/tests/support/messaging-helpers';
import { userByEmail } from '@/tests/support/server-helpers';

/** Spec 3 email notifications (inboundEmailsDesktop): mail the demo mailbox receives for a user is announced to that user alone. */
let server: TestServer, rep: string, repId: number, tenantId: number;
let origin: string;
beforeAll(async () => {
  ({ server, rep, repId, tenantId } = await startRepServer());
  origin = await server.app.listen(0);
});
afterAll(() => server.close());

interface Received {
  mailId: number;
  from: string;
  subject: string;
  contactId: number | null;
}

async function listen(token: string): Promise<{ socket: Socket; heard: Received[] }> {
  const socket = connect(`${origin}/updates`, { auth: { token }, transports: ['websocket'], reconnection: false });
  await new Promise<void>((resolve, reject) => (socket.once('connect', () => resolve()), socket.once('connect_error', reject)));
  const heard: Received[] = [];
  socket.on('email.received', (e: Received) => heard.push(e));
  return { socket, heard };
}

const send = (from: string, to: string, subject: string) => createTransport({ url: server.mail.url }).sendMail({ from, to, subject, text: 'Hello there.' });

describe('email.received', () => {
  it('tells the user mail came to their address, naming the sender and the contact with that address; nobody else hears it', async () => {
    const me = await listen(rep);
    const colleague = await listen(await server.login('rep2@demo.test'));
    try {
      const contact = await freshContact(server.db, tenantId, repId);
      const { email } = await userByEmail(server.db, 'rep@demo.test');
      await send(`Ann Lee <${contact.email}>`, email, 'Re: pricing');
      await eventually(
        () => me.heard.length,
        (n) => n >= 1,
      );
      expect(me.heard[0]).toMatchObject({ from: `Ann Lee <${contact.email}>`, subject: 'Re: pricing', contactId: contact.id });
      // From someone who is not a contact: no contact to open.
      await send('stranger@elsewhere.test', email, 'Hello');
      await eventually(
        () => me.heard.length,
        (n) => n >= 2,
      );
      expect(me.heard[1]).toMatchObject({ subject: 'Hello', contactId: null });
      // Mail to a contact's address is nobody's inbound mail here.
      await send(email, contact.email, 'Outbound');
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(me.heard).toHaveLength(2);
      expect(colleague.heard).toEqual([]);
    } finally {
      me.socket.disconnect();
      colleague.socket.disconnect();
    }
  });
});
