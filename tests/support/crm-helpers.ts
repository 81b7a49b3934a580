import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../server/db/database';
import { type activities, contacts } from '../../server/db/schema';
import { createTenant } from '../../server/seed/tenant-factory';
import type { TestServer } from './test-server';
import { DEMO_PASSWORD, demoTenantId, login, makeUser } from './server-helpers';

/** A second tenant with one rep and one contact, to prove isolation. */
export async function otherTenant(server: TestServer) {
  const tenant = await createTenant(server.db, `Other Co ${Math.random().toString(36).slice(2, 8)}`);
  const user = await makeUser(server.db, tenant.id, { tag: 'other', role: 'manager' });
  const [contact] = await server.db
    .insert(contacts)
    .values({ tenantId: tenant.id, ownerId: user.id, firstName: 'Olga', lastName: 'Outsider', companyName: 'Other Inc' })
    .returning({ id: contacts.id });
  const token = (await login(server, user.email, DEMO_PASSWORD)).body.payload.authToken as string;
  return { tenantId: tenant.id, userId: user.id, token, contactId: contact!.id };
}

/** A demo contact (not a lead) or lead, by position, with its row. */
export async function demoContact(db: Db, isLead: boolean, nth = 0) {
  const tenantId = await demoTenantId(db);
  const rows = await db
    .select()
    .from(contacts)
    .where(and(eq(contacts.tenantId, tenantId), eq(contacts.isLead, isLead)))
    .orderBy(contacts.id)
    .limit(nth + 1)
    .offset(nth);
  return rows[0]!;
}

export const count = async (db: Db, table: typeof contacts | typeof activities, where = sql`true`) => {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(table)
    .where(where);
  return row?.n ?? 0;
};
