import { eq } from 'drizzle-orm';
import { openDatabase } from '@/server/db/database';
import { tenants } from '@/server/db/schema';
import { createUser, type NewUser } from '@/server/seed/tenant-factory';

/** Adds a user to Demo Co in the running server's database (MFA, expired password...). */
export async function addDemoUser(input: Omit<NewUser, 'role'> & { role?: NewUser['role'] }) {
  const url = process.env.E2E_DATABASE_URL;
  if (!url) throw new Error('E2E_DATABASE_URL is not set by the global setup');
  const database = openDatabase(url, 1);
  try {
    const [tenant] = await database.db.select().from(tenants).where(eq(tenants.name, 'Demo Co'));
    if (!tenant) throw new Error('Demo Co is not seeded');
    return await createUser(database.db, tenant.id, { role: 'rep', ...input });
  } finally {
    await database.close();
  }
}
