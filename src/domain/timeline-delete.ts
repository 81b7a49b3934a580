/**
 * Who may delete a timeline entry (the server refuses, the UI does not offer, by this one rule): the timeline ACL must
 * allow deleting at all (canDeleteTimelineEntry); then a user deletes what they logged, or an entry logged by nobody
 * (an event of the record); a colleague's entry (their call, note, email) only a supervisor (monitor.read: the managers
 * and administrators who review others' calls). A rep does not delete a colleague's call.
 */
export const TIMELINE_DELETE_OTHERS_CAP = 'monitor.read';

export interface TimelineDeleter {
  userId: number;
  capList: readonly string[];
  canDeleteTimelineEntry: boolean;
}

export function mayDeleteTimelineEntry(user: TimelineDeleter, entry: { userId: number | null }): boolean {
  if (!user.canDeleteTimelineEntry) return false;
  return entry.userId === null || entry.userId === user.userId || user.capList.includes(TIMELINE_DELETE_OTHERS_CAP);
}
