import { and, asc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Contact, contactCreateBody, LeadStatus } from '@/src/contract/entities/contacts';
import type { OtherFields } from '@/src/contract/entities/layouts';
import type { TimelineEntry } from '@/src/contract/entities/timeline';
import type { Clock } from '../../clock';
import type { Db } from '../../db/database';
import { accounts, activities, contactEmails, contactPhones, contacts, leadStatuses } from '../../db/schema';
import { ApiError, insufficientScope, notFound } from '../../http/api-error';
import { insertActivity, publishActivity, recordActivity, type Executor, type TimelinePush, type WrittenActivity } from '../../activity/activity-log';
import { cleanEmailAddress, cleanPhoneNumber, withOnePrimary } from './contact-input';
import { CONTACT_NOT_FOUND, contactRow, loadContact, userNames } from './contact-read';
import { contactChangeEvents, contactColumnsOf, layoutValuesOf, mergeOtherFields, type ContactUpdate } from './contact-update';
import { checkOtherFields, checkStandardFields, createLayoutService } from '../layouts/layout-service';
import type { AuthContext } from '../session/session-store';
import { userDialingPlanCountry } from '../profile/user-dialing-plan';

type CreateBody = z.output<typeof contactCreateBody>;

const bad = (message: string) => new ApiError(400, message, { code: 'VALIDATION' });
export const CONTACT_CREATE_CAP = 'contact.create';

async function ownerName(db: Executor, tenantId: number, userId: number): Promise<string> {
  const names = await userNames(db, tenantId, [userId]);
  const name = names.get(userId);
  if (name === undefined) throw bad('Unknown owner');
  return name;
}

async function accountName(db: Executor, tenantId: number, accountId: number): Promise<string> {
  const [row] = await db
    .select({ name: accounts.name })
    .from(accounts)
    .where(and(eq(accounts.id, accountId), eq(accounts.tenantId, tenantId)));
  if (!row) throw bad('Unknown account');
  return row.name;
}

async function leadStatusExists(db: Executor, tenantId: number, id: number) {
  const [row] = await db
    .select({ id: leadStatuses.id })
    .from(leadStatuses)
    .where(and(eq(leadStatuses.id, id), eq(leadStatuses.tenantId, tenantId)));
  if (!row) throw bad('Unknown lead status');
}

