import { and, eq } from 'drizzle-orm';
import type { Db } from './database';
import { userSettings } from './schema';

type Owner = { tenantId: number; userId: number };

/** One of the user's settings as stored (the caller checks its shape), or undefined when never set. */
export async function readUserSetting(db: Pick<Db, 'select'>, owner: Owner, key: string): Promise<unknown> {
  const [row] = await db
    .select({ value: userSettings.value })
    .from(userSettings)
    .where(and(eq(userSettings.tenantId, owner.tenantId), eq(userSettings.userId, owner.userId), eq(userSettings.key, key)));
  return row?.value;
}

/** Stores one of the user's settings, replacing what was there. */
export async function writeUserSetting(db: Pick<Db, 'insert'>, owner: Owner, key: string, value: unknown): Promise<void> {
  await db
    .insert(userSettings)
    .values({ tenantId: owner.tenantId, userId: owner.userId, key, value })
    .onConflictDoUpdate({ target: [userSettings.userId, userSettings.key], set: { value } });
}

/** Forgets one of the user's settings (reads give undefined again). */
export async function deleteUserSetting(db: Pick<Db, 'delete'>, owner: Owner, key: string): Promise<void> {
  await db.delete(userSettings).where(and(eq(userSettings.tenantId, owner.tenantId), eq(userSettings.userId, owner.userId), eq(userSettings.key, key)));
}
