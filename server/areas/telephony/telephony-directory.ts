import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { users } from '../../db/schema';
import { userPhoneNumber } from './user-phone-numbers';

/** The tenant's active users as telephony peers: SIP URI and carrier number beside each (GET /telephony/users). */
export async function telephonyUsersOf(db: Db, tenantId: number, sipDomain: string) {
  const rows = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email, provisioningId: users.provisioningId, connectionType: users.connectionType })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.active, true)))
    .orderBy(users.lastName, users.firstName);
  return Promise.all(
    rows.map(async ({ provisioningId, ...u }) => ({ ...u, sipUri: `sip:${provisioningId}@${sipDomain}`, userProvisioningId: provisioningId, phoneNumber: await userPhoneNumber(db, tenantId, u.id) })),
  );
}

/** The SIP user name the user's phones register and call as (Kamailio labels their calls on the relay with it). */
export async function sipUserOf(db: Db, auth: { tenantId: number; userId: number }): Promise<string> {
  const [row] = await db
    .select({ provisioningId: users.provisioningId })
    .from(users)
    .where(and(eq(users.tenantId, auth.tenantId), eq(users.id, auth.userId)));
  return row?.provisioningId ?? '';
}
