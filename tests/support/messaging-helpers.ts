import { parsePhoneNumberFromString } from 'libphonenumber-js';
import { randomUUID } from 'node:crypto';
import { contactEmails, contactPhones, contacts } from '../../server/db/schema';
import type { Db } from '../../server/db/database';
import type { TestServer } from './test-server';

/**
 * A random Washington DC number that is valid (libphonenumber's rule, which the product's entry and
 * SMS paths apply: no N11 exchange, no 555 outside 01xx) and that the Simulated SMS carrier delivers
 * (it fails numbers ending in 0000). Drawn again until both hold, so no test fails by chance.
 */
export function randomValidNumber(): string {
  for (;;) {
    const phone = `+1202${2 + Math.floor(Math.random() * 8)}${String(Math.floor(Math.random() * 1e6)).padStart(6, '0')}`;
    if (!phone.endsWith('0000') && parsePhoneNumberFromString(phone)?.isValid()) return phone;
  }
}

/** A fresh contact with one email and one phone (no history, so no email or SMS limit is touched). */
export async function freshContact(db: Db, tenantId: number, ownerId: number, patch: { firstName?: string; isEmailOptOut?: boolean; accountId?: number | null } = {}) {
  const tag = randomUUID().slice(0, 8);
  const phone = randomValidNumber();
  const [row] = await db
    .insert(contacts)
    .values({ tenantId, ownerId, firstName: patch.firstName ?? 'Ann', lastName: `Lee${tag}`, companyName: 'Acme', isEmailOptOut: patch.isEmailOptOut ?? false, accountId: patch.accountId ?? null })
    .returning({ id: contacts.id });
  const email = `ann.${tag}@acme-${tag}.test`;
  await db.insert(contactEmails).values({ tenantId, contactId: row!.id, address: email, isPrimary: true });
  await db.insert(contactPhones).values({ tenantId, contactId: row!.id, number: phone, type: 'mobile', isPrimary: true });
  return { id: row!.id, email, phone };
}

/** A multipart/form-data body with one file field, as a browser's FormData sends it. */
export function multipartBody(field: string, filename: string, data: Buffer, contentType: string) {
  const boundary = `----dialworks${randomUUID()}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`;
  return { payload: Buffer.concat([Buffer.from(head), data, Buffer.from(`\r\n--${boundary}--\r\n`)]), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** Multipart upload of an attachment (POST /v2/emails/attachments). */
export async function upload(server: TestServer, token: string, filename: string, data: Buffer, contentType = 'text/plain') {
  const form = multipartBody('file', filename, data, contentType);
  const res = await server.app.fastify.inject({
    method: 'POST',
    url: '/api/v2/emails/attachments',
    headers: { authorization: `Bearer ${token}`, 'content-type': form.contentType },
    payload: form.payload,
  });
  return { status: res.statusCode, body: JSON.parse(res.body) as { status: number; message?: string; payload?: { id: number; attachment: { filename: string; size: number; content_type: string } } } };
}

export const get = (server: TestServer, url: string, token?: string) => server.app.fastify.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });

/** Waits until the sink has `n` messages (SMTP delivery is asynchronous only in the sink's callback order). */
export async function sinkCount(server: TestServer, n: number) {
  for (let i = 0; i < 50 && server.mail.messages.length < n; i++) await new Promise((r) => setTimeout(r, 20));
  return server.mail.messages.length;
}