async function leadStatusNames(db: Executor, tenantId: number, ids: (number | null)[]): Promise<Map<number | null, string>> {
  const wanted = ids.filter((id): id is number => id !== null);
  if (!wanted.length) return new Map();
  const rows = await db
    .select({ id: leadStatuses.id, name: leadStatuses.name })
    .from(leadStatuses)
    .where(and(eq(leadStatuses.tenantId, tenantId), inArray(leadStatuses.id, wanted)));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** Contacts and leads: read, create, partial update, delete; contact events go to the activity log. */
export function createContactService(deps: { db: Db; clock: Clock; timeline: TimelinePush }) {
  const { db, clock, timeline } = deps;
  const layouts = createLayoutService(db);
  const event = (auth: AuthContext, contactId: number, data: Record<string, unknown>) => ({
    tenantId: auth.tenantId,
    userId: auth.userId,
    contactId,
    kind: 'contact_event' as const,
    occurredAt: clock.now(),
    data,
  });
  /** An external id names one record of the tenant: another contact holding it is a 400 with the reason. */
  async function externalIdFree(tenantId: number, externalId: string, except: number | null) {
    const [taken] = await db
      .select({ id: contacts.id })
      .from(contacts)
      .where(and(eq(contacts.tenantId, tenantId), eq(contacts.externalId, externalId), except === null ? undefined : ne(contacts.id, except)));
    if (taken) throw bad('External id is already used by another contact');
  }

  return {
    get: (auth: AuthContext, contactId: number): Promise<Contact> => loadContact(db, auth.tenantId, contactId),

    async create(auth: AuthContext, body: CreateBody): Promise<number> {
      if (!body.isLead && !auth.capList.includes(CONTACT_CREATE_CAP)) throw insufficientScope();
      if (body.isLead && body.account) throw bad('An account can be set only on a contact');
      if (!body.isLead && body.leadStatus) throw bad('A lead status can be set only on a lead');
      if (!body.firstName && !body.lastName) throw bad('A first or last name is required');
      const country = await userDialingPlanCountry(db, auth);
      const phones = withOnePrimary(body.phones.map((p, i) => ({ ...p, number: cleanPhoneNumber(p.number, country, ['phones', i, 'number']) })));
      if (body.externalId) await externalIdFree(auth.tenantId, body.externalId, null);
      const ownerId = body.owner ?? auth.userId;
      await ownerName(db, auth.tenantId, ownerId);
      if (body.account) await accountName(db, auth.tenantId, body.account.id);
      let leadStatusId: number | null = null;
      if (body.isLead) {
        if (body.leadStatus) {
          await leadStatusExists(db, auth.tenantId, body.leadStatus.id);
          leadStatusId = body.leadStatus.id;
        } else {
          const [fallback] = await db
            .select({ id: leadStatuses.id })
            .from(leadStatuses)
            .where(eq(leadStatuses.tenantId, auth.tenantId))
            .orderBy(sql`${leadStatuses.isDefault} desc`, asc(leadStatuses.order));
          leadStatusId = fallback?.id ?? null;
        }
      }
      const fields = await layouts.layout(auth.tenantId, body.isLead ? 'lead' : 'contact');
      const otherFields: OtherFields = { ...body.otherFields };
      // A boolean custom field not set is false (spec 1 section 5, contact create).
      for (const f of fields) if (!f.isStandard && f.type === 'boolean' && otherFields[f.fieldName] == null) otherFields[f.fieldName] = false;
      // Phones, emails and location are list items / composites, checked on their own; a tenant without
      // lead statuses cannot require one.
      const standardFields = fields.filter((f) => !['telephones', 'emails', 'location'].includes(f.fieldName) && !(f.fieldName === 'leadStatus' && f.picklistValues.length === 0));
      checkStandardFields(
        standardFields,
        {
          firstName: body.firstName,
          lastName: body.lastName,
          title: body.title,
          companyName: body.companyName,
          mailingCity: body.mailingCity,
          timezone: body.timezone,
          leadSource: body.leadSource,
          leadStatus: leadStatusId,
          owner: ownerId,
          account: body.account?.id ?? null,
          isCallOptOut: body.isCallOptOut,
          isEmailOptOut: body.isEmailOptOut,
        },
        'create',
      );
      checkOtherFields(fields, otherFields, Object.keys(body.otherFields), 'create');
      const emails = withOnePrimary(body.emails.map((e) => ({ ...e, address: cleanEmailAddress(e.address) })));

      const written: WrittenActivity[] = [];
      const contactId = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(contacts)
          .values({
            tenantId: auth.tenantId,
            ownerId,
            accountId: body.account?.id ?? null,
            isLead: body.isLead,
            firstName: body.firstName,
            lastName: body.lastName,
            companyName: body.companyName ?? null,
            title: body.title ?? null,
            mailingCity: body.mailingCity ?? null,
            timezone: body.timezone ?? null,
            leadStatusId,
            leadSource: body.leadSource ?? null,
            isCallOptOut: body.isCallOptOut,
            isEmailOptOut: body.isEmailOptOut,
            externalId: body.externalId ?? null,
            otherFields,
            createdAt: clock.now(),
          })
          .returning({ id: contacts.id });
        if (!row) throw new Error('contact not created');
        if (phones.length) await tx.insert(contactPhones).values(phones.map((p) => ({ tenantId: auth.tenantId, contactId: row.id, ...p })));
        if (emails.length) await tx.insert(contactEmails).values(emails.map((e) => ({ tenantId: auth.tenantId, contactId: row.id, ...e })));
        written.push(await insertActivity(tx, event(auth, row.id, { event: body.isLead ? 'NEW_LEAD' : 'NEW_CONTACT' })));
        if (body.callId) {
          // The call the contact was created from now belongs to it.
          await tx
            .update(activities)
            .set({ contactId: row.id })
            .where(and(eq(activities.tenantId, auth.tenantId), isNull(activities.contactId), sql`${activities.data}->>'callId' = ${body.callId}`));
        }
        return row.id;
      });
      for (const w of written) publishActivity(timeline, w);
      return contactId;
    },

    async update(auth: AuthContext, contactId: number, body: ContactUpdate): Promise<Contact> {
      const row = await contactRow(db, auth.tenantId, contactId);
      const fields = await layouts.layout(auth.tenantId, row.isLead ? 'lead' : 'contact');
      // A lead may be assigned an account later (the create payload sends account only for contacts).
      if (body.leadStatusId != null && !row.isLead) throw bad('A lead status can be set only on a lead');
      if (body.leadStatusId != null) await leadStatusExists(db, auth.tenantId, body.leadStatusId);
      if (body.externalId) await externalIdFree(auth.tenantId, body.externalId, contactId);
      checkStandardFields(fields, layoutValuesOf(body), 'update');
      const otherFields = mergeOtherFields(row.otherFields, body.otherFields);
      if (otherFields.changed.length) checkOtherFields(fields, otherFields.merged, otherFields.changed, 'update');
      const events = await contactChangeEvents(row, body, {
        ownerName: (userId) => ownerName(db, auth.tenantId, userId),
        userName: async (userId) => (await userNames(db, auth.tenantId, [userId])).get(userId) ?? null,
        leadStatusNames: (ids) => leadStatusNames(db, auth.tenantId, ids),
        accountName: (accountId) => accountName(db, auth.tenantId, accountId),
      });
      const written: WrittenActivity[] = [];
      await db.transaction(async (tx) => {
        await tx
          .update(contacts)
          .set(contactColumnsOf(body, otherFields))
          .where(and(eq(contacts.id, contactId), eq(contacts.tenantId, auth.tenantId)));
        // Written after the account change, so the entry also reaches the new account's timeline.
        for (const data of events) written.push(await insertActivity(tx, event(auth, contactId, data)));
      });
      for (const w of written) publishActivity(timeline, w);
      return loadContact(db, auth.tenantId, contactId);
    },

    async remove(auth: AuthContext, contactId: number): Promise<void> {
      const deleted = await db
        .delete(contacts)
        .where(and(eq(contacts.id, contactId), eq(contacts.tenantId, auth.tenantId)))
        .returning({ id: contacts.id });
      if (!deleted.length) throw notFound(CONTACT_NOT_FOUND);
    },

    async byExternalId(auth: AuthContext, externalId: string) {
      const [row] = await db
        .select({ id: contacts.id, isCallOptOut: contacts.isCallOptOut })
        .from(contacts)
        .where(and(eq(contacts.tenantId, auth.tenantId), eq(contacts.externalId, externalId)));
      if (!row) throw notFound(CONTACT_NOT_FOUND);
      return row;
    },

    leadStatuses: (auth: AuthContext): Promise<LeadStatus[]> =>
      db
        .select({ id: leadStatuses.id, name: leadStatuses.name, isDefault: leadStatuses.isDefault })
        .from(leadStatuses)
        .where(eq(leadStatuses.tenantId, auth.tenantId))
        .orderBy(asc(leadStatuses.order), asc(leadStatuses.id)),

    async addNote(auth: AuthContext, contactId: number, content: string): Promise<TimelineEntry> {
      await contactRow(db, auth.tenantId, contactId);
      const written = await recordActivity(db, timeline, { tenantId: auth.tenantId, userId: auth.userId, contactId, kind: 'note', occurredAt: clock.now(), data: { content } });
      return written.entry;
    },
  };
}

export type ContactService = ReturnType<typeof createContactService>;
