import { randomUUID } from 'node:crypto';
import { contactEmails, contactPhones, contacts } from '../../db/schema';
import type { Db } from '../../db/database';
import type { TestServer } from '../../../tests/support/test-server';

/** A fresh contact with one email and one phone (no history, so no email or SMS limit is touched). */
export async function freshContact(db: Db, tenantId: number, ownerId: number, patch: { firstName?: string; isEmailOptOut?: boolean; accountId?: number | null } = {}) {
  const tag = randomUUID().slice(0, 8);
  const phone = `+1202${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
  const [row] = await db
    .insert(contacts)
    .values({ tenantId, ownerId, firstName: patch.firstName ?? 'Ann', lastName: `Lee${tag}`, companyName: 'Acme', isEmailOptOut: patch.isEmailOptOut ?? false, accountId: patch.accountId ?? null })
    .returning({ id: contacts.id });
  const email = `ann.${tag}@acme-${tag}.test`;
  await db.insert(contactEmails).values({ tenantId, contactId: row!.id, address: email, isPrimary: true });
  await db.insert(contactPhones).values({ tenantId, contactId: row!.id, number: phone, type: 'mobile', isPrimary: true });
  return { id: row!.id, email, phone };
}

/** Raw-body upload of an attachment (the multipart form's file as the body). */
export async function upload(server: TestServer, token: string, filename: string, data: Buffer, contentType = 'text/plain') {
  const res = await server.app.fastify.inject({
    method: 'POST',
    url: `/api/v2/emails/attachments?filename=${encodeURIComponent(filename)}`,
    headers: { authorization: `Bearer ${token}`, 'content-type': contentType },
    payload: data,
  });
  return { status: res.statusCode, body: JSON.parse(res.body) as { status: number; message?: string; payload?: { id: number } } };
}

export const get = (server: TestServer, url: string, token?: string) =>
  server.app.fastify.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });

/** Waits until the sink has `n` messages (SMTP delivery is asynchronous only in the sink's callback order). */
export async function sinkCount(server: TestServer, n: number) {
  for (let i = 0; i < 50 && server.mail.messages.length < n; i++) await new Promise((r) => setTimeout(r, 20));
  return server.mail.messages.length;
}
