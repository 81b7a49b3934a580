import { and, eq } from 'drizzle-orm';
import type { DataIqCheck } from '@/src/domain/data-iq/data-quality';
import type { Db } from '../db/database';
import { contactEmails, contactPhones } from '../db/schema';

/**
 * The few data problems the demo tenant has on purpose, so Data quality shows something true on a
 * fresh start (every other contact has one valid number and one address of its own). By the
 * contact's place in seed order; the last ones, which no seeded list, task or playbook uses:
 *
 * - 311: '+1555010031', nine digits after +1 (what a hand-typed number looked like before numbers were checked);
 * - 312: '12345', kept from an old import;
 * - 313: no phone; 314: no email;
 * - 315 and 316: the same address (316 takes 315's);
 * - 317 and 318: the same number (318 holds 317's without the country code, as a national number).
 */
export const PLANTED_DATA_PROBLEMS: Readonly<Record<DataIqCheck, readonly number[]>> = {
  invalidPhone: [311, 312],
  missingPhone: [313],
  missingEmail: [314],
  duplicateEmail: [315, 316],
  duplicatePhone: [317, 318],
};

export async function plantDataProblems(db: Db, tenantId: number, contactIds: readonly number[]) {
  const id = (place: number) => {
    const contactId = contactIds[place];
    if (contactId === undefined) throw new Error(`the demo has no contact ${place} to plant a data problem on`);
    return contactId;
  };
  const phoneOf = (place: number) => and(eq(contactPhones.tenantId, tenantId), eq(contactPhones.contactId, id(place)));
  const emailOf = (place: number) => and(eq(contactEmails.tenantId, tenantId), eq(contactEmails.contactId, id(place)));
  await db.update(contactPhones).set({ number: '+1555010031' }).where(phoneOf(311));
  await db.update(contactPhones).set({ number: '12345' }).where(phoneOf(312));
  await db.delete(contactPhones).where(phoneOf(313));
  await db.delete(contactEmails).where(emailOf(314));
  const [shared] = await db.select({ address: contactEmails.address }).from(contactEmails).where(emailOf(315));
  await db.update(contactEmails).set({ address: shared!.address }).where(emailOf(316));
  const [twin] = await db.select({ number: contactPhones.number }).from(contactPhones).where(phoneOf(317));
  await db
    .update(contactPhones)
    .set({ number: twin!.number.replace(/^\+1/, '') })
    .where(phoneOf(318));
}
