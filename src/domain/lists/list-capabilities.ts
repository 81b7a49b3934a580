/**
 * What a user may do with a list (spec 2 sections 2 and 6): the row menu of the lists tables, the
 * shared and paused tables' join / leave / resume, and the bulk actions on checked lists.
 */
export type ListSharing = 'NONE' | 'READ_ONLY' | 'READ_WRITE';

export type ListMenuAction = 'EDIT' | 'DELETE' | 'PREVIEW' | 'CLONE' | 'RESET' | 'REFRESH' | 'MOVE_CONTACTS' | 'REMOVE_CONTACTS' | 'RETRY_FAILED_EMAILS' | 'JOIN' | 'LEAVE' | 'RESUME';

export const LIST_CREATE_CAP = 'list.create';
export const LIST_RESET_CAP = 'list.reset';
export const LIST_REFRESH_CAP = 'list.refresh';
/** The tenant admin capability: the server lets admins edit and delete any list. */
export const LIST_ADMIN_CAP = 'settings.admin';

export interface CapabilityList {
  ownerId: number;
  dynamic: boolean;
  hasPlaybook: boolean;
  sharing: ListSharing;
  assigneeIds: readonly number[];
  paused: boolean;
}

export interface CapabilityUser {
  userId: number;
  capList: readonly string[];
  canResetLists: boolean;
  canRefreshLists: boolean;
  canEmail: boolean;
}

export const isListOwner = (list: Pick<CapabilityList, 'ownerId'>, userId: number) => list.ownerId === userId;
const isAssignee = (list: Pick<CapabilityList, 'assigneeIds'>, userId: number) => list.assigneeIds.includes(userId);

/** Join a shared list: sharing READ_WRITE and the user not already an assignee. */
export const canJoin = (list: CapabilityList, userId: number) => list.sharing === 'READ_WRITE' && !isAssignee(list, userId);
/** Leave: the user is an assignee. */
export const canLeave = (list: CapabilityList, userId: number) => isAssignee(list, userId);
/**
 * Resume a paused list (spec 2 section 6): only READ_WRITE sharing and a user who is not an assignee,
 * the owner included. A tenant administrator may resume any list, as they may edit or delete any list:
 * the way back for a list shared with nobody that paused itself when idle.
 */
export const canResume = (list: CapabilityList, user: Pick<CapabilityUser, 'userId' | 'capList'>) =>
  list.paused && (user.capList.includes(LIST_ADMIN_CAP) || (list.sharing === 'READ_WRITE' && !isAssignee(list, user.userId)));

/** Delete a list, as the server allows it (DELETE /lists/:id): its owner or an admin. */
export const canDeleteList = (list: Pick<CapabilityList, 'ownerId'>, user: CapabilityUser) => isListOwner(list, user.userId) || user.capList.includes(LIST_ADMIN_CAP);

export const canClone = (user: CapabilityUser) => user.capList.includes(LIST_CREATE_CAP);
export const canReset = (user: CapabilityUser) => user.capList.includes(LIST_RESET_CAP) && user.canResetLists;
export const canRefresh = (list: Pick<CapabilityList, 'dynamic'>, user: CapabilityUser) => list.dynamic && user.capList.includes(LIST_REFRESH_CAP) && user.canRefreshLists;
export const canRetryFailedEmails = (list: Pick<CapabilityList, 'hasPlaybook'>, user: CapabilityUser) => list.hasPlaybook && user.canEmail;

/** The row menu in the spec's order; the owner sees EDIT and DELETE, everyone else PREVIEW. */
export function listMenuActions(list: CapabilityList, user: CapabilityUser): ListMenuAction[] {
  const out: ListMenuAction[] = [];
  if (isListOwner(list, user.userId)) out.push('EDIT', 'DELETE');
  else out.push('PREVIEW');
  if (canClone(user)) out.push('CLONE');
  if (canReset(user)) out.push('RESET');
  if (canRefresh(list, user)) out.push('REFRESH');
  out.push('MOVE_CONTACTS', 'REMOVE_CONTACTS');
  if (canRetryFailedEmails(list, user)) out.push('RETRY_FAILED_EMAILS');
  if (canJoin(list, user.userId)) out.push('JOIN');
  if (canLeave(list, user.userId)) out.push('LEAVE');
  if (canResume(list, user)) out.push('RESUME');
  return out;
}

export type BulkAction = 'delete' | 'refresh' | 'reset';

/**
 * Bulk actions on the checked lists: each needs at least part of a list checked. Delete works on the
 * lists the user may delete (own lists; any list for an admin), reset and refresh need their capability (refresh: at least one dynamic list, or
 * the spec's 'There are no dynamic lists to be refreshed.' is shown instead).
 */
export function bulkActionEnabled(action: BulkAction, checked: readonly CapabilityList[], user: CapabilityUser): boolean {
  if (checked.length === 0) return false;
  if (action === 'delete') return checked.some((l) => canDeleteList(l, user));
  if (action === 'reset') return canReset(user);
  return user.capList.includes(LIST_REFRESH_CAP) && user.canRefreshLists;
}

/** The checked lists a bulk refresh sends: the dynamic ones only. */
export const refreshTargets = <L extends Pick<CapabilityList, 'dynamic'>>(checked: readonly L[]): L[] => checked.filter((l) => l.dynamic);
