import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activities, emailMessages } from '../../db/schema';
import type { TestServer } from '@/tests/support/test-server';
import { startRepServer } from '@/tests/support/server-fixtures';
import { count, otherTenant } from '@/tests/support/crm-helpers';
import { userByEmail } from '@/tests/support/server-helpers';
import { freshContact, get, sinkCount, upload } from '@/tests/support/messaging-helpers';

let server: TestServer, rep: string, repId: number, tenantId: number;
beforeAll(async () => ({ server, rep, repId, tenantId } = await startRepServer()));
afterAll(() => server.close());

const body = (contactId: number, to: string, patch: Record<string, unknown> = {}) => ({
  to,
  contact: { contactId, email: to },
  template: { subject: 'Hello {{contact.firstName}}', body: '<p>Hi {{contact.firstName}}, see <a href="https://example.test/pricing?a=1&amp;b=2">pricing</a>. {{user.firstName}}</p>' },
  trackOpens: true,
  trackClicks: true,
  ...patch,
});

describe('POST /emails/send', () => {
  it('sends over SMTP with the variables filled and the attachment, and writes one email-out activity', async () => {
    const c = await freshContact(server.db, tenantId, repId, { firstName: 'Zelda' });
    const file = await upload(server, rep, 'notes.txt', Buffer.from('attached text'));
    expect(file.status).toBe(200);
    const before = server.mail.messages.length;
    const res = await server.request('POST', '/emails/send', { token: rep, body: body(c.id, ` ${c.email} `, { attachments: [file.body.payload!.id] }) });
    expect(res.status).toBe(200);
    expect(await sinkCount(server, before + 1)).toBe(before + 1);
    const mail = server.mail.messages.at(-1)!;
    expect(mail.to).toEqual([c.email]);
    expect(mail.raw).toContain('Subject: Hello Zelda');
    expect(mail.raw).toContain('Hi Zelda');
    expect(mail.raw).toContain('filename=notes.txt');
    expect(mail.raw).not.toContain('{{');

    const timeline = await server.request('GET', `/timeline?contactId=${c.id}`, { token: rep });
    const entry = timeline.body.payload.entries[0];
    expect(entry).toMatchObject({ type: 'email', direction: 'out', content: 'Hello Zelda', email: { status: 'sent', opens: 0, clicks: 0 } });

    const message = await server.request('GET', `/emails/messages/${res.body.payload.messageId}`, { token: rep });
    expect(message.body.payload.message).toMatchObject({ subject: 'Hello Zelda', opens: 0, clicks: 0, attachments: [{ filename: 'notes.txt', size: 13 }] });
    // The sent file downloads with its message id.
    const download = await get(server, `/api/v2/emails/attachments/${file.body.payload!.id}?message_id=${res.body.payload.messageId}`, rep);
    expect(download.statusCode).toBe(200);
    expect(download.body).toBe('attached text');
  });

  it('does not track when the toggles are off', async () => {
    const c = await freshContact(server.db, tenantId, repId);
    await server.request('POST', '/emails/send', { token: rep, body: body(c.id, c.email, { trackOpens: false, trackClicks: false }) });
    const raw = server.mail.messages.at(-1)!.raw;
    expect(raw).not.toContain('/api/t/');
    expect(raw).toContain('https://example.test/pricing');
  });

  it('refuses a second email to the same contact on one day, and nothing is sent or written', async () => {
    const c = await freshContact(server.db, tenantId, repId);
    expect((await server.request('POST', '/emails/send', { token: rep, body: body(c.id, c.email) })).status).toBe(200);
    const sent = server.mail.messages.length;
    const again = await server.request('POST', '/emails/send', { token: rep, body: body(c.id, c.email) });
    expect(again.status).toBe(429);
    expect(again.body).toMatchObject({ message: 'Email limit reached: at most 1 email per contact per day.', code: 'EMAIL_LIMIT_CONTACT_DAY' });
    expect(server.mail.messages.length).toBe(sent);
    expect(await count(server.db, activities, and(eq(activities.contactId, c.id), eq(activities.kind, 'email')))).toBe(1);
  });

  it('refuses an opted-out contact and, when only the owner may send, a non-owner', async () => {
    const optedOut = await freshContact(server.db, tenantId, repId, { isEmailOptOut: true });
    const res = await server.request('POST', '/emails/send', { token: rep, body: body(optedOut.id, optedOut.email) });
    expect(res.body).toMatchObject({ status: 429, code: 'EMAIL_OPT_OUT', message: 'Cannot send email: the contact has opted out of email.' });

    const admin = await server.login('admin@demo.test');
    expect((await server.request('PUT', '/emails/security-settings', { token: rep, body: { onlyOwnerCanSend: true } })).status).toBe(403);
    const set = await server.request('PUT', '/emails/security-settings', { token: admin, body: { onlyOwnerCanSend: true } });
    expect(set.body.payload).toMatchObject({ onlyOwnerCanSend: true, maximumPerUserPerDay: 450 });
    const othersContact = await freshContact(server.db, tenantId, (await userByEmail(server.db, 'rep2@demo.test')).id);
    const refused = await server.request('POST', '/emails/send', { token: rep, body: body(othersContact.id, othersContact.email) });
    expect(refused.body).toMatchObject({ status: 429, code: 'EMAIL_ONLY_OWNER' });
    await server.request('PUT', '/emails/security-settings', { token: admin, body: { onlyOwnerCanSend: false } });
  });

  it('refuses bad addresses with a clear message and sends nothing', async () => {
    const c = await freshContact(server.db, tenantId, repId);
    const sent = server.mail.messages.length;
    const bad = await server.request('POST', '/emails/send', { token: rep, body: body(c.id, `${c.email}, not-an-address`) });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('Invalid email address: not-an-address');
    const empty = await server.request('POST', '/emails/send', { token: rep, body: body(c.id, '  ') });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toContain('At least one recipient is required');
    expect((await server.request('POST', '/emails/send', { token: rep, body: body(c.id, c.email, { cc: 'a@b' }) })).status).toBe(400);
    expect(server.mail.messages.length).toBe(sent);
  });

  it('needs a configured mailbox (rep2 has none)', async () => {
    const rep2 = await server.login('rep2@demo.test');
    const c = await freshContact(server.db, tenantId, (await userByEmail(server.db, 'rep2@demo.test')).id);
    const res = await server.request('POST', '/emails/send', { token: rep2, body: body(c.id, c.email) });
    expect(res.body).toMatchObject({ status: 400, code: 'EMAIL_ACCOUNT_MISSING', message: 'Email needs a configured mailbox.' });
  });

  it('refuses attachments over 25,000,000 bytes in total', async () => {
    const c = await freshContact(server.db, tenantId, repId);
    const big = Buffer.alloc(13_000_000, 1);
    const a = await upload(server, rep, 'a.bin', big, 'application/octet-stream');
    const b = await upload(server, rep, 'b.bin', big, 'application/octet-stream');
    const res = await server.request('POST', '/emails/send', { token: rep, body: body(c.id, c.email, { attachments: [a.body.payload!.id, b.body.payload!.id] }) });
    expect(res.body).toMatchObject({ status: 400, message: 'Attachments size is too large. Maximum total size is 25MB.' });
    const tooBig = await upload(server, rep, 'c.bin', Buffer.alloc(25_000_001, 1), 'application/octet-stream');
    expect(tooBig.status).toBe(413);
    expect(tooBig.body.message).toBe('Attachments size is too large. Maximum total size is 25MB.');
    expect((await upload(server, rep, '', Buffer.from('x'))).status).toBe(400);
  });

  it("keeps every tenant's mail to itself", async () => {
    const other = await otherTenant(server);
    const c = await freshContact(server.db, tenantId, repId);
    const res = await server.request('POST', '/emails/send', { token: other.token, body: body(c.id, c.email) });
    // The other tenant's manager has no mailbox; with one, the contact is still not found.
    expect(res.status).toBe(400);
    await server.request('POST', '/emails/accounts', { token: other.token, body: { address: 'boss@other.test' } });
    expect((await server.request('POST', '/emails/send', { token: other.token, body: body(c.id, c.email) })).status).toBe(404);
    const [mine] = await server.db.select({ id: emailMessages.id }).from(emailMessages).where(eq(emailMessages.tenantId, tenantId)).limit(1);
    expect((await server.request('GET', `/emails/messages/${mine!.id}`, { token: other.token })).status).toBe(404);
    expect((await server.request('GET', `/emails/variables?contactId=${c.id}`, { token: other.token })).status).toBe(404);
    const file = await upload(server, rep, 'secret.txt', Buffer.from('secret'));
    expect((await get(server, `/api/v2/emails/attachments/${file.body.payload!.id}`, other.token)).statusCode).toBe(404);
    expect((await get(server, `/api/v2/emails/attachments/${file.body.payload!.id}`, rep)).statusCode).toBe(200);
  });
});
