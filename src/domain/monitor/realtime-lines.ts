import type { MonitorRealtimeFilter, RealtimeLine, RealtimeStatus } from '../../contract/entities/monitor';
import { truncateName } from '../lists/list-status-label';

/** Spec 3 section 9: the real-time table shows 25 rows a page; names are cut at 14, teams at 28 (section 2). */
export const REALTIME_PAGE_SIZE = 25;
export const REALTIME_USER_NAME_MAX = 14;
export const REALTIME_TEAM_NAME_MAX = 28;

export type RealtimeCallType = 'individual' | 'list' | 'queue';

/** Spec 3 section 4: a line on a call (ringing or talking) is onCall; otherwise available when logged in, else loggedOut. */
export function realtimeStatusOf(line: Pick<RealtimeLine, 'loginStatus' | 'callStatus'>): RealtimeStatus {
  if (line.callStatus !== 'idle') return 'onCall';
  return line.loginStatus === 'loggedIn' ? 'available' : 'loggedOut';
}

/** The call's type: a queue's call, a list's call, else an individual call; null without a call. */
export function realtimeCallTypeOf(line: Pick<RealtimeLine, 'callStatus' | 'queueName' | 'listName'>): RealtimeCallType | null {
  if (line.callStatus === 'idle') return null;
  if (line.queueName) return 'queue';
  if (line.listName) return 'list';
  return 'individual';
}

export const realtimeUserName = (line: RealtimeLine) => `${line.user.firstName} ${line.user.lastName}`.trim();

/** The filter a supervisor starts with: every user, every status. */
export const ALL_LINES_FILTER: MonitorRealtimeFilter = { status: [], user: { all_: true, items_: [] } };

/** Lines shown by a saved filter: an empty status list means every status; user all_ means every user. */
export function filterRealtimeLines(lines: readonly RealtimeLine[], filter: MonitorRealtimeFilter): RealtimeLine[] {
  const users = new Set(filter.user.items_);
  const statuses = new Set(filter.status);
  return lines.filter((line) => (filter.user.all_ || users.has(line.user.id)) && (statuses.size === 0 || statuses.has(realtimeStatusOf(line))));
}

/** Spec 3 section 2: sorted by user ascending (first then last name, case-insensitive; ties by id). */
export function sortRealtimeLines(lines: readonly RealtimeLine[], direction: 'asc' | 'desc' = 'asc'): RealtimeLine[] {
  const sign = direction === 'asc' ? 1 : -1;
  return [...lines].sort((a, b) => sign * (realtimeUserName(a).localeCompare(realtimeUserName(b), undefined, { sensitivity: 'base' }) || a.user.id - b.user.id));
}

/** One page (1-based) of lines, with the page count (at least 1). */
export function pageOfLines(lines: readonly RealtimeLine[], page: number): { rows: RealtimeLine[]; pages: number; page: number } {
  const pages = Math.max(1, Math.ceil(lines.length / REALTIME_PAGE_SIZE));
  const current = Math.min(Math.max(1, Math.floor(page)), pages);
  return { rows: lines.slice((current - 1) * REALTIME_PAGE_SIZE, current * REALTIME_PAGE_SIZE), pages, page: current };
}

/** A pushed line replaces the user's line (a user not yet listed is added). */
export function withLine(lines: readonly RealtimeLine[], line: RealtimeLine): RealtimeLine[] {
  const at = lines.findIndex((l) => l.user.id === line.user.id);
  if (at === -1) return [...lines, line];
  return lines.map((l, i) => (i === at ? line : l));
}

export const userNameInTable = (line: RealtimeLine) => truncateName(realtimeUserName(line), REALTIME_USER_NAME_MAX);
export const teamNameInTable = (line: RealtimeLine) => (line.user.team ? truncateName(line.user.team.name, REALTIME_TEAM_NAME_MAX) : '');

/** Seconds a call has lasted at `now` (never negative); null without a call. */
export function callElapsedSeconds(line: Pick<RealtimeLine, 'callStartTime'>, now: number): number | null {
  if (!line.callStartTime) return null;
  return Math.max(0, Math.floor((now - Date.parse(line.callStartTime)) / 1000));
}
