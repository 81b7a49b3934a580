import { and, eq, inArray, sql } from 'drizzle-orm';
import type { ListTag } from '@/src/contract/entities/lists';
import type { Db } from '../../db/database';
import { isUniqueViolation } from '../../db/pg-errors';
import { listTagLinks, listTags } from '../../db/schema';
import { visibleListSql } from '../lists/list-access';
import { LIST_TEXTS, listError } from '../lists/list-errors';
import { requireListPermission } from '../lists/list-permissions';
import type { AuthContext } from '../session/session-store';

/** List tags (spec 2 section 7, Tags): tenant-wide names; count = lists carrying the tag. */
export function createTagService(db: Db) {
  async function all(auth: AuthContext, ids?: number[]): Promise<ListTag[]> {
    const { rows } = await db.execute<ListTag>(sql`
      select t.id, t.name, (select count(*)::int from list_tag_links k where k.tag_id = t.id) as count
      from list_tags t where t.tenant_id = ${auth.tenantId} ${ids ? sql`and t.id = any(${sql.param(ids)}::int[])` : sql``}
      order by lower(t.name), t.id`);
    return rows;
  }
  async function checkLists(auth: AuthContext, listIds: number[]) {
    const unique = [...new Set(listIds)];
    if (!unique.length) return;
    const { rows } = await db.execute(sql`select l.id from call_lists l where l.tenant_id = ${auth.tenantId} and l.id = any(${sql.param(unique)}::int[]) and ${visibleListSql(auth)}`);
    if (rows.length !== unique.length) throw listError(404, LIST_TEXTS.listNotFound);
  }
  async function checkTags(auth: AuthContext, tagIds: number[]) {
    const rows = await db
      .select({ id: listTags.id })
      .from(listTags)
      .where(and(eq(listTags.tenantId, auth.tenantId), inArray(listTags.id, tagIds)));
    if (rows.length !== new Set(tagIds).size) throw listError(404, LIST_TEXTS.tagNotFound);
  }

  return {
    list: (auth: AuthContext) => all(auth),

    async create(auth: AuthContext, name: string, listIds: number[]): Promise<ListTag> {
      await requireListPermission(db, auth, 'canCreateTag');
      await checkLists(auth, listIds);
      const tagId = await db
        .transaction(async (tx) => {
          const [row] = await tx.insert(listTags).values({ tenantId: auth.tenantId, name }).returning({ id: listTags.id });
          if (!row) throw new Error('tag not created');
          if (listIds.length) await tx.insert(listTagLinks).values([...new Set(listIds)].map((listId) => ({ tenantId: auth.tenantId, tagId: row.id, listId })));
          return row.id;
        })
        .catch((error: unknown) => {
          if (isUniqueViolation(error)) throw listError(409, LIST_TEXTS.tagExists);
          throw error;
        });
      const [tag] = await all(auth, [tagId]);
      if (!tag) throw listError(404, LIST_TEXTS.tagNotFound);
      return tag;
    },

    async rename(auth: AuthContext, id: number, name: string): Promise<ListTag> {
      await requireListPermission(db, auth, 'canManageTags');
      await checkTags(auth, [id]);
      await db
        .update(listTags)
        .set({ name })
        .where(and(eq(listTags.id, id), eq(listTags.tenantId, auth.tenantId)))
        .catch((error: unknown) => {
          if (isUniqueViolation(error)) throw listError(409, LIST_TEXTS.tagExists);
          throw error;
        });
      const [tag] = await all(auth, [id]);
      if (!tag) throw listError(404, LIST_TEXTS.tagNotFound);
      return tag;
    },

    async remove(auth: AuthContext, tagIds: number[]): Promise<{ deleted: number }> {
      await requireListPermission(db, auth, 'canManageTags');
      await checkTags(auth, tagIds);
      const rows = await db
        .delete(listTags)
        .where(and(eq(listTags.tenantId, auth.tenantId), inArray(listTags.id, tagIds)))
        .returning({ id: listTags.id });
      return { deleted: rows.length };
    },

    async apply(auth: AuthContext, tags: Record<string, 'add' | 'remove'>, listIds: number[]): Promise<ListTag[]> {
      const ids = Object.keys(tags).map(Number);
      await checkTags(auth, ids);
      await checkLists(auth, listIds);
      await db.transaction(async (tx) => {
        for (const [key, op] of Object.entries(tags)) {
          const tagId = Number(key);
          if (op === 'add')
            await tx
              .insert(listTagLinks)
              .values([...new Set(listIds)].map((listId) => ({ tenantId: auth.tenantId, tagId, listId })))
              .onConflictDoNothing();
          else await tx.delete(listTagLinks).where(and(eq(listTagLinks.tenantId, auth.tenantId), eq(listTagLinks.tagId, tagId), inArray(listTagLinks.listId, listIds)));
        }
      });
      return all(auth, ids);
    },
  };
}
