import { sql, type SQL } from 'drizzle-orm';
import { REPORT_LIST_USERS } from '@/src/contract';
import type { Executor } from '../../activity/activity-log';
import type { Db } from '../../db/database';
import type { AuthContext } from '../session/session-store';

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

/** Whose activity a report counts (spec 3): the users asked for (none: everyone) with report.listUsers, else the caller alone whatever is asked. */
export const reportedUserIds = (auth: AuthContext, asked: readonly number[]): readonly number[] => (auth.capList.includes(REPORT_LIST_USERS) ? asked : [auth.userId]);

/** `count(*) filter (where …)` as an integer. */
export const countWhere = (condition: SQL) => sql<number>`count(*) filter (where ${condition})::int`;
