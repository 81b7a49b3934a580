import { and, eq, isNull, sql } from 'drizzle-orm';
import { listContactSort, type ListContactSort, type ListContactsView } from '@/src/contract/entities/lists';
import type { Db } from '../../db/database';
import { listContactViews } from '../../db/schema';
import { loadList } from './list-access';
import { LIST_TEXTS, listError, pausedError } from './list-errors';
import type { AuthContext } from '../session/session-store';

/**
 * Saved sort and hidden columns of list contacts tables (spec 2 section 2): the caller's own view
 * first, else the owner's view for everyone; only the owner saves for everyone.
 */
export function createListViewService(db: Db) {
  async function find(auth: AuthContext, listId: number, stepId: number, userId: number | null) {
    const [row] = await db
      .select({ sort: listContactViews.sort, hiddenColumns: listContactViews.hiddenColumns })
      .from(listContactViews)
      .where(
        and(
          eq(listContactViews.tenantId, auth.tenantId),
          eq(listContactViews.listId, listId),
          eq(listContactViews.stepId, stepId),
          userId === null ? isNull(listContactViews.userId) : eq(listContactViews.userId, userId),
        ),
      );
    return row;
  }
  const shape = (stepId: number, row: { sort: unknown; hiddenColumns: string[] | null } | undefined, forAll: boolean): ListContactsView => ({
    stepId,
    // A stored sort naming a column that no longer exists reads as no sort.
    sort:
      listContactSort
        .array()
        .max(5)
        .safeParse(row?.sort ?? []).data ?? [],
    hiddenColumns: row?.hiddenColumns ?? [],
    forAll,
  });

  return {
    async get(auth: AuthContext, listId: number, stepId: number): Promise<ListContactsView> {
      await loadList(db, auth, listId);
      const own = await find(auth, listId, stepId, auth.userId);
      if (own) return shape(stepId, own, false);
      const shared = await find(auth, listId, stepId, null);
      return shape(stepId, shared, shared !== undefined);
    },

    async save(auth: AuthContext, listId: number, body: { stepId: number; sort: ListContactSort[]; hiddenColumns: string[]; forAll: boolean }): Promise<ListContactsView> {
      const access = await loadList(db, auth, listId);
      if (access.row.paused) throw pausedError();
      if (body.forAll && !access.isOwner) throw listError(403, LIST_TEXTS.viewForAllOwnerOnly);
      const userId = body.forAll ? null : auth.userId;
      await db.execute(sql`
        insert into list_contact_views (tenant_id, list_id, step_id, user_id, sort, hidden_columns, modified_at)
        values (${auth.tenantId}, ${listId}, ${body.stepId}, ${userId}, ${JSON.stringify(body.sort)}::jsonb, ${JSON.stringify(body.hiddenColumns)}::jsonb, now())
        on conflict (list_id, step_id, coalesce(user_id, 0)) do update set sort = excluded.sort, hidden_columns = excluded.hidden_columns, modified_at = excluded.modified_at`);
      // The owner's own view would hide the one saved for everyone from the owner: drop it.
      if (body.forAll) {
        await db
          .delete(listContactViews)
          .where(and(eq(listContactViews.tenantId, auth.tenantId), eq(listContactViews.listId, listId), eq(listContactViews.stepId, body.stepId), eq(listContactViews.userId, auth.userId)));
      }
      return shape(body.stepId, { sort: body.sort, hiddenColumns: body.hiddenColumns }, body.forAll);
    },
  };
}
