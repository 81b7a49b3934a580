import { and, eq, sql } from 'drizzle-orm';
import { isValidPhoneNumber } from '@/src/domain/phone/phone-number-entry';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactEmails, contactPhones, contacts } from '../db/schema';
import { startTestServer, type TestServer } from '../../tests/support/test-server';
import { seedLargeContacts } from './large-contacts';
import { demoTenantId } from '../../tests/support/server-helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const countOf = async (table: typeof contacts | typeof contactPhones | typeof contactEmails, tenantId: number) =>
  (
    await server.db
      .select({ n: sql<number>`count(*)::int` })
      .from(table)
      .where(eq(table.tenantId, tenantId))
  )[0]!.n;

describe('seed:large', () => {
  it('adds the contacts with one phone and one email each, reporting progress, all searchable', async () => {
    const tenantId = await demoTenantId(server.db);
    const before = await countOf(contacts, tenantId);
    // The demo plants a contact without a phone and one without an email (Data quality's examples).
    const [phonesBefore, emailsBefore] = [await countOf(contactPhones, tenantId), await countOf(contactEmails, tenantId)];
    const [{ maxId }] = (await server.db.select({ maxId: sql<number>`max(id)::int` }).from(contacts)) as [{ maxId: number }];
    const progress: number[] = [];
    await seedLargeContacts(server.db, tenantId, 12_000, (done) => progress.push(done));
    expect(progress).toEqual([5000, 10000, 12000]);
    expect(await countOf(contacts, tenantId)).toBe(before + 12_000);
    expect(await countOf(contactPhones, tenantId)).toBe(phonesBefore + 12_000);
    expect(await countOf(contactEmails, tenantId)).toBe(emailsBefore + 12_000);
    const added = await server.db
      .select({ number: contactPhones.number })
      .from(contactPhones)
      .where(and(eq(contactPhones.tenantId, tenantId), sql`${contactPhones.contactId} > ${maxId}`));
    // Valid numbers of the fictional 555-01xx range, each line once below 100 per area code.
    expect(added.filter((p) => !isValidPhoneNumber(p.number, 'US') || !/^\+1\d{3}55501\d{2}$/.test(p.number))).toEqual([]);
    expect(new Set(added.map((p) => p.number)).size).toBe(added.length);
    const token = await server.login('rep@demo.test');
    const res = await server.request('GET', '/contacts/search?query=fischer', { token });
    expect(res.body.payload.contacts.length).toBeGreaterThan(0);
  });
});
