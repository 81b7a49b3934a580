// List contacts page over a 75,000-contact list (spec 2: 50 a page, target p95 < 20 ms) and a dynamic
// list refresh over 75,000 contacts. Seeds its own embedded PostgreSQL and runs the real app over HTTP.
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { buildApp } from '../server/app';
import { defaultConfig } from '../server/config';
import { migrateDatabase, openDatabase } from '../server/db/database';
import { startEmbeddedPostgres } from '../server/db/embedded-postgres';
import { ensureDatabase } from '../server/db/ensure-database';
import { createSmtpMailer } from '../server/email/mailer';
import { startSmtpSink } from '../server/email/smtp-sink';
import { DEMO_PASSWORD, DEMO_TENANT, seedDemoTenant } from '../server/seed/demo-tenant';
import { seedLargeContacts, tenantIdByName } from '../server/seed/large-contacts';
import { freePort } from '../tests/support/postgres-global-setup';
import { percentile, round } from './stats';

const CONTACTS = 75_000;
const RUNS = 200;
/** Sorts measured one by one: those on list_contacts columns walk a page index; the last two sort every row. */
const ORDERS = ['name:desc', 'listStatus:asc', 'playbookStepEnabledAt:desc', 'name:asc,title:asc', 'mailingCity:asc,name:asc', 'listStatus:asc,title:desc,name:asc'];

async function time(runs: number, url: (i: number) => string, token: string) {
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

async function waitReady(api: string, token: string, listId: number): Promise<number> {
  for (;;) {
    const res = await fetch(`${api}/lists/${listId}`, { headers: { authorization: `Bearer ${token}` } });
    const list = ((await res.json()) as { payload: { list: { status: string; contactsCount: number } } }).payload.list;
    if (list.status === 'READY') return list.contactsCount;
    await new Promise((r) => setTimeout(r, 20));
  }
}

export async function benchLists(): Promise<string[]> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'dialworks-bench-lists-'));
  chmodSync(dir, 0o755);
  const pg = await startEmbeddedPostgres(dir, await freePort());
  const sink = await startSmtpSink(0);
  try {
    await ensureDatabase(pg.url('postgres'), 'bench');
    const { db, close } = openDatabase(pg.url('bench'), 10);
    await migrateDatabase(db);
    await seedDemoTenant(db);
    const tenantId = await tenantIdByName(db, DEMO_TENANT);
    await seedLargeContacts(db, tenantId, CONTACTS - 320);
    await db.execute(sql`analyze`);
    const app = await buildApp({ db, config: defaultConfig('bench-secret'), mailer: createSmtpMailer(sink.url) });
    const origin = await app.listen(0);
    try {
      const api = `${origin}/api`;
      const post = async (p: string, token: string | null, body: unknown) => {
        const res = await fetch(`${api}${p}`, { method: 'POST', headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) }, body: JSON.stringify(body) });
        return (await res.json()) as { payload: Record<string, unknown> };
      };
      const token = (await post('/login', null, { email: 'manager@demo.test', password: DEMO_PASSWORD })).payload.authToken as string;

      // A dynamic list of every contact: its refresh fills 75,000 members.
      const created = await post('/lists', token, { name: 'Everyone', type: 'dynamic', condFilter: { filters: [{ field: 'lastName', operator: 'isNotEmpty' }], limit: CONTACTS } });
      const listId = (created.payload.list as { id: number }).id;
      const refreshStart = performance.now();
      const filled = await waitReady(api, token, listId);
      const fillSeconds = (performance.now() - refreshStart) / 1000;
      await db.execute(sql`analyze list_contacts`);
      // A second refresh over the full list: nothing to add, every member re-checked.
      const again = performance.now();
      await fetch(`${api}/lists/${listId}/refresh`, { method: 'PATCH', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: '{}' });
      await waitReady(api, token, listId);
      const recheckSeconds = (performance.now() - again) / 1000;

      const pages = Math.floor(filled / 50);
      const firstPages = await time(RUNS, (i) => `${api}/lists/${listId}/contacts?start=${(i % 20) * 50}&order=${encodeURIComponent(ORDERS[0]!)}`, token);
      const sorted: [string, number[]][] = [];
      for (const order of ORDERS) sorted.push([order, await time(60, (i) => `${api}/lists/${listId}/contacts?start=${(i % 5) * 50}&order=${encodeURIComponent(order)}`, token)]);
      const deep = await time(50, (i) => `${api}/lists/${listId}/contacts?start=${((i * 97) % pages) * 50}`, token);
      const line = (name: string, s: number[]) => `${name} p50: ${round(percentile(s, 50))} ms, p95: ${round(percentile(s, 95))} ms`;
      return [
        `dynamic list refresh filling ${filled.toLocaleString('en-US')} of ${CONTACTS.toLocaleString('en-US')} contacts: ${round(fillSeconds)} s (REQUESTED to READY)`,
        `dynamic list refresh re-checking a full ${filled.toLocaleString('en-US')}-contact list: ${round(recheckSeconds)} s`,
        `${line(`GET /lists/:id/contacts pages 1-20 (50, by name) on a ${filled.toLocaleString('en-US')}-contact list`, firstPages)} (target p95 < 20)`,
        ...sorted.map(([order, s]) => line(`GET /lists/:id/contacts pages 1-5 sorted ${order}`, s)),
        line('GET /lists/:id/contacts random deep page by name (offset paging)', deep),
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

// `npx tsx bench/lists.ts` runs this part alone.
if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename ?? '')) {
  benchLists()
    .then((lines) => console.log(lines.join('\n')))
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}
