// List contacts page over a 75,000-contact list (spec 2: 50 a page, target p95 < 20 ms) and a dynamic
// list refresh over 75,000 contacts, on the real app over HTTP.
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { LARGE_CONTACTS as CONTACTS, runWhenMain, timeGets, withLargeTenant } from './large-tenant';
import { percentile, round } from './stats';
import { measurePlayNext } from './play-next';

const RUNS = 200;
/** Sorts measured one by one: those on list_contacts columns walk a page index; the last two sort every row. */
const ORDERS = ['name:desc', 'listStatus:asc', 'playbookStepEnabledAt:desc', 'name:asc,title:asc', 'mailingCity:asc,name:asc', 'listStatus:asc,title:desc,name:asc'];

async function waitReady(api: string, token: string, listId: number): Promise<number> {
  for (;;) {
    const res = await fetch(`${api}/lists/${listId}`, { headers: { authorization: `Bearer ${token}` } });
    const list = ((await res.json()) as { payload: { list: { status: string; contactsCount: number } } }).payload.list;
    if (list.status === 'READY') return list.contactsCount;
    await new Promise((r) => setTimeout(r, 20));
  }
}

export function benchLists(): Promise<string[]> {
  return withLargeTenant('lists', async ({ db, api, login }) => {
    await db.execute(sql`analyze`);
    const token = await login('manager@demo.test');
    const post = async (p: string, body: unknown) => {
      const res = await fetch(`${api}${p}`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify(body) });
      return (await res.json()) as { payload: Record<string, unknown> };
    };

    // A dynamic list of every contact: its refresh fills 75,000 members.
    const created = await post('/lists', { name: 'Everyone', type: 'dynamic', condFilter: { filters: [{ field: 'lastName', operator: 'isNotEmpty' }], limit: CONTACTS } });
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
    const firstPages = await timeGets(RUNS, (i) => `${api}/lists/${listId}/contacts?start=${(i % 20) * 50}&order=name:asc`, token);
    const sorted: [string, number[]][] = [];
    for (const order of ORDERS) sorted.push([order, await timeGets(60, (i) => `${api}/lists/${listId}/contacts?start=${(i % 5) * 50}&order=${encodeURIComponent(order)}`, token)]);
    const deep = await timeGets(50, (i) => `${api}/lists/${listId}/contacts?start=${((i * 97) % pages) * 50}`, token);
    const playNext = await measurePlayNext(api, token, await login('admin@demo.test'), listId, filled);
    const line = (name: string, s: number[]) => `${name} p50: ${round(percentile(s, 50))} ms, p95: ${round(percentile(s, 95))} ms`;
    return [
      `dynamic list refresh filling ${filled.toLocaleString('en-US')} of ${CONTACTS.toLocaleString('en-US')} contacts: ${round(fillSeconds)} s (REQUESTED to READY)`,
      `dynamic list refresh re-checking a full ${filled.toLocaleString('en-US')}-contact list: ${round(recheckSeconds)} s`,
      `${line(`GET /lists/:id/contacts pages 1-20 (50, by name) on a ${filled.toLocaleString('en-US')}-contact list`, firstPages)} (target p95 < 20)`,
      ...sorted.map(([order, s]) => line(`GET /lists/:id/contacts pages 1-5 sorted ${order}`, s)),
      line('GET /lists/:id/contacts random deep page by name (offset paging)', deep),
      ...playNext,
    ];
  });
}

runWhenMain(import.meta, benchLists);
