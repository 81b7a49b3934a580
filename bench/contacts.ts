// Contact list and search latency on 75,000 contacts (spec 1 section 9: search threshold 0.3, limit 100),
// on the real app over HTTP.
import { LARGE_CONTACTS as CONTACTS, runWhenMain, timeGets, withLargeTenant } from './large-tenant';
import { percentile, round } from './stats';

const RUNS = 200;
const LETTERS = 'ABCDEFGHIJKLMNOPRSTVWYZ'.split('');
const QUERIES = ['anderson', 'patel', 'globex', 'ava nguyen', 'initech', 'jensen', '5550123', 'olsen', 'mia', 'pa', 'stark labs', 'reyes'];

/** Returns the measured lines. */
export function benchContacts(): Promise<string[]> {
  return withLargeTenant('contacts', async ({ api, seedSeconds, login }) => {
    const token = await login('rep@demo.test');

    const firstPage = await timeGets(RUNS, (i) => `${api}/contacts?limit=50&prefix=${i % 3 === 0 ? 'ALL' : LETTERS[i % LETTERS.length]}`, token);
    // Deep pages through the keyset cursor, as an infinite list scrolls.
    const cursors: string[] = [];
    let after: string | null = null;
    for (let i = 0; i < 40; i++) {
      const res: Response = await fetch(`${api}/contacts?limit=200${after ? `&after=${after}` : ''}`, { headers: { authorization: `Bearer ${token}` } });
      after = ((await res.json()) as { payload: { nextCursor: string | null } }).payload.nextCursor;
      if (!after) break;
      cursors.push(after);
    }
    const deepPage = await timeGets(RUNS, (i) => `${api}/contacts?limit=50&after=${cursors[(i * 7) % cursors.length]}`, token);
    const search = await timeGets(RUNS, (i) => `${api}/contacts/search?query=${encodeURIComponent(QUERIES[i % QUERIES.length]!)}`, token);
    const listSearch = await timeGets(RUNS, (i) => `${api}/contacts?limit=50&search=${encodeURIComponent(QUERIES[i % QUERIES.length]!)}`, token);
    const prefixes = await timeGets(50, () => `${api}/contacts/prefixes`, token);
    const line = (name: string, s: number[]) => `${name} p50: ${round(percentile(s, 50))} ms, p95: ${round(percentile(s, 95))} ms (target p95 < 20)`;
    return [
      `seed:large ${CONTACTS.toLocaleString('en-US')} contacts: ${round(seedSeconds)} s`,
      line(`GET /contacts first page (50, by letter) on ${CONTACTS.toLocaleString('en-US')} contacts`, firstPage),
      line('GET /contacts deep page (keyset cursor)', deepPage),
      line('GET /contacts/search (top search, limit 100)', search),
      line('GET /contacts?search (list search, 50 a page)', listSearch),
      line('GET /contacts/prefixes (letter counts)', prefixes),
    ];
  });
}

runWhenMain(import.meta, benchContacts);
