import { and, eq } from 'drizzle-orm';
import { LIST_DELETED_EVENT, LIST_UPDATED_EVENT, type ListUpdatedEvent } from '@/src/contract/entities/lists';
import type { Clock } from '../../clock';
import type { Db } from '../../db/database';
import { callLists } from '../../db/schema';
import type { Realtime } from '../../realtime/realtime';
import { loadListCounts } from './list-counts';
import { settleListCompletion } from './list-lifecycle';
import { loadPlaybookShapes } from './list-read';

export interface ListLiveDeps {
  db: Db;
  realtime: Pick<Realtime, 'toTenant'>;
  clock: Clock;
}

/** The live state of one list (status and counts), or null when it is gone. */
export async function listLiveState(deps: Pick<ListLiveDeps, 'db' | 'clock'>, tenantId: number, listId: number): Promise<ListUpdatedEvent | null> {
  const [row] = await deps.db
    .select({ id: callLists.id, status: callLists.status, paused: callLists.paused, active: callLists.active, playbookId: callLists.playbookId })
    .from(callLists)
    .where(and(eq(callLists.id, listId), eq(callLists.tenantId, tenantId)));
  if (!row) return null;
  const [counts, shapes] = await Promise.all([loadListCounts(deps.db, tenantId, [listId], deps.clock.now()), loadPlaybookShapes(deps.db, tenantId, row.playbookId ? [row.playbookId] : [])]);
  const steps = row.playbookId ? (shapes.get(row.playbookId)?.steps ?? []) : [];
  return {
    listId,
    status: (['READY', 'COMPLETED', 'REQUESTED', 'REFRESHING', 'RESETING'] as const).find((s) => s === row.status) ?? 'READY',
    paused: row.paused,
    active: row.active,
    ...counts.list(listId),
    steps: steps.map((s) => ({ id: s.id, ...counts.step(listId, s.id), variants: s.variants.map((v) => ({ id: v.id, ...counts.variant(listId, s.id, v.id) })) })),
  };
}

/**
 * Settles READY / COMPLETED, recomputes the list's status and counts and pushes `lists.updated` to the tenant room on /updates.
 * Called after every change of a list or its contacts (by this area and by the playbook engine).
 * A failure is logged, never thrown: the change itself has been made.
 */
export async function publishListChanged(deps: ListLiveDeps, tenantId: number, listId: number): Promise<void> {
  try {
    await settleListCompletion(deps.db, tenantId, listId);
    const state = await listLiveState(deps, tenantId, listId);
    if (state) deps.realtime.toTenant(tenantId, LIST_UPDATED_EVENT, state);
    else deps.realtime.toTenant(tenantId, LIST_DELETED_EVENT, { listId });
  } catch (error) {
    console.warn('[lists] live update failed:', error instanceof Error ? error.message : error);
  }
}
