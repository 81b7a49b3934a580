import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/database';
import { contactEmails, contactPhones, contacts } from '../../db/schema';
import type { CrmRecord } from './crm';
import type { CrmConnectionService } from './crm-connection-service';

/** The Salesforce Contact fields the product keeps (more come with the mapping page). */
export const CONTACT_SYNC_FIELDS = ['FirstName', 'LastName', 'Title', 'Email', 'Phone', 'MobilePhone', 'LeadSource'];

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);

/** Salesforce's Email is the contact's primary email; a new address replaces it, an empty one leaves ours. */
async function keepEmail(tx: Tx, tenantId: number, contactId: number, address: string | null) {
  if (!address) return;
  const [primary] = await tx
    .select()
    .from(contactEmails)
    .where(and(eq(contactEmails.tenantId, tenantId), eq(contactEmails.contactId, contactId)))
    .orderBy(sql`${contactEmails.isPrimary} desc`, contactEmails.id)
    .limit(1);
  if (!primary) await tx.insert(contactEmails).values({ tenantId, contactId, address, type: 'work', isPrimary: true });
  else if (primary.address !== address) await tx.update(contactEmails).set({ address }).where(eq(contactEmails.id, primary.id));
}

/** Salesforce's Phone is the contact's work number, MobilePhone its mobile one. */
async function keepPhone(tx: Tx, tenantId: number, contactId: number, type: 'work' | 'mobile', number: string | null) {
  if (!number) return;
  const phones = await tx
    .select()
    .from(contactPhones)
    .where(and(eq(contactPhones.tenantId, tenantId), eq(contactPhones.contactId, contactId)))
    .orderBy(contactPhones.id);
  const same = phones.find((p) => p.type === type);
  if (!same) await tx.insert(contactPhones).values({ tenantId, contactId, number, type, isPrimary: !phones.some((p) => p.isPrimary) });
  else if (same.number !== number) await tx.update(contactPhones).set({ number }).where(eq(contactPhones.id, same.id));
}

/**
 * Incremental inbound sync of Salesforce contacts: what changed since the cursor is written by its
 * Salesforce id (externalId), what was deleted there is deleted here, and the cursor moves in the
 * same transaction. A run stopped anywhere (server, Salesforce, the daily limit) writes nothing and
 * the next run covers the same changes again; writing a change twice leaves one contact.
 */
export function createCrmContactSync(deps: { db: Db; connections: CrmConnectionService }) {
  const { db, connections } = deps;
  return {
    /** One run for a tenant; null when it has no usable connection. */
    async run(tenantId: number): Promise<{ written: number; deleted: number } | null> {
      const session = await connections.session(tenantId);
      const connection = await connections.connection(tenantId);
      if (!session || !connection) return null;
      const changes = await session.queryChangesSince('Contact', await connections.cursor(tenantId, 'Contact'), CONTACT_SYNC_FIELDS);
      await db.transaction(async (tx) => {
        for (const record of changes.records) await writeContact(tx, tenantId, connection.connectedBy, connection.instanceUrl, record);
        if (changes.deletedIds.length > 0) await tx.delete(contacts).where(and(eq(contacts.tenantId, tenantId), inArray(contacts.externalId, changes.deletedIds)));
        await connections.saveCursor(tx, tenantId, 'Contact', changes.next);
      });
      return { written: changes.records.length, deleted: changes.deletedIds.length };
    },
  };
}

async function writeContact(tx: Tx, tenantId: number, ownerId: number | null, instanceUrl: string, record: CrmRecord) {
  const values = {
    firstName: text(record.FirstName) ?? '',
    lastName: text(record.LastName) ?? '',
    title: text(record.Title),
    leadSource: text(record.LeadSource),
    externalUrl: `${instanceUrl}/lightning/r/Contact/${record.Id}/view`,
  };
  const [row] = await tx
    .insert(contacts)
    .values({ tenantId, ownerId, isLead: false, externalId: record.Id, ...values })
    .onConflictDoUpdate({ target: [contacts.tenantId, contacts.externalId], set: values })
    .returning({ id: contacts.id });
  await keepEmail(tx, tenantId, row!.id, text(record.Email));
  await keepPhone(tx, tenantId, row!.id, 'work', text(record.Phone));
  await keepPhone(tx, tenantId, row!.id, 'mobile', text(record.MobilePhone));
}
