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
/** A message sent byte for byte as written (other mailers' charsets and encodings), through real SMTP to the sink. */
const sendRaw = (from: string, to: string, raw: Buffer) => createTransport({ url: server.mail.url }).sendMail({ envelope: { from, to: [to] }, raw });

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

// Shift_JIS bytes, written out: Node can decode Shift_JIS but not encode it.
const SJIS = {
  name: Buffer.from('8e52936391be9859', 'hex'), // 山田太郎
  subject: Buffer.from('82a88ca990cf82e082e882cc8c8f', 'hex'), // お見積もりの件
  body: Buffer.from('82a890a2986282c982c882c182c482a882e882dc82b781428ca990cf8f9182f082a8919782e882b582dc82b78142', 'hex'), // お世話になっております。見積書をお送りします。
};

describe('mail in other charsets', () => {
  it('reads a Latin-1 (quoted-printable, encoded words) and a Shift_JIS (8-bit) mail right in the announcement and the demo mailbox', async () => {
    const { email } = await userByEmail(server.db, 'rep@demo.test');
    const latin1 = Buffer.from(
      [
        'From: =?ISO-8859-1?Q?Jos=E9_M=FCller?= <jose@latin.test>',
        `To: ${email}`,
        'Subject: =?iso-8859-1?q?Angebot_f=FCr_das_Caf=E9_Z=FCrich?=',
        'MIME-Version: 1.0',
        'Content-Type: text/plain; charset=ISO-8859-1',
        'Content-Transfer-Encoding: quoted-printable',
        '',
        'Gr=FC=DFe aus Z=FCrich: der B=E4r isst Cr=E8me br=FBl=E9e f=FCr 5 =A3.',
        '',
      ].join('\r\n'),
    );
    const shiftJis = Buffer.concat([
      Buffer.from(`From: =?Shift_JIS?B?${SJIS.name.toString('base64')}?= <yamada@sjis.test>\r\nTo: ${email}\r\nSubject: =?Shift_JIS?B?${SJIS.subject.toString('base64')}?=\r\n`),
      Buffer.from('MIME-Version: 1.0\r\nContent-Type: text/plain; charset=Shift_JIS\r\nContent-Transfer-Encoding: 8bit\r\n\r\n'),
      SJIS.body,
      Buffer.from('\r\n'),
    ]);
    const expected = [
      { from: 'José Müller <jose@latin.test>', subject: 'Angebot für das Café Zürich', text: 'Grüße aus Zürich: der Bär isst Crème brûlée für 5 £.' },
      { from: '山田太郎 <yamada@sjis.test>', subject: 'お見積もりの件', text: 'お世話になっております。見積書をお送りします。' },
    ];
    const me = await listen(rep);
    try {
      await sendRaw('jose@latin.test', email, latin1);
      await sendRaw('yamada@sjis.test', email, shiftJis);
      await eventually(
        () => me.heard.length,
        (n) => n >= 2,
      );
    } finally {
      me.socket.disconnect();
    }
    // In the order sent (the sink numbers mail as it arrives; announcements may overtake each other).
    const heard = [...me.heard].sort((x, y) => x.mailId - y.mailId);
    expect(heard.map((e) => ({ from: e.from, subject: e.subject }))).toEqual(expected.map(({ from, subject }) => ({ from, subject })));
    const ids = heard.map((e) => e.mailId);
    const list = await server.request('GET', '/emails/mailbox?limit=10', { token: rep });
    expect(list.status).toBe(200);
    const listed = (list.body.payload.messages as { id: number; from: string; subject: string }[]).filter((m) => ids.includes(m.id));
    // Newest first.
    expect(listed.map(({ from, subject }) => ({ from, subject }))).toEqual(expected.map(({ from, subject }) => ({ from, subject })).reverse());
    for (const [i, id] of ids.entries()) {
      const read = await server.request('GET', `/emails/mailbox/${id}`, { token: rep });
      expect(read.status).toBe(200);
      expect(read.body.payload.message).toMatchObject({ ...expected[i], html: null });
      expect(JSON.stringify(read.body.payload.message)).not.toContain('\uFFFD');
    }
  });
});
