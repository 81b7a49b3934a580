import { sql, type SQL } from 'drizzle-orm';
import type { ContactListItem, ContactListReply, ContactPrefix, ContactSearchResult } from '@/src/contract/entities/contacts';
import type { Clock } from '../../clock';
import type { Db } from '../../db/database';
import { createCountCache } from './count-cache';
import { ApiError } from '../../http/api-error';
import { listColumns, prefixEnd, SEARCH_LIMIT, topMatches } from './contact-search-sql';
import { withSearchConnection } from './search-connection';
import type { AuthContext } from '../session/session-store';

type TypeFilter = 'all' | 'contact' | 'lead';
type Row = ContactListItem & { sortName: string };
type ScoredRow = Row & { score: number };

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('');
/** How long a later page (keyset cursor) reuses the total its first page counted. */
const TOTAL_TTL_MS = 30_000;

/** The sort-name range of a letter ('0-9': digits), lower case. */
function rangeOf(prefix: Exclude<ContactPrefix, 'ALL'>): [string, string] {
  return prefix === '0-9' ? ['0', ':'] : [prefix.toLowerCase(), prefixEnd(prefix.toLowerCase())];
}

function prefixCondition(prefix: ContactPrefix): SQL {
  if (prefix === 'ALL') return sql``;
  const [from, to] = rangeOf(prefix);
  return sql` and c.sort_name collate "C" >= ${from} and c.sort_name collate "C" < ${to}`;
}

const typeCondition = (type: TypeFilter) => (type === 'all' ? sql`` : sql` and c.is_lead = ${type === 'lead'}`);

const toItem = ({ sortName: _s, ...row }: Row): ContactListItem => row;

const encodeCursor = (row: Row) => Buffer.from(JSON.stringify([row.sortName, row.id])).toString('base64url');
function decodeCursor(cursor: string): [string, number] {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (Array.isArray(value) && typeof value[0] === 'string' && Number.isSafeInteger(value[1])) return [value[0], value[1] as number];
  } catch {
    // fall through
  }
  throw new ApiError(400, 'Invalid cursor', { code: 'VALIDATION' });
}

/** The contact list (prefix filter, text search, server-paged), its letter counts and the top search. */
export function createContactListService(db: Db, clock: Clock) {
  const totals = createCountCache({ ttlMs: TOTAL_TTL_MS, maxEntries: 1000, now: () => clock.now().getTime() });
  /** The list's text search: the top matches (at most 100), paged. */
  async function searchPage(auth: AuthContext, query: string, type: TypeFilter, limit: number, offset: number): Promise<ContactListReply> {
    return withSearchConnection(db, async (conn) => {
      const { rows } = await conn.execute<ScoredRow>(sql`
        select ${listColumns}, b.score
        from ${topMatches(auth.tenantId, query)} b join contacts c on c.id = b.id
        where c.tenant_id = ${auth.tenantId}${typeCondition(type)}
        order by b.score desc, c.sort_name collate "C", c.id`);
      const page = rows.slice(offset, offset + limit);
      return { contacts: page.map(({ score: _score, ...row }) => toItem(row)), total: rows.length, nextCursor: null };
    });
  }

  return {
    async list(auth: AuthContext, q: { prefix: ContactPrefix; search?: string | undefined; type: TypeFilter; limit: number; offset: number; after?: string | undefined }): Promise<ContactListReply> {
      if (q.search) return searchPage(auth, q.search, q.type, q.limit, q.offset);
      const filters = sql`c.tenant_id = ${auth.tenantId}${prefixCondition(q.prefix)}${typeCondition(q.type)}`;
      const cursor = q.after ? decodeCursor(q.after) : null;
      const keyset = cursor ? sql` and (c.sort_name collate "C", c.id) > (${cursor[0]} collate "C", ${cursor[1]})` : sql``;
      const countKey = `${auth.tenantId}/${q.prefix}/${q.type}`;
      const cached = cursor ? totals.get(countKey) : undefined;
      const [page, total] = await Promise.all([
        db.execute<Row>(sql`select ${listColumns} from contacts c where ${filters}${keyset}
          order by c.sort_name collate "C", c.id limit ${q.limit + 1} ${cursor ? sql`` : sql`offset ${q.offset}`}`),
        cached ??
          db.execute<{ total: number }>(sql`select count(*)::int as total from contacts c where ${filters}`).then((r) => {
            const n = r.rows[0]?.total ?? 0;
            totals.set(countKey, n);
            return n;
          }),
      ]);
      const rows = page.rows.slice(0, q.limit);
      const last = rows[rows.length - 1];
      return { contacts: rows.map(toItem), total, nextCursor: page.rows.length > q.limit && last ? encodeCursor(last) : null };
    },

    /** Contacts per first letter of the sort name ('0-9' for digits); letters with 0 are disabled in the UI. */
    async prefixes(auth: AuthContext, type: TypeFilter) {
      // One index range count per letter: far cheaper than grouping every row by its initial.
      const ranges = (['0-9', ...LETTERS] as Exclude<ContactPrefix, 'ALL'>[]).map((prefix) => {
        const [lo, hi] = rangeOf(prefix);
        return sql`(${prefix}, ${lo}, ${hi})`;
      });
      const { rows } = await db.execute<{ prefix: string; count: number }>(sql`
        select p.prefix, (select count(*)::int from contacts c
          where c.tenant_id = ${auth.tenantId}${typeCondition(type)} and c.sort_name collate "C" >= p.lo and c.sort_name collate "C" < p.hi) as count
        from (values ${sql.join(ranges, sql`, `)}) p(prefix, lo, hi)`);
      const counts = new Map(rows.map((r) => [r.prefix, r.count]));
      return { prefixes: ['0-9', ...LETTERS].map((prefix) => ({ prefix, count: counts.get(prefix) ?? 0 })) };
    },

    /** Top search: best matches first, at most 100. */
    async search(auth: AuthContext, query: string, limit: number): Promise<ContactSearchResult[]> {
      return withSearchConnection(db, async (conn) => {
        const { rows } = await conn.execute<ScoredRow>(sql`
          select ${listColumns}, b.score
          from ${topMatches(auth.tenantId, query)} b join contacts c on c.id = b.id
          where c.tenant_id = ${auth.tenantId}
          order by b.score desc, c.sort_name collate "C", c.id
          limit ${Math.min(limit, SEARCH_LIMIT)}`);
        return rows.map(({ sortName: _s, ...row }) => ({ ...row, score: Number(row.score) }));
      });
    },

    /** Contacts with an email address matching the query (email composer's recipient search). */
    async emailSearch(auth: AuthContext, query: string, limit: number) {
      const like = `%${query.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`;
      const { rows } = await db.execute<{ id: number; firstName: string; lastName: string; isLead: boolean; email: string }>(sql`
        select c.id, c.first_name as "firstName", c.last_name as "lastName", c.is_lead as "isLead", e.address as email
        from contact_emails e join contacts c on c.id = e.contact_id and c.tenant_id = ${auth.tenantId}
        where e.tenant_id = ${auth.tenantId} and (lower(e.address) like ${like} or c.search_name like ${like})
        order by c.sort_name collate "C", c.id, e.is_primary desc
        limit ${limit}`);
      return rows;
    },
  };
}
