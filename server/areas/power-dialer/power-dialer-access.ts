import { and, eq } from 'drizzle-orm';
import { POWER_DIALER_TEXTS } from '@/src/contract/entities/power-dialer';
import { callLists } from '../../db/schema';
import type { Executor } from '../../activity/activity-log';
import { accessOf, type ListRow } from '../lists/list-access';
import { LIST_TEXTS, listError, pausedError } from '../lists/list-errors';
import type { AuthContext } from '../session/session-store';

/**
 * A list the caller may play: 404 outside the tenant, 403 unless they own it, are assigned to it, it is
 * shared with them (read-only sharing included: playing works the list, it does not edit it) or they are an
 * admin; then 423 when paused (every play route).
 */
export async function loadPlayableList(db: Pick<Executor, 'select'>, auth: AuthContext, listId: number): Promise<ListRow> {
  const [row] = await db
    .select()
    .from(callLists)
    .where(and(eq(callLists.id, listId), eq(callLists.tenantId, auth.tenantId)));
  if (!row) throw listError(404, LIST_TEXTS.listNotFound);
  if (!accessOf(auth, row).visible) throw listError(403, POWER_DIALER_TEXTS.noPermission, 'FORBIDDEN');
  if (row.paused) throw pausedError();
  return row;
}
