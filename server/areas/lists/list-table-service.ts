import { sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { CallList, listNameItem, listTableQuery } from '@/src/contract/entities/lists';
import type { Clock } from '../../clock';
import type { Db } from '../../db/database';
import type { ListRow } from './list-access';
import { isListAdmin, visibleListSql, writableListSql } from './list-access';
import { listContactActiveSql, listContactDueSql } from './list-due-sql';
import { toCallLists } from './list-read';
import type { AuthContext } from '../session/session-store';

export type ListTable = 'my' | 'all' | 'paused' | 'shared';
type Query = z.output<typeof listTableQuery>;

/** Which lists each table shows (LISTS-NOTES.md). */
function tableCondition(auth: AuthContext, table: ListTable): SQL {
  switch (table) {
    case 'my':
      return sql`(l.owner_id = ${auth.userId} or ${auth.userId} = any(l.assignee_ids)) and not l.paused`;
    case 'all':
      return sql`${visibleListSql(auth)} and not l.paused`;
    case 'paused':
      return sql`${visibleListSql(auth)} and l.paused`;
    case 'shared':
      return sql`l.owner_id <> ${auth.userId} and l.sharing <> 'NONE'
        and (cardinality(l.shared_with_ids) = 0 or ${auth.userId} = any(l.shared_with_ids)) and not l.paused`;
  }
}

function filters(auth: AuthContext, table: ListTable, q: Query, now: Date): SQL {
  const parts: SQL[] = [sql`l.tenant_id = ${auth.tenantId}`, tableCondition(auth, table)];
  if (q.search) parts.push(sql`l.name ilike ${`%${q.search.replace(/[\\%_]/g, (m) => `\\${m}`)}%`}`);
  if (q.ownerOrAssignee) parts.push(sql`(l.owner_id = ${q.ownerOrAssignee} or ${q.ownerOrAssignee} = any(l.assignee_ids))`);
  if (q.tagIds.length) parts.push(sql`exists (select 1 from list_tag_links t where t.list_id = l.id and t.tag_id = any(${sql.param(q.tagIds)}::int[]))`);
  if (q.showOnlyContactsDue) parts.push(sql`exists (select 1 from list_contacts lc where lc.tenant_id = l.tenant_id and lc.list_id = l.id and ${listContactDueSql(now)})`);
  return sql.join(parts, sql` and `);
}

function orderBy(q: Query, now: Date): SQL {
  const dir = q.order.direction === 'desc' ? sql`desc` : sql`asc`;
  const count = (cond: SQL) => sql`(select count(*) from list_contacts lc where lc.tenant_id = l.tenant_id and lc.list_id = l.id and ${cond})`;
  const key: Record<Query['order']['column'], SQL> = {
    name: sql`lower(l.name) ${dir}`,
    priority: sql`l.priority ${dir}`,
    owner: sql`(select lower(u.last_name || ' ' || u.first_name) from users u where u.id = l.owner_id) ${dir}`,
    status: sql`l.status ${dir}`,
    contactsCount: sql`${count(listContactActiveSql())} ${dir}`,
    dueCount: sql`${count(listContactDueSql(now))} ${dir}`,
    createdAt: sql`l.created_at ${dir}`,
    lastActivityTimestamp: sql`l.last_activity_at ${dir} nulls last`,
  };
  return sql`${key[q.order.column]}, l.id ${dir}`;
}

/** The tables of lists (POST /lists/{table}/list and /count) and the names for pickers. */
export function createListTableService(db: Db, clock: Clock) {
  const rowsOf = (rows: Record<string, unknown>[]) => rows.map((r) => r.id as number);
  return {
    async list(auth: AuthContext, table: ListTable, q: Query): Promise<{ lists: CallList[]; total: number }> {
      const now = clock.now();
      const where = filters(auth, table, q, now);
      const [page, total] = await Promise.all([
        db.execute<{ id: number }>(sql`select l.id from call_lists l where ${where} order by ${orderBy(q, now)} limit ${q.length} offset ${q.start}`),
        db.execute<{ n: number }>(sql`select count(*)::int as n from call_lists l where ${where}`),
      ]);
      const ids = rowsOf(page.rows);
      const rows = ids.length ? await db.query.callLists.findMany({ where: (l, { and, eq, inArray }) => and(eq(l.tenantId, auth.tenantId), inArray(l.id, ids)) }) : [];
      const byId = new Map(rows.map((r) => [r.id, r]));
      const ordered = ids.map((id) => byId.get(id)).filter((r): r is ListRow => r !== undefined);
      return { lists: await toCallLists(db, auth.tenantId, ordered, now), total: total.rows[0]?.n ?? 0 };
    },

    async count(auth: AuthContext, table: ListTable, q: Query): Promise<number> {
      const { rows } = await db.execute<{ n: number }>(sql`select count(*)::int as n from call_lists l where ${filters(auth, table, q, clock.now())}`);
      return rows[0]?.n ?? 0;
    },

    async names(auth: AuthContext, q: { search: string; admin: boolean; writableOnly: boolean; limit: number }): Promise<z.input<typeof listNameItem>[]> {
      const parts: SQL[] = [sql`l.tenant_id = ${auth.tenantId}`];
      if (!(q.admin && isListAdmin(auth))) parts.push(visibleListSql(auth));
      if (q.writableOnly) parts.push(writableListSql(auth));
      if (q.search) parts.push(sql`l.name ilike ${`%${q.search.replace(/[\\%_]/g, (m) => `\\${m}`)}%`}`);
      const { rows } = await db.execute<{
        id: number;
        name: string;
        type: 'static' | 'dynamic';
        paused: boolean;
        writable: boolean;
        steps: { id: number; name: string; position: number; action: string }[] | null;
      }>(sql`
        select l.id, l.name, l.type, l.paused, ${writableListSql(auth)} as writable,
          (select json_agg(json_build_object('id', s.id, 'name', s.name, 'position', s.position, 'action', s.action) order by s.position, s.id)
             from playbook_steps s where s.tenant_id = l.tenant_id and s.playbook_id = l.playbook_id) as steps
        from call_lists l where ${sql.join(parts, sql` and `)}
        order by lower(l.name), l.id limit ${q.limit}`);
      return rows.map((r) => ({ ...r, steps: r.steps ?? [] }));
    },
  };
}
