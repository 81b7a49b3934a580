// Contact list and search latency on 75,000 contacts (spec 1 section 9: search threshold 0.3, limit 100).
// Seeds its own embedded PostgreSQL in a fresh data directory and runs the real app over HTTP.
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../server/app';
import { defaultConfig } from '../server/config';
import { migrateDatabase, openDatabase } from '../server/db/database';
import { startEmbeddedPostgres } from '../server/db/embedded-postgres';
import { createSmtpMailer } from '../server/email/mailer';
import { startSmtpSink } from '../server/email/smtp-sink';
import { ensureDatabase } from '../server/db/ensure-database';
import { DEMO_PASSWORD, DEMO_TENANT, seedDemoTenant } from '../server/seed/demo-tenant';
import { seedLargeContacts, tenantIdByName } from '../server/seed/large-contacts';
import { freePort } from '../tests/support/postgres-global-setup';
import { percentile, round } from './stats';

const CONTACTS = 75_000;
const RUNS = 200;
const LETTERS = 'ABCDEFGHIJKLMNOPRSTVWYZ'.split('');
const QUERIES = ['anderson', 'patel', 'globex', 'ava nguyen', 'initech', 'jensen', '5550123', 'olsen', 'mia', 'pa', 'stark labs', 'reyes'];

async function time(runs: number, url: (i: number) => string, token: string) {
  const samples: number[] = [];
  for (let i = 0; i < runs + 10; i++) {
    const start = performance.now();
    const res = await fetch(url(i), { headers: { authorization: `Bearer ${token}` } });
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`${url(i)} failed with ${res.status}`);
    if (i >= 10) samples.push(performance.now() - start); // the first 10 warm caches and the pool
  }
  return samples;
}

/** Returns the measured lines. */
export async function benchContacts(): Promise<string[]> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'dialworks-bench-'));
  chmodSync(dir, 0o755);
  const pg = await startEmbeddedPostgres(dir, await freePort());
  const sink = await startSmtpSink(0);
  try {
    await ensureDatabase(pg.url('postgres'), 'bench');
    const { db, close } = openDatabase(pg.url('bench'), 10);
    await migrateDatabase(db);
    await seedDemoTenant(db);
    const seedStart = performance.now();
    await seedLargeContacts(db, await tenantIdByName(db, DEMO_TENANT), CONTACTS - 320);
    const seedSeconds = (performance.now() - seedStart) / 1000;
    const app = await buildApp({ db, config: defaultConfig('bench-secret'), mailer: createSmtpMailer(sink.url) });
    const origin = await app.listen(0);
    try {
      const api = `${origin}/api`;
      const login = await fetch(`${api}/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'rep@demo.test', password: DEMO_PASSWORD }) });
      const token = ((await login.json()) as { payload: { authToken: string } }).payload.authToken;

      const firstPage = await time(RUNS, (i) => `${api}/contacts?limit=50&prefix=${i % 3 === 0 ? 'ALL' : LETTERS[i % LETTERS.length]}`, token);
      // Deep pages through the keyset cursor, as an infinite list scrolls.
      const cursors: string[] = [];
      let after: string | null = null;
      for (let i = 0; i < 40; i++) {
        const res: Response = await fetch(`${api}/contacts?limit=200${after ? `&after=${after}` : ''}`, { headers: { authorization: `Bearer ${token}` } });
        after = ((await res.json()) as { payload: { nextCursor: string | null } }).payload.nextCursor;
        if (!after) break;
        cursors.push(after);
      }
      const deepPage = await time(RUNS, (i) => `${api}/contacts?limit=50&after=${cursors[(i * 7) % cursors.length]}`, token);
      const search = await time(RUNS, (i) => `${api}/contacts/search?query=${encodeURIComponent(QUERIES[i % QUERIES.length]!)}`, token);
      const listSearch = await time(RUNS, (i) => `${api}/contacts?limit=50&search=${encodeURIComponent(QUERIES[i % QUERIES.length]!)}`, token);
      const prefixes = await time(50, () => `${api}/contacts/prefixes`, token);
      const line = (name: string, s: number[]) => `${name} p50: ${round(percentile(s, 50))} ms, p95: ${round(percentile(s, 95))} ms (target p95 < 20)`;
      return [
        `seed:large ${CONTACTS.toLocaleString('en-US')} contacts: ${round(seedSeconds)} s`,
        line(`GET /contacts first page (50, by letter) on ${CONTACTS.toLocaleString('en-US')} contacts`, firstPage),
        line('GET /contacts deep page (keyset cursor)', deepPage),
        line('GET /contacts/search (top search, limit 100)', search),
        line('GET /contacts?search (list search, 50 a page)', listSearch),
        line('GET /contacts/prefixes (letter counts)', prefixes),
      ];
    } finally {
      await app.close();
      await close();
    }
  } finally {
    await sink.close();
    await pg.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

// `npx tsx bench/contacts.ts` runs this part alone.
if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename ?? '')) {
  benchContacts()
    .then((lines) => console.log(lines.join('\n')))
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}
