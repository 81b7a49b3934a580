import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import type { Db } from '../../db/database';
import { SEARCH_THRESHOLD } from './contact-search-sql';

const configured = new WeakSet<pg.PoolClient>();

/**
 * Runs a search on one pooled connection whose word-similarity threshold is 0.3 (spec 1 section 9).
 * The threshold is set once per connection, not per query (a transaction and SET LOCAL would cost
 * three more round trips on every keystroke); it only affects the trigram operators, which only
 * the contact search uses.
 */
export async function withSearchConnection<T>(db: Db, run: (conn: Db) => Promise<T>): Promise<T> {
  const pool = (db as Db & { $client?: pg.Pool }).$client;
  if (!pool || typeof pool.connect !== 'function') {
    // Not on a pool (a transaction handle): set the threshold for this transaction only.
    return db.transaction(async (tx) => {
      await tx.execute(sql`select set_config('pg_trgm.word_similarity_threshold', ${String(SEARCH_THRESHOLD)}, true)`);
      return run(tx as unknown as Db);
    });
  }
  const client = await pool.connect();
  try {
    if (!configured.has(client)) {
      await client.query('select set_config($1, $2, false)', ['pg_trgm.word_similarity_threshold', String(SEARCH_THRESHOLD)]);
      configured.add(client);
    }
    return await run(drizzle(client) as unknown as Db);
  } finally {
    client.release();
  }
}
