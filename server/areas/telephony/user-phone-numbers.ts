import { and, eq, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../../db/database';
import { tenantPhoneNumbers, userPhoneNumbers, users } from '../../db/schema';
import { NO_PHONE_NUMBER } from '@/src/domain/settings/number-assignment';
import { ApiError } from '../../http/api-error';
import { inventoryRowOf } from '../numbers/inventory-row';

/**
 * Each user is given a number on the carrier when they first need one: `+1 555 01 <user id, 4
 * digits> 0`. It ends in 0 so the Simulated carrier's outcome rule makes the user's own phone answer
 * (pstn quick call).
 */
export const simulatedUserNumber = (userId: number) => `+155501${String(userId % 10000).padStart(4, '0')}0`;

/** The user's stored caller id: a number, null when their last one was taken away, undefined when never given one. */
export async function storedCallerId(db: Db | Tx, tenantId: number, userId: number): Promise<string | null | undefined> {
  const [row] = await db
    .select({ phoneNumber: userPhoneNumbers.phoneNumber })
    .from(userPhoneNumbers)
    .where(and(eq(userPhoneNumbers.userId, userId), eq(userPhoneNumbers.tenantId, tenantId)));
  return row ? row.phoneNumber : undefined;
}

/**
 * The user's own number (their caller id among their numbers), or null when an administrator took
 * their last number away. A user never given one gets one now, in the tenant's numbers, assigned to them.
 */
export async function userPhoneNumber(db: Db, tenantId: number, userId: number): Promise<string | null> {
  const stored = await storedCallerId(db, tenantId, userId);
  if (stored !== undefined) return stored;
  const phoneNumber = simulatedUserNumber(userId);
  await db.transaction(async (tx) => {
    await tx
      .insert(tenantPhoneNumbers)
      .values({ ...inventoryRowOf(phoneNumber), tenantId, userId })
      .onConflictDoNothing();
    await tx.insert(userPhoneNumbers).values({ tenantId, userId, phoneNumber }).onConflictDoNothing();
  });
  // Another request may have given them one first: what is stored stands.
  return (await storedCallerId(db, tenantId, userId)) ?? null;
}

/** The user's own number where one is needed (pstn calls, SMS, inbound calls): 409 when they have none. */
export async function requireUserPhoneNumber(db: Db, tenantId: number, userId: number): Promise<string> {
  const phoneNumber = await userPhoneNumber(db, tenantId, userId);
  if (!phoneNumber) throw new ApiError(409, NO_PHONE_NUMBER, { code: 'NO_PHONE_NUMBER' });
  return phoneNumber;
}

/** The living user of the tenant who holds this number (settings numbers), or null. */
export async function userHoldingNumber(db: Db, tenantId: number, phoneNumber: string): Promise<number | null> {
  const [row] = await db
    .select({ userId: tenantPhoneNumbers.userId })
    .from(tenantPhoneNumbers)
    .innerJoin(users, eq(users.id, tenantPhoneNumbers.userId))
    .where(and(eq(tenantPhoneNumbers.tenantId, tenantId), eq(tenantPhoneNumbers.phoneNumber, phoneNumber), isNull(users.deletedAt)));
  return row?.userId ?? null;
}
