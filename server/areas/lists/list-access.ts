import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { callLists } from '../../db/schema';
import { LIST_TEXTS, listError, pausedError } from './list-errors';
import type { AuthContext } from '../session/session-store';

export type ListRow = typeof callLists.$inferSelect;
type Executor = Pick<Db, 'select' | 'execute'>;

/** Admins see and work every list of their tenant. */
export const isListAdmin = (auth: AuthContext) => auth.capList.includes('settings.admin');

/**
 * Visibility of a list (alias l) to the caller: owner, assignee, admin, or shared (sharing not NONE,
 * sharedWith empty meaning everyone, or holding the caller).
 */
export function visibleListSql(auth: AuthContext, alias = 'l'): SQL {
  const l = sql.raw(alias);
  if (isListAdmin(auth)) return sql`true`;
  return sql`(${l}.owner_id = ${auth.userId} or ${auth.userId} = any(${l}.assignee_ids)
    or (${l}.sharing <> 'NONE' and (cardinality(${l}.shared_with_ids) = 0 or ${auth.userId} = any(${l}.shared_with_ids))))`;
}

/** Who may work the list's contacts: owner, assignee, admin, or READ_WRITE sharing to the caller. */
export function writableListSql(auth: AuthContext, alias = 'l'): SQL {
  const l = sql.raw(alias);
  if (isListAdmin(auth)) return sql`true`;
  return sql`(${l}.owner_id = ${auth.userId} or ${auth.userId} = any(${l}.assignee_ids)
    or (${l}.sharing = 'READ_WRITE' and (cardinality(${l}.shared_with_ids) = 0 or ${auth.userId} = any(${l}.shared_with_ids))))`;
}

export interface ListAccess {
  row: ListRow;
  isOwner: boolean;
  isAdmin: boolean;
  isAssignee: boolean;
  /** Shared to the caller (sharedWith empty or holding them) with sharing not NONE. */
  sharedToMe: boolean;
  writable: boolean;
}

export function accessOf(auth: AuthContext, row: ListRow): ListAccess & { visible: boolean } {
  const isOwner = row.ownerId === auth.userId;
  const isAdmin = isListAdmin(auth);
  const isAssignee = row.assigneeIds.includes(auth.userId);
  const sharedToMe = row.sharing !== 'NONE' && (row.sharedWithIds.length === 0 || row.sharedWithIds.includes(auth.userId));
  const writable = isOwner || isAdmin || isAssignee || (sharedToMe && row.sharing === 'READ_WRITE');
  return { row, isOwner, isAdmin, isAssignee, sharedToMe, writable, visible: isOwner || isAdmin || isAssignee || sharedToMe };
}

/** The list if it is the caller's tenant's and visible to them; else 404 with `notFoundMessage`. */
export async function loadList(db: Executor, auth: AuthContext, listId: number, notFoundMessage: string = LIST_TEXTS.listNotFound, lock = false): Promise<ListAccess> {
  const query = db
    .select()
    .from(callLists)
    .where(and(eq(callLists.id, listId), eq(callLists.tenantId, auth.tenantId)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw listError(404, notFoundMessage);
  const access = accessOf(auth, row);
  if (!access.visible) throw listError(404, notFoundMessage);
  return access;
}

/** A list operation: 404, then 423 on a paused list, then 403 unless the caller may work it. */
export async function loadWritableList(db: Executor, auth: AuthContext, listId: number, notFoundMessage?: string, lock = false): Promise<ListAccess> {
  const access = await loadList(db, auth, listId, notFoundMessage, lock);
  if (access.row.paused) throw pausedError();
  if (!access.writable) throw listError(403, LIST_TEXTS.sharingForbids);
  return access;
}

/** Edit, delete: the owner (or an admin); 423 first on a paused list. */
export async function loadOwnedList(db: Executor, auth: AuthContext, listId: number): Promise<ListAccess> {
  const access = await loadList(db, auth, listId);
  if (access.row.paused) throw pausedError();
  if (!access.isOwner && !access.isAdmin) throw listError(403, LIST_TEXTS.ownerOnly);
  return access;
}
