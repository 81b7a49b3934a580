import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactEmails, contactPhones, contacts } from '../../db/schema';
import type { TestServer } from '@/tests/support/test-server';
import { startCrmServer, type OtherTenant } from '@/tests/support/server-fixtures';
import { createTenant } from '@/server/seed/tenant-factory';
import { makeUser } from '@/tests/support/server-helpers';

let server: TestServer, rep: string, other: OtherTenant;
let tenantId: number, manager: string;
const ids: Record<string, number> = {};

/** A tenant of its own with one contact per defect, so every count is known exactly. */
beforeAll(async () => {
  ({ server, rep, other } = await startCrmServer());
  const tenant = await createTenant(server.db, `Quality Co ${Math.random().toString(36).slice(2, 8)}`);
  tenantId = tenant.id;
  const user = await makeUser(server.db, tenantId, { tag: 'dq', role: 'manager' });
  manager = await server.login(user.email);
  const add = async (name: string, emails: string[], phones: string[]) => {
    const [row] = await server.db.insert(contacts).values({ tenantId, firstName: name, lastName: 'Quality' }).returning({ id: contacts.id });
    ids[name] = row!.id;
    for (const address of emails) await server.db.insert(contactEmails).values({ tenantId, contactId: row!.id, address });
    for (const number of phones) await server.db.insert(contactPhones).values({ tenantId, contactId: row!.id, number, type: 'work' });
  };
  await add('Clean', ['clean@q.test'], ['+14155552671']);
  await add('NoPhone', ['nophone@q.test'], []);
  await add('NoEmail', [], ['+14155552672']);
  await add('BadNumber', ['bad@q.test'], ['+11115550000']);
  await add('TwinA', ['twin@q.test'], ['+14155552673']);
  await add('TwinB', ['TWIN@q.test'], ['4155552673']);
});
afterAll(() => server.close());

describe('data quality (main.dataiq)', () => {
  it('counts each defect of the tenant’s contacts exactly', async () => {
    const res = await server.request('GET', '/data-iq/summary', { token: manager });
    expect(res.status).toBe(200);
    expect(res.body.payload).toEqual({ totalContacts: 6, counts: { missingPhone: 1, missingEmail: 1, invalidPhone: 1, duplicateEmail: 2, duplicatePhone: 2 }, country: 'US' });
  });

  it('lists the records behind a count, by name, with what was found', async () => {
    const records = async (check: string) => (await server.request('GET', `/data-iq/records?check=${check}`, { token: manager })).body.payload;
    expect(await records('invalidPhone')).toEqual({ total: 1, records: [{ id: ids.BadNumber, firstName: 'BadNumber', lastName: 'Quality', isLead: false, detail: '+11115550000' }] });
    expect(await records('duplicateEmail')).toEqual({
      total: 2,
      records: [
        { id: ids.TwinA, firstName: 'TwinA', lastName: 'Quality', isLead: false, detail: 'twin@q.test' },
        { id: ids.TwinB, firstName: 'TwinB', lastName: 'Quality', isLead: false, detail: 'twin@q.test' },
      ],
    });
    expect((await records('duplicatePhone')).records.map((r: { id: number }) => r.id)).toEqual([ids.TwinA, ids.TwinB]);
    expect((await records('missingPhone')).records).toEqual([{ id: ids.NoPhone, firstName: 'NoPhone', lastName: 'Quality', isLead: false, detail: null }]);
    const past = (await server.request('GET', '/data-iq/records?check=missingEmail&page=3', { token: manager })).body.payload;
    expect(past).toEqual({ records: [], total: 1 });
  });

  it('counts again when a number changes (an edit, a new one, a removal)', async () => {
    const invalidCount = async () => (await server.request('GET', '/data-iq/summary', { token: manager })).body.payload.counts.invalidPhone as number;
    expect(await invalidCount()).toBe(1);
    await server.db.update(contactPhones).set({ number: '+14155559999' }).where(eq(contactPhones.contactId, ids.BadNumber!));
    expect(await invalidCount()).toBe(0);
    const [extra] = await server.db.insert(contactPhones).values({ tenantId, contactId: ids.Clean!, number: '+11115550001', type: 'other' }).returning({ id: contactPhones.id });
    expect(await invalidCount()).toBe(1);
    await server.db.delete(contactPhones).where(eq(contactPhones.id, extra!.id));
    expect(await invalidCount()).toBe(0);
    await server.db.update(contactPhones).set({ number: '+11115550000' }).where(eq(contactPhones.contactId, ids.BadNumber!));
    expect(await invalidCount()).toBe(1);
  });

  it('is for users with dataIq only, refuses an unknown check, and never counts another tenant', async () => {
    expect((await server.request('GET', '/data-iq/summary', { token: rep })).status).toBe(403);
    expect((await server.request('GET', '/data-iq/records?check=everything', { token: manager })).status).toBe(400);
    expect((await server.request('GET', '/data-iq/summary', { token: other.token })).body.payload.totalContacts).toBe(1);
  });
});
