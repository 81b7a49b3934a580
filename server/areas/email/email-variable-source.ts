import { and, desc, eq } from 'drizzle-orm';
import type { VariableSource } from '@/src/contract/entities/email';
import type { Db } from '../../db/database';
import { accounts, contactEmails, contactPhones, contacts, leadStatuses, users } from '../../db/schema';
import { notFound } from '../../http/api-error';
import type { AuthContext } from '../session/session-store';
import { userPhoneNumber } from '../telephony/user-phone-numbers';

/** What a draft's dynamic variables are filled from: the sender and the contact or lead (spec 1 section 9). */
export async function variableSourceOf(db: Db, auth: Pick<AuthContext, 'tenantId' | 'userId'>, contactId: number): Promise<VariableSource & { ownerId: number | null; isEmailOptOut: boolean }> {
  const [user] = await db
    .select({ firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(users)
    .where(and(eq(users.id, auth.userId), eq(users.tenantId, auth.tenantId)));
  if (!user) throw notFound('User');
  const [contact] = await db
    .select({
      firstName: contacts.firstName,
      lastName: contacts.lastName,
      ownerId: contacts.ownerId,
      isEmailOptOut: contacts.isEmailOptOut,
      otherFields: contacts.otherFields,
      accountName: accounts.name,
      companyName: contacts.companyName,
      leadStatus: leadStatuses.name,
    })
    .from(contacts)
    .leftJoin(accounts, and(eq(accounts.id, contacts.accountId), eq(accounts.tenantId, auth.tenantId)))
    .leftJoin(leadStatuses, and(eq(leadStatuses.id, contacts.leadStatusId), eq(leadStatuses.tenantId, auth.tenantId)))
    .where(and(eq(contacts.id, contactId), eq(contacts.tenantId, auth.tenantId)));
  if (!contact) throw notFound('Contact');
  const [owner] = contact.ownerId
    ? await db
        .select({ firstName: users.firstName, lastName: users.lastName })
        .from(users)
        .where(and(eq(users.id, contact.ownerId), eq(users.tenantId, auth.tenantId)))
    : [];
  const [email] = await db
    .select({ address: contactEmails.address })
    .from(contactEmails)
    .where(and(eq(contactEmails.contactId, contactId), eq(contactEmails.tenantId, auth.tenantId)))
    .orderBy(desc(contactEmails.isPrimary), contactEmails.id)
    .limit(1);
  const [phone] = await db
    .select({ number: contactPhones.number })
    .from(contactPhones)
    .where(and(eq(contactPhones.contactId, contactId), eq(contactPhones.tenantId, auth.tenantId)))
    .orderBy(desc(contactPhones.isPrimary), contactPhones.id)
    .limit(1);
  return {
    user: { ...user, phone: await userPhoneNumber(db, auth.tenantId, auth.userId) },
    contact: {
      firstName: contact.firstName,
      lastName: contact.lastName,
      accountName: contact.accountName ?? contact.companyName,
      primaryEmail: email?.address ?? null,
      primaryPhone: phone?.number ?? null,
      leadStatus: contact.leadStatus,
      ownerName: owner ? `${owner.firstName} ${owner.lastName}` : null,
      fields: contact.otherFields,
    },
    ownerId: contact.ownerId,
    isEmailOptOut: contact.isEmailOptOut,
  };
}
