import { and, eq, sql } from 'drizzle-orm';
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
    const [{ maxId }] = (await server.db.select({ maxId: sql<number>`max(id)::int` }).from(contacts)) as [{ maxId: number }];
    const progress: number[] = [];
    await seedLargeContacts(server.db, tenantId, 12_000, (done) => progress.push(done));
    expect(progress).toEqual([5000, 10000, 12000]);
    expect(await countOf(contacts, tenantId)).toBe(before + 12_000);
    expect(await countOf(contactPhones, tenantId)).toBe(before + 12_000);
    expect(await countOf(contactEmails, tenantId)).toBe(before + 12_000);
    const [bad] = await server.db
      .select({ n: sql<number>`count(*)::int` })
      .from(contactPhones)
      .where(and(eq(contactPhones.tenantId, tenantId), sql`${contactPhones.contactId} > ${maxId}`, sql`${contactPhones.number} !~ '^\\+1[0-9]{3}5550[0-9]{3}$'`));
    expect(bad!.n).toBe(0);
    const token = await server.login('rep@demo.test');
    const res = await server.request('GET', '/contacts/search?query=fischer', { token });
    expect(res.body.payload.contacts.length).toBeGreaterThan(0);
  });
});
