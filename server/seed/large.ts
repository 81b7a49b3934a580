// npm run seed:large: adds 75,000 contacts to the demo tenant of the server's database
// (DATABASE_URL, the running server's embedded PostgreSQL, or the embedded one in DATA_DIR).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { migrateDatabase, openDatabase } from '../db/database';
import { startDatabase } from '../start-database';
import { DEMO_TENANT, seedDemoTenant } from './demo-tenant';
import { seedLargeContacts, tenantIdByName } from './large-contacts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const count = Number(process.env.COUNT ?? 75_000);
const port = Number(process.env.PORT ?? 4100);
const pgPort = Number(process.env.PG_PORT ?? port + 1000);

async function reachable(url: string) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

async function main() {
  const runningUrl = `postgres://dialworks:dialworks@127.0.0.1:${pgPort}/dialworks`;
  const database =
    process.env.DATABASE_URL || !(await reachable(runningUrl))
      ? await startDatabase(path.resolve(root, process.env.DATA_DIR ?? '.data'), process.env.DATABASE_URL, pgPort)
      : { url: runningUrl, stop: async () => {} };
  const { db, close } = openDatabase(database.url, 2);
  try {
    await migrateDatabase(db);
    await seedDemoTenant(db);
    const tenantId = await tenantIdByName(db, DEMO_TENANT);
    const started = Date.now();
    await seedLargeContacts(db, tenantId, count, (done) => process.stdout.write(`\rseeded ${done.toLocaleString('en-US')} / ${count.toLocaleString('en-US')} contacts`));
    console.log(`\ndone in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  } finally {
    await close();
    await database.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
