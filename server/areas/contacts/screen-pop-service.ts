import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { ScreenPopBody, ScreenPopMatch } from '@/src/contract';
import type { Db } from '../../db/database';
import { contactEmails, contactPhones, contacts } from '../../db/schema';
import type { AuthContext } from '../session/session-store';
import { phoneNumberMatches } from './phone-match-sql';

const columns = { id: contacts.id, firstName: contacts.firstName, lastName: contacts.lastName, isLead: contacts.isLead };
type Row = Omit<ScreenPopMatch, 'matchedBy'>;

/**
 * The plugin frame's screen pop: which of the tenant's contacts a CRM page shows. The record id in
 * the page's URL is the surest sign, then an email (exact, any case), then a number; within each,
 * the page's order wins (its first email is the record's own, later ones are often colleagues').
 */
export function createScreenPopService(db: Db) {
  async function byExternalId(auth: AuthContext, externalId: string): Promise<Row | undefined> {
    const [row] = await db
      .select(columns)
      .from(contacts)
      .where(and(eq(contacts.tenantId, auth.tenantId), eq(contacts.externalId, externalId)));
    return row;
  }

  async function byEmail(auth: AuthContext, emails: string[]): Promise<Row | undefined> {
    if (emails.length === 0) return undefined;
    const rows = await db
      .select({ ...columns, address: sql<string>`lower(${contactEmails.address})` })
      .from(contactEmails)
      .innerJoin(contacts, and(eq(contacts.id, contactEmails.contactId), eq(contacts.tenantId, auth.tenantId)))
      .where(and(eq(contactEmails.tenantId, auth.tenantId), inArray(sql`lower(${contactEmails.address})`, emails)))
      .orderBy(desc(contactEmails.isPrimary), asc(contacts.id));
    for (const email of emails) {
      const row = rows.find((candidate) => candidate.address === email);
      if (row) return { id: row.id, firstName: row.firstName, lastName: row.lastName, isLead: row.isLead };
    }
    return undefined;
  }

  async function byNumber(auth: AuthContext, number: string): Promise<Row | undefined> {
    const [row] = await db
      .select(columns)
      .from(contactPhones)
      .innerJoin(contacts, and(eq(contacts.id, contactPhones.contactId), eq(contacts.tenantId, auth.tenantId)))
      .where(and(eq(contactPhones.tenantId, auth.tenantId), phoneNumberMatches(contactPhones.number, number)))
      .orderBy(desc(contactPhones.isPrimary), asc(contacts.id))
      .limit(1);
    return row;
  }

  return {
    async match(auth: AuthContext, body: ScreenPopBody): Promise<ScreenPopMatch | null> {
      const external = body.externalId ? await byExternalId(auth, body.externalId) : undefined;
      if (external) return { ...external, matchedBy: 'externalId' };
      const email = await byEmail(auth, body.emails);
      if (email) return { ...email, matchedBy: 'email' };
      for (const number of body.numbers) {
        const row = await byNumber(auth, number);
        if (row) return { ...row, matchedBy: 'number' };
      }
      return null;
    },
  };
}
