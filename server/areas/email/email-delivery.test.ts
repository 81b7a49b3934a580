import { and, eq, sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activities, emailAccounts, emailMessages } from '../../db/schema';
import type { TestServer } from '@/tests/support/test-server';
import { startRepServer } from '@/tests/support/server-fixtures';
import { count, otherTenant } from '@/tests/support/crm-helpers';
import { userByEmail } from '@/tests/support/server-helpers';
import { freshContact, get, multipartBody, sinkCount, upload } from '@/tests/support/messaging-helpers';

let server: TestServer, rep: string, repId: number, tenantId: number;
beforeAll(async () => ({ server, rep, repId, tenantId } = await startRepServer()));
afterAll(() => server.close());

const send = (token: string, contactId: number, to: string, patch: Record<string, unknown> = {}) =>
  server.request('POST', '/emails/send', { token, body: { to, contact: { contactId, email: to }, template: { subject: 'Hello', body: '<p>Hi</p>' }, ...patch } });
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const unfold = (raw: string) => raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');

describe('attachments as multipart/form-data', () => {
  it('stores the form file with its name and type, and refuses other bodies and no session', async () => {
    const file = await upload(server, rep, 'price list.csv', Buffer.from('a,b\n1,2\n'), 'text/csv');
    expect(file.status).toBe(200);
    expect(file.body.payload!.attachment).toMatchObject({ filename: 'price list.csv', size: 8, content_type: 'text/csv' });
    const raw = await server.app.fastify.inject({
      method: 'POST',
      url: '/api/v2/emails/attachments?filename=x.txt',
      headers: { authorization: `Bearer ${rep}`, 'content-type': 'text/plain' },
      payload: 'x',
    });
    expect(raw.statusCode).toBe(400);
    expect(JSON.parse(raw.body).message).toBe('Send the file as multipart/form-data');
    const form = multipartBody('file', 'a.txt', Buffer.from('x'), 'text/plain');
    const anonymous = await server.app.fastify.inject({ method: 'POST', url: '/api/v2/emails/attachments', headers: { 'content-type': form.contentType }, payload: form.payload });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('email security limits are serialised per contact', () => {
  it('lets only one of six concurrent sends to one contact pass the 1-per-day limit (more than the 4 pool connections)', async () => {
    const c = await freshContact(server.db, tenantId, repId);
    const results = await Promise.all(Array.from({ length: 6 }, () => send(rep, c.id, c.email)));
    expect(results.map((r) => r.status).sort()).toEqual([200, 429, 429, 429, 429, 429]);
    expect(await count(server.db, activities, and(eq(activities.contactId, c.id), eq(activities.kind, 'email')))).toBe(1);
  });

  it('does not hold back concurrent sends to different contacts', async () => {
    const [a, b] = [await freshContact(server.db, tenantId, repId), await freshContact(server.db, tenantId, repId)];
    const results = await Promise.all([send(rep, a.id, a.email), send(rep, b.id, b.email)]);
    expect(results.map((r) => r.status)).toEqual([200, 200]);
  });
});

describe('mailbox passwords', () => {
  it('are encrypted at rest, never returned, and decrypted only to log in to the relay', async () => {
    const logins: string[] = [];
    const delivered: string[] = [];
    const relay = new SMTPServer({
      authOptional: false,
      allowInsecureAuth: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onAuth(auth, _session, cb) {
        logins.push(`${auth.username}:${auth.password}`);
        if (auth.password === 'Relay-Pass-9') cb(null, { user: auth.username });
        else cb(new Error('Invalid username or password'));
      },
      onData(stream, _session, cb) {
        let text = '';
        stream.on('data', (chunk: Buffer) => (text += chunk.toString()));
        stream.on('end', () => (delivered.push(text), cb()));
      },
    });
    await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve));
    const port = (relay.server.address() as { port: number }).port;
    try {
      const manager = await server.login('manager@demo.test');
      const managerId = (await userByEmail(server.db, 'manager@demo.test')).id;
      const connect = await server.request('POST', '/emails/accounts', {
        token: manager,
        body: { address: 'manager@demo.test', smtpHost: '127.0.0.1', smtpPort: port, username: 'mgr', password: 'Relay-Pass-9' },
      });
      expect(connect.status).toBe(200);
      expect(JSON.stringify(connect.body)).not.toContain('Relay-Pass-9');
      expect(JSON.stringify((await server.request('GET', '/emails/accounts', { token: manager })).body)).not.toContain('Relay-Pass-9');
      const [row] = await server.db.select({ password: emailAccounts.password }).from(emailAccounts).where(eq(emailAccounts.userId, managerId));
      expect(row!.password).toMatch(/^v1:/);
      expect(row!.password).not.toContain('Relay-Pass-9');

      const c = await freshContact(server.db, tenantId, managerId);
      const res = await send(manager, c.id, c.email);
      expect(res.status).toBe(200);
      expect(logins).toEqual(['mgr:Relay-Pass-9']);
      expect(delivered).toHaveLength(1);
    } finally {
      await new Promise<void>((resolve) => relay.close(() => resolve()));
    }
  });
});

describe('a mailbox password encrypted under another server secret', () => {
  it('is refused with a clear message and nothing is sent', async () => {
    const admin = await server.login('admin@demo.test');
    const adminId = (await userByEmail(server.db, 'admin@demo.test')).id;
    await server.request('POST', '/emails/accounts', { token: admin, body: { address: 'admin@demo.test', smtpHost: '127.0.0.1', smtpPort: 2, username: 'adm', password: 'old-pass' } });
    await server.db.update(emailAccounts).set({ password: 'v1:AAAAAAAAAAAAAAAA:AAAAAAAAAAAAAAAAAAAAAA:AAAA' }).where(eq(emailAccounts.userId, adminId));
    const c = await freshContact(server.db, tenantId, adminId);
    const res = await send(admin, c.id, c.email);
    expect(res.body).toMatchObject({ status: 400, code: 'EMAIL_ACCOUNT_PASSWORD', message: 'The mailbox password cannot be read: connect the mailbox again' });
    expect(await count(server.db, activities, and(eq(activities.contactId, c.id), eq(activities.kind, 'email')))).toBe(0);
    await server.request('POST', '/emails/accounts', { token: admin, body: { address: 'admin@demo.test' } });
  });
});

describe('reply and forward', () => {
  it('threads a reply to the original (In-Reply-To its Message-ID) and records the reply type', async () => {
    const c = await freshContact(server.db, tenantId, repId);
    await server.request('PUT', '/emails/security-settings', { token: await server.login('admin@demo.test'), body: { maximumPerContactPerDay: 5 } });
    const first = await send(rep, c.id, c.email);
    await sinkCount(server, 1);
    const originalId = /^Message-ID: (<[^>]+>)/im.exec(server.mail.messages.at(-1)!.raw)?.[1];
    expect(originalId).toBeTruthy();
    const reply = await send(rep, c.id, c.email, {
      replyToEmailId: first.body.payload.messageId,
      template: { replyType: 'reply', subject: 'Re: Hello', body: '<p>Again</p><blockquote>On Mon</blockquote>' },
    });
    expect(reply.status).toBe(200);
    expect(server.mail.messages.at(-1)!.raw).toContain(`In-Reply-To: ${originalId}`);
    const message = await server.request('GET', `/emails/messages/${reply.body.payload.messageId}`, { token: rep });
    expect(message.body.payload.message).toMatchObject({ replyToEmailId: first.body.payload.messageId, replyType: 'reply', subject: 'Re: Hello', from: expect.stringContaining('<rep@demo.test>') });
    const forward = await send(rep, c.id, c.email, { replyToEmailId: first.body.payload.messageId, template: { replyType: 'forward', subject: 'Fwd: Hello', body: '<p>FYI</p>' } });
    expect(forward.status).toBe(200);
    expect(server.mail.messages.at(-1)!.raw).not.toContain('In-Reply-To');
    // Another tenant's message cannot be replied to.
    const other = await otherTenant(server);
    await server.request('POST', '/emails/accounts', { token: other.token, body: { address: 'boss@other.test' } });
    const foreign = await send(other.token, other.contactId, 'olga@other.test', { replyToEmailId: first.body.payload.messageId });
    expect(foreign.status).toBe(404);
    await server.request('PUT', '/emails/security-settings', { token: await server.login('admin@demo.test'), body: { maximumPerContactPerDay: 1 } });
  });
});

describe('inline images', () => {
  it('uploads an image, shows it by its URL, and sends it as a CID attachment', async () => {
    const form = multipartBody('file', 'logo.png', PNG, 'image/png');
    const put = await server.app.fastify.inject({
      method: 'PUT',
      url: '/api/media/inline-images',
      headers: { authorization: `Bearer ${rep}`, 'content-type': form.contentType },
      payload: form.payload,
    });
    expect(put.statusCode).toBe(200);
    const { url } = JSON.parse(put.body).payload as { url: string };
    const shown = await get(server, new URL(url).pathname);
    expect(shown.statusCode).toBe(200);
    expect(shown.headers['content-type']).toBe('image/png');
    expect(shown.rawPayload.equals(PNG)).toBe(true);

    const c = await freshContact(server.db, tenantId, repId);
    const res = await send(rep, c.id, c.email, { template: { subject: 'Logo', body: `<p>Our logo</p><img src="${url}">` } });
    expect(res.status).toBe(200);
    const raw = unfold(server.mail.messages.at(-1)!.raw);
    const token = new URL(url).pathname.split('/').pop();
    expect(raw).toContain(`src="cid:${token}@dialworks"`);
    expect(raw).toMatch(new RegExp(`Content-ID: <${token}@dialworks>`));
    expect(server.mail.messages.at(-1)!.raw.replace(/\r?\n/g, '')).toContain(PNG.toString('base64'));
  });

  it('refuses what is not an image, and no session', async () => {
    const text = multipartBody('file', 'x.html', Buffer.from('<script>'), 'text/html');
    const bad = await server.app.fastify.inject({
      method: 'PUT',
      url: '/api/media/inline-images',
      headers: { authorization: `Bearer ${rep}`, 'content-type': text.contentType },
      payload: text.payload,
    });
    expect(bad.statusCode).toBe(400);
    expect(JSON.parse(bad.body).message).toBe('An inline image must be PNG, JPEG, GIF or WebP');
    const form = multipartBody('file', 'logo.png', PNG, 'image/png');
    expect((await server.app.fastify.inject({ method: 'PUT', url: '/api/media/inline-images', headers: { 'content-type': form.contentType }, payload: form.payload })).statusCode).toBe(401);
    expect((await get(server, '/api/media/inline-images/AAAAAAAAAAAAAAAAAAAAAAAA')).statusCode).toBe(404);
  });
});

describe('task context of an email and an SMS', () => {
  it('puts the project name on the email and its activity; bad input and other tenants are refused', async () => {
    const c = await freshContact(server.db, tenantId, repId);
    const sent = await send(rep, c.id, c.email);
    const id = sent.body.payload.messageId as number;
    const res = await server.request('PUT', `/tasks/email/${id}/context`, { token: rep, body: { projectName: ' Q3 renewal ' } });
    expect(res.status).toBe(200);
    expect(res.body.payload.message).toMatchObject({ id, projectName: 'Q3 renewal' });
    const [activity] = await server.db.select({ data: activities.data }).from(activities).where(eq(activities.id, sent.body.payload.activityId));
    expect(activity!.data).toMatchObject({ projectName: 'Q3 renewal' });

    const tooLong = await server.request('PUT', `/tasks/email/${id}/context`, { token: rep, body: { projectName: 'x'.repeat(256) } });
    expect(tooLong.status).toBe(400);
    expect((await server.request('PUT', `/tasks/email/${id}/context`, { token: rep, body: {} })).status).toBe(400);
    const other = await otherTenant(server);
    expect((await server.request('PUT', `/tasks/email/${id}/context`, { token: other.token, body: { projectName: 'x' } })).status).toBe(404);
    const [row] = await server.db.select({ p: emailMessages.projectName }).from(emailMessages).where(eq(emailMessages.id, id));
    expect(row!.p).toBe('Q3 renewal');
    expect((await server.request('PUT', `/tasks/email/${id}/context`, { token: rep, body: { projectName: null } })).body.payload.message.projectName).toBeNull();
  });

  it('puts the project name on an SMS and its activity; only its own user may', async () => {
    const c = await freshContact(server.db, tenantId, repId);
    const { numbers } = (await server.request('GET', '/sms/numbers', { token: rep })).body.payload;
    const sms = await server.request('POST', `/sms/send/contact/${c.id}`, { token: rep, body: { to: c.phone, from: numbers[0].phoneNumber, body: 'Hi' } });
    expect(sms.status).toBe(200);
    const id = sms.body.payload.messageId as number;
    const res = await server.request('PUT', `/tasks/sms/${id}/context`, { token: rep, body: { projectName: 'Pilot' } });
    expect(res.body.payload.message).toMatchObject({ id, projectName: 'Pilot', body: 'Hi' });
    const rows = await server.db
      .select({ data: activities.data })
      .from(activities)
      .where(and(eq(activities.kind, 'sms'), sql`(${activities.data}->>'smsId')::int = ${id}`));
    expect(rows.map((r) => r.data)).toEqual([expect.objectContaining({ projectName: 'Pilot' })]);
    expect((await server.request('PUT', `/tasks/sms/${id}/context`, { token: rep, body: { projectName: 7 } })).status).toBe(400);
    expect((await server.request('PUT', `/tasks/sms/${id}/context`, { token: await server.login('rep2@demo.test'), body: { projectName: 'x' } })).status).toBe(404);
    expect((await server.request('PUT', `/tasks/sms/${id}/context`, { token: (await otherTenant(server)).token, body: { projectName: 'x' } })).status).toBe(404);
  });
});

describe('the demo mailbox (the built-in SMTP sink)', () => {
  it('shows a user the mail sent from their mailbox, parsed, and links it to the sent email and contact', async () => {
    const c = await freshContact(server.db, tenantId, repId, { firstName: 'Mia' });
    const file = await upload(server, rep, 'terms.txt', Buffer.from('terms'));
    const sent = await send(rep, c.id, c.email, {
      template: { subject: 'Prices für {{contact.firstName}}', body: '<p>Hi {{contact.firstName}} <script>x</script></p>' },
      attachments: [file.body.payload!.id],
    });
    expect(sent.status).toBe(200);
    await sinkCount(server, 1);
    const list = await server.request('GET', '/emails/mailbox?limit=5', { token: rep });
    expect(list.status).toBe(200);
    const item = list.body.payload.messages[0];
    expect(item).toMatchObject({ subject: 'Prices für Mia', to: [c.email], hasAttachments: true, from: expect.stringContaining('rep@demo.test') });
    const read = await server.request('GET', `/emails/mailbox/${item.id}`, { token: rep });
    expect(read.body.payload.message).toMatchObject({ subject: 'Prices für Mia', emailId: sent.body.payload.messageId, contactId: c.id, contactName: expect.stringContaining('Mia') });
    expect(read.body.payload.message.html).toContain('Hi Mia');
    expect(read.body.payload.message.attachments).toEqual([{ filename: 'terms.txt', contentType: 'text/plain', size: 5, inline: false }]);

    // rep2 sees none of rep's mail; the admin sees all mail sent from the tenant's mailboxes.
    const rep2 = await server.login('rep2@demo.test');
    expect((await server.request('GET', `/emails/mailbox/${item.id}`, { token: rep2 })).status).toBe(404);
    const rep2List = await server.request('GET', '/emails/mailbox?limit=100', { token: rep2 });
    expect(rep2List.body.payload.messages.some((m: { id: number }) => m.id === item.id)).toBe(false);
    const admin = await server.login('admin@demo.test');
    expect((await server.request('GET', `/emails/mailbox/${item.id}`, { token: admin })).status).toBe(200);
    // Another tenant's admin sees nothing of Demo Co.
    const other = await otherTenant(server);
    expect((await server.request('GET', `/emails/mailbox/${item.id}`, { token: other.token })).status).toBe(404);
    expect((await server.request('GET', '/emails/mailbox?limit=0', { token: rep })).status).toBe(400);
  });
});
