import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Contact, ContactEmail, SocialApp, Telephone } from '@/src/contract/entities/contacts';
import { accounts, contactEmails, contactPhones, contacts, contactSocialApps, leadStatuses, users } from '../../db/schema';
import { notFound } from '../../http/api-error';
import type { Executor } from '../../activity/activity-log';

export const CONTACT_NOT_FOUND = 'Contact';

export async function phonesOf(db: Executor, tenantId: number, contactId: number): Promise<Telephone[]> {
  const rows = await db
    .select({ id: contactPhones.id, phoneNumber: contactPhones.number, type: contactPhones.type, isPrimary: contactPhones.isPrimary })
    .from(contactPhones)
    .where(and(eq(contactPhones.tenantId, tenantId), eq(contactPhones.contactId, contactId)))
    .orderBy(desc(contactPhones.isPrimary), asc(contactPhones.id));
  return rows;
}

export async function emailsOf(db: Executor, tenantId: number, contactId: number): Promise<ContactEmail[]> {
  return db
    .select({ id: contactEmails.id, emailAddress: contactEmails.address, type: contactEmails.type, isPrimary: contactEmails.isPrimary })
    .from(contactEmails)
    .where(and(eq(contactEmails.tenantId, tenantId), eq(contactEmails.contactId, contactId)))
    .orderBy(desc(contactEmails.isPrimary), asc(contactEmails.id));
}

export async function socialOf(db: Executor, tenantId: number, contactId: number): Promise<SocialApp[]> {
  return db
    .select({ appName: contactSocialApps.appName, appUrl: contactSocialApps.appUrl })
    .from(contactSocialApps)
    .where(and(eq(contactSocialApps.tenantId, tenantId), eq(contactSocialApps.contactId, contactId)))
    .orderBy(asc(contactSocialApps.appName));
}

/** The contact's row in the caller's tenant, or 404. */
export async function contactRow(db: Executor, tenantId: number, contactId: number) {
  const [row] = await db
    .select()
    .from(contacts)
    .where(and(eq(contacts.id, contactId), eq(contacts.tenantId, tenantId)));
  if (!row) throw notFound(CONTACT_NOT_FOUND);
  return row;
}

/** A contact or lead with its account, owner, status, phones, emails and social apps. */
export async function loadContact(db: Executor, tenantId: number, contactId: number): Promise<Contact> {
  const row = await contactRow(db, tenantId, contactId);
  const [account] = row.accountId
    ? await db
        .select({ id: accounts.id, name: accounts.name })
        .from(accounts)
        .where(and(eq(accounts.id, row.accountId), eq(accounts.tenantId, tenantId)))
    : [];
  const [owner] = row.ownerId
    ? await db
        .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
        .from(users)
        .where(and(eq(users.id, row.ownerId), eq(users.tenantId, tenantId)))
    : [];
  const [status] = row.leadStatusId
    ? await db
        .select({ id: leadStatuses.id, name: leadStatuses.name })
        .from(leadStatuses)
        .where(and(eq(leadStatuses.id, row.leadStatusId), eq(leadStatuses.tenantId, tenantId)))
    : [];
  const [telephones, emails, socialApps] = await Promise.all([phonesOf(db, tenantId, contactId), emailsOf(db, tenantId, contactId), socialOf(db, tenantId, contactId)]);
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    isLead: row.isLead,
    companyName: row.companyName,
    title: row.title,
    account: account ?? null,
    owner: owner ?? null,
    leadStatus: status ?? null,
    leadSource: row.leadSource,
    mailingCity: row.mailingCity,
    timezone: row.timezone,
    location: row.location ?? null,
    isCallOptOut: row.isCallOptOut,
    isEmailOptOut: row.isEmailOptOut,
    telephones,
    emails,
    otherFields: row.otherFields,
    externalId: row.externalId,
    externalURL: row.externalUrl,
    socialApps,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Display names of users by id (for contact events). */
export async function userNames(db: Executor, tenantId: number, ids: number[]): Promise<Map<number, string>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), inArray(users.id, ids)));
  return new Map(rows.map((r) => [r.id, `${r.firstName} ${r.lastName}`.trim()]));
}
