import { sql } from 'drizzle-orm';
import type { Executor } from '../../activity/activity-log';
import type { Db } from '../../db/database';

/**
 * Runs a report's query in a transaction of its own with more sort and hash memory than the default
 * 4 MB: a report aggregates up to millions of activities into a few thousand groups, which PostgreSQL
 * does best in one hash table (its group estimate for jsonb fields is far too high, and with 4 MB it
 * would sort them on disk instead). Read-only: nothing a report does can write.
 */
export function reportQuery<T>(db: Db, run: (tx: Executor) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set transaction read only`);
    await tx.execute(sql`set local work_mem = '64MB'`);
    return run(tx);
  });
}
