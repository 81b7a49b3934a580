import { and, eq, sql } from 'drizzle-orm';
import type { PlaybookModifyField } from '../lists/lists-tables';
import { contacts, leadStatuses, users } from '../../db/schema';
import { modifyFieldValue } from '@/src/domain/lists/modify-field-value';
import type { Executor } from '../../activity/activity-log';
import { createLayoutService } from '../layouts/layout-service';
import { tenantTimeZone } from '../lists/list-permissions';

const COLUMN: Record<string, 'companyName' | 'firstName' | 'lastName' | 'leadSource' | 'title'> = {
  Company: 'companyName',
  FirstName: 'firstName',
  LastName: 'lastName',
  LeadSource: 'leadSource',
  Title: 'title',
};

/**
 * Applies a modify-field step to one contact (spec 2 section 3): each entry for the contact's kind (contact
 * or lead) sets its field; LeadStatus by status name, Owner by user id or email; custom fields (Name__c)
 * go to otherFields typed by the layout (relative dates evaluated now, in the tenant's zone). An entry that
 * names nothing known (a missing status or user) or whose value does not fit its field's type is skipped.
 */
export async function applyModifyFields(db: Executor, tenantId: number, contactId: number, entries: PlaybookModifyField[], now: Date): Promise<number> {
  const [contact] = await db
    .select({ isLead: contacts.isLead })
    .from(contacts)
    .where(and(eq(contacts.id, contactId), eq(contacts.tenantId, tenantId)));
  if (!contact) return 0;
  const set: Partial<typeof contacts.$inferInsert> = {};
  const custom: Record<string, string | number | boolean | null> = {};
  const needsLayout = entries.some((e) => (e.entity === 'lead') === contact.isLead && !COLUMN[e.name] && e.name !== 'LeadStatus' && e.name !== 'Owner');
  const layout = needsLayout ? await createLayoutService(db).layout(tenantId, contact.isLead ? 'lead' : 'contact') : [];
  const timeZone = needsLayout ? await tenantTimeZone(db, tenantId) : 'UTC';
  for (const entry of entries) {
    if ((entry.entity === 'lead') !== contact.isLead) continue;
    const value = entry.value?.trim() ? entry.value.trim() : null;
    const column = COLUMN[entry.name];
    if (column) {
      if (column === 'firstName' || column === 'lastName') set[column] = value ?? '';
      else set[column] = value;
    } else if (entry.name === 'LeadStatus') {
      const [status] = value
        ? await db
            .select({ id: leadStatuses.id })
            .from(leadStatuses)
            .where(and(eq(leadStatuses.tenantId, tenantId), sql`lower(${leadStatuses.name}) = ${value.toLowerCase()}`))
        : [];
      if (status) set.leadStatusId = status.id;
    } else if (entry.name === 'Owner') {
      const byId = value && /^\d+$/.test(value) ? eq(users.id, Number(value)) : sql`lower(${users.email}) = ${(value ?? '').toLowerCase()}`;
      const [owner] = value
        ? await db
            .select({ id: users.id })
            .from(users)
            .where(and(eq(users.tenantId, tenantId), byId))
        : [];
      if (owner) set.ownerId = owner.id;
    } else {
      const type = layout.find((f) => f.fieldName === entry.name)?.type ?? 'string';
      const typed = modifyFieldValue(type, value, now, timeZone);
      if (typed !== undefined) custom[entry.name] = typed;
    }
  }
  const count = Object.keys(set).length + Object.keys(custom).length;
  if (count === 0) return 0;
  await db
    .update(contacts)
    .set({ ...set, ...(Object.keys(custom).length ? { otherFields: sql`${contacts.otherFields} || ${JSON.stringify(custom)}::jsonb` } : {}) })
    .where(and(eq(contacts.id, contactId), eq(contacts.tenantId, tenantId)));
  return count;
}
