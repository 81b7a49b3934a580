import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { userPhoneNumbers } from '../../db/schema';

/**
 * Each user has a number on the carrier: `+1 555 01 <user id, 4 digits> 0`. It ends in 0 so the
 * Simulated carrier's outcome rule makes the user's own phone answer (pstn quick call).
 */
export const simulatedUserNumber = (userId: number) => `+155501${String(userId % 10000).padStart(4, '0')}0`;

export async function userPhoneNumber(db: Db, tenantId: number, userId: number): Promise<string> {
  const [row] = await db
    .select({ phoneNumber: userPhoneNumbers.phoneNumber })
    .from(userPhoneNumbers)
    .where(and(eq(userPhoneNumbers.userId, userId), eq(userPhoneNumbers.tenantId, tenantId)));
  if (row) return row.phoneNumber;
  const phoneNumber = simulatedUserNumber(userId);
  await db.insert(userPhoneNumbers).values({ tenantId, userId, phoneNumber }).onConflictDoNothing();
  return phoneNumber;
}
