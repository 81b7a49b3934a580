import { and, eq, ne } from 'drizzle-orm';
import type { z } from 'zod';
import type { emailInput, phoneInput, SocialApp } from '@/src/contract/entities/contacts';
import type { Db } from '../../db/database';
import { contactEmails, contactPhones, contactSocialApps } from '../../db/schema';
import { notFound } from '../../http/api-error';
import type { Executor } from '../../activity/activity-log';
import { cleanEmailAddress, cleanPhoneNumber } from './contact-input';
import { contactRow, emailsOf, phonesOf, socialOf } from './contact-read';
import type { AuthContext } from '../session/session-store';
import { userDialingPlanCountry } from '../profile/user-dialing-plan';

type PhoneInput = z.output<typeof phoneInput>;
type EmailInput = z.output<typeof emailInput>;

/** After a change, exactly one primary item remains when there are items (the newest marked one, else the first). */
async function settlePrimary(tx: Executor, table: ItemTable, tenantId: number, contactId: number, primaryId: number | null) {
  const scope = and(eq(table.tenantId, tenantId), eq(table.contactId, contactId));
  if (primaryId !== null) {
    await tx
      .update(table)
      .set({ isPrimary: false })
      .where(and(scope, ne(table.id, primaryId)));
    return;
  }
  const rows = await tx.select({ id: table.id, isPrimary: table.isPrimary }).from(table).where(scope).orderBy(table.id);
  const first = rows[0];
  if (first && !rows.some((r) => r.isPrimary))
    await tx
      .update(table)
      .set({ isPrimary: true })
      .where(and(scope, eq(table.id, first.id)));
}

type ItemTable = typeof contactPhones | typeof contactEmails;

/** One item of one contact of the caller's tenant. */
const itemWhere = (table: ItemTable, auth: AuthContext, contactId: number, itemId: number) => and(eq(table.id, itemId), eq(table.contactId, contactId), eq(table.tenantId, auth.tenantId));

/**
 * One change to a contact's phone or email items, in a transaction: `change` returns the id it wrote
 * (null: nothing matched, 404), then the primary flag is settled (that item, when it was made primary).
 */
async function changeItems(db: Db, table: ItemTable, auth: AuthContext, contactId: number, noun: string, makesPrimary: boolean, change: (tx: Executor) => Promise<number | null>) {
  await db.transaction(async (tx) => {
    const id = await change(tx);
    if (id === null) throw notFound(noun);
    await settlePrimary(tx, table, auth.tenantId, contactId, makesPrimary ? id : null);
  });
}

const deleteItem = (db: Db, table: ItemTable, auth: AuthContext, contactId: number, itemId: number, noun: string) =>
  changeItems(db, table, auth, contactId, noun, false, async (tx) => {
    const [row] = await tx
      .delete(table)
      .where(itemWhere(table, auth, contactId, itemId))
      .returning({ id: table.id });
    return row?.id ?? null;
  });

/** Phone and email list items and social apps of a contact (each reply is the fresh full list). */
export function createContactItemsService(db: Db) {
  return {
    async addPhone(auth: AuthContext, contactId: number, input: PhoneInput) {
      await contactRow(db, auth.tenantId, contactId);
      const number = cleanPhoneNumber(input.number, await userDialingPlanCountry(db, auth), ['number']);
      await changeItems(db, contactPhones, auth, contactId, 'Phone', input.isPrimary, async (tx) => {
        const [row] = await tx.insert(contactPhones).values({ tenantId: auth.tenantId, contactId, number, type: input.type, isPrimary: input.isPrimary }).returning({ id: contactPhones.id });
        return row?.id ?? null;
      });
      return phonesOf(db, auth.tenantId, contactId);
    },
    async updatePhone(auth: AuthContext, contactId: number, phoneId: number, input: PhoneInput) {
      const number = cleanPhoneNumber(input.number, await userDialingPlanCountry(db, auth), ['number']);
      await changeItems(db, contactPhones, auth, contactId, 'Phone', input.isPrimary, async (tx) => {
        const [row] = await tx
          .update(contactPhones)
          .set({ number, type: input.type, isPrimary: input.isPrimary })
          .where(itemWhere(contactPhones, auth, contactId, phoneId))
          .returning({ id: contactPhones.id });
        return row?.id ?? null;
      });
      return phonesOf(db, auth.tenantId, contactId);
    },
    async deletePhone(auth: AuthContext, contactId: number, phoneId: number) {
      await deleteItem(db, contactPhones, auth, contactId, phoneId, 'Phone');
      return phonesOf(db, auth.tenantId, contactId);
    },

    async listEmails(auth: AuthContext, contactId: number) {
      await contactRow(db, auth.tenantId, contactId);
      return emailsOf(db, auth.tenantId, contactId);
    },
    async addEmail(auth: AuthContext, contactId: number, input: EmailInput) {
      await contactRow(db, auth.tenantId, contactId);
      const address = cleanEmailAddress(input.address);
      await changeItems(db, contactEmails, auth, contactId, 'Email', input.isPrimary, async (tx) => {
        const [row] = await tx.insert(contactEmails).values({ tenantId: auth.tenantId, contactId, address, type: input.type, isPrimary: input.isPrimary }).returning({ id: contactEmails.id });
        return row?.id ?? null;
      });
      return emailsOf(db, auth.tenantId, contactId);
    },
    async updateEmail(auth: AuthContext, contactId: number, emailId: number, input: EmailInput) {
      const address = cleanEmailAddress(input.address);
      await changeItems(db, contactEmails, auth, contactId, 'Email', input.isPrimary, async (tx) => {
        const [row] = await tx
          .update(contactEmails)
          .set({ address, type: input.type, isPrimary: input.isPrimary })
          .where(itemWhere(contactEmails, auth, contactId, emailId))
          .returning({ id: contactEmails.id });
        return row?.id ?? null;
      });
      return emailsOf(db, auth.tenantId, contactId);
    },
    async deleteEmail(auth: AuthContext, contactId: number, emailId: number) {
      await deleteItem(db, contactEmails, auth, contactId, emailId, 'Email');
      return emailsOf(db, auth.tenantId, contactId);
    },

    async social(auth: AuthContext, contactId: number) {
      await contactRow(db, auth.tenantId, contactId);
      return socialOf(db, auth.tenantId, contactId);
    },
    /** Replaces the contact's social apps (one per app name). */
    async replaceSocial(auth: AuthContext, contactId: number, social: SocialApp[]) {
      await contactRow(db, auth.tenantId, contactId);
      const byApp = new Map(social.map((s) => [s.appName, s.appUrl]));
      await db.transaction(async (tx) => {
        await tx.delete(contactSocialApps).where(and(eq(contactSocialApps.tenantId, auth.tenantId), eq(contactSocialApps.contactId, contactId)));
        if (byApp.size) {
          await tx.insert(contactSocialApps).values([...byApp].map(([appName, appUrl]) => ({ tenantId: auth.tenantId, contactId, appName, appUrl })));
        }
      });
      return socialOf(db, auth.tenantId, contactId);
    },
  };
}
