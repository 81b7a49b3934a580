// The bench harness shared by the 75,000-contact benches: its own embedded PostgreSQL in a fresh data
// directory, the demo tenant grown to 75,000 contacts, and the real app over HTTP.
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../server/app';
import { defaultConfig } from '../server/config';
import { migrateDatabase, openDatabase, type Db } from '../server/db/database';
import { startEmbeddedPostgres } from '../server/db/embedded-postgres';
import { ensureDatabase } from '../server/db/ensure-database';
import { createSmtpMailer } from '../server/mail/mailer';
import { startSmtpSink } from '../server/mail/smtp-sink';
import { DEMO_PASSWORD, DEMO_TENANT, seedDemoTenant } from '../server/seed/demo-tenant';
import { seedLargeContacts, tenantIdByName } from '../server/seed/large-contacts';
import { freePort } from '../tests/support/postgres-global-setup';
import { startTelephony, type StartedTelephony } from '../server/areas/telephony/start-telephony';

export const LARGE_CONTACTS = 75_000;

export interface LargeTenant {
  db: Db;
  /** The API base, e.g. http://127.0.0.1:1234/api. */
  api: string;
  /** Seconds the 75,000-contact seed took. */
  seedSeconds: number;
  /** A bearer token of a demo user. */
  login(email: string): Promise<string>;
  /** The SIP server, media relay and Simulated carrier beside the app (option `telephony`). */
  telephony: StartedTelephony | null;
}

const BENCH_SECRET = 'bench-secret';

/** Runs `measure` against a fresh server on a 75,000-contact demo tenant (or the demo tenant as seeded: `contacts: 'demo'`), then removes everything. */
export async function withLargeTenant<T>(name: string, measure: (tenant: LargeTenant) => Promise<T>, options: { contacts: 'large' | 'demo'; telephony?: boolean } = { contacts: 'large' }): Promise<T> {
  const dir = mkdtempSync(path.join(os.tmpdir(), `dialworks-bench-${name}-`));
  chmodSync(dir, 0o755);
  const pg = await startEmbeddedPostgres(dir, await freePort());
  const sink = await startSmtpSink(0);
  try {
    await ensureDatabase(pg.url('postgres'), 'bench');
    const { db, close } = openDatabase(pg.url('bench'), 10);
    await migrateDatabase(db);
    await seedDemoTenant(db);
    const seedStart = performance.now();
    if (options.contacts === 'large') await seedLargeContacts(db, await tenantIdByName(db, DEMO_TENANT), LARGE_CONTACTS - 320);
    const seedSeconds = (performance.now() - seedStart) / 1000;
    const telephony = options.telephony ? await startTelephony({ secret: BENCH_SECRET, domain: 'localhost', dataDir: path.join(dir, 'telephony') }) : null;
    const app = await buildApp({ db, config: defaultConfig(BENCH_SECRET), mailer: createSmtpMailer(sink.url), ...(telephony ? { telephony: telephony.options } : {}) });
    const api = `${await app.listen(0)}/api`;
    const login = async (email: string) => {
      const res = await fetch(`${api}/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: DEMO_PASSWORD }) });
      return ((await res.json()) as { payload: { authToken: string } }).payload.authToken;
    };
    try {
      return await measure({ db, api, seedSeconds, login, telephony });
    } finally {
      await app.close();
      await telephony?.stop();
      await close();
    }
  } finally {
    await sink.close();
    await pg.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Times `runs` GETs (after 10 that warm caches and the pool), in milliseconds. */
export async function timeGets(runs: number, url: (i: number) => string, token: string): Promise<number[]> {
  const samples: number[] = [];
  for (let i = 0; i < runs + 10; i++) {
    const start = performance.now();
    const res = await fetch(url(i), { headers: { authorization: `Bearer ${token}` } });
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`${url(i)} failed with ${res.status}`);
    if (i >= 10) samples.push(performance.now() - start);
  }
  return samples;
}

/** `npx tsx bench/<part>.ts` runs that part alone. */
export function runWhenMain(meta: ImportMeta, bench: () => Promise<string[]>): void {
  if (!process.argv[1] || path.resolve(process.argv[1]) !== path.resolve(meta.filename ?? '')) return;
  bench()
    .then((lines) => console.log(lines.join('\n')))
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}
