import { endOfDay, format, isValid, parse, startOfDay } from 'date-fns';
import type { ArchiveFilterState } from '@/src/contract';
import { archiveRangeError, defaultArchiveRange } from '@/src/domain/recordings/archive-range';

const DAY = 'yyyy-MM-dd';

/** The filters of a fresh tab: the last month, everything else open. */
export function defaultFilterState(now: Date): ArchiveFilterState {
  const { start, end } = defaultArchiveRange(now);
  return { start: format(start, DAY), end: format(end, DAY), direction: null, minDuration: null, userId: null, callResult: null };
}

const dayOf = (value: string | null) => {
  const day = value ? parse(value, DAY, new Date(0)) : null;
  return day && isValid(day) ? day : null;
};

/**
 * The search a tab's filters ask for: the days from the start of the first to the end of the last
 * (in the user's time zone), or the spec's message when the range cannot be searched (then no
 * request is sent).
 */
export function searchOf(
  state: ArchiveFilterState,
  library: boolean,
): { ok: true; filter: { start: string; end: string; library: boolean; direction?: 'in' | 'out'; minDuration?: number; userId?: number; callResult?: string } } | { ok: false; message: string } {
  const startDay = dayOf(state.start);
  const endDay = dayOf(state.end);
  if (!startDay || !endDay) return { ok: false, message: 'Pick a start and an end date' };
  const start = startOfDay(startDay);
  const end = endOfDay(endDay);
  // Judged on the days as picked: the end's last millisecond would make "exactly 3 months" too long.
  const error = archiveRangeError(start, startOfDay(endDay));
  if (error) return { ok: false, message: error };
  return {
    ok: true,
    filter: {
      start: start.toISOString(),
      end: end.toISOString(),
      library,
      ...(state.direction ? { direction: state.direction } : {}),
      ...(state.minDuration !== null ? { minDuration: state.minDuration } : {}),
      ...(state.userId !== null ? { userId: state.userId } : {}),
      ...(state.callResult ? { callResult: state.callResult } : {}),
    },
  };
}

/** A saved state merged over the defaults, so a state saved by an older version still opens. */
export function restoreFilterState(saved: unknown, now: Date): ArchiveFilterState {
  const base = defaultFilterState(now);
  if (!saved || typeof saved !== 'object' || Array.isArray(saved)) return base;
  const merged = { ...base, ...(saved as Partial<ArchiveFilterState>) };
  return searchOf(merged, false).ok ? merged : { ...merged, start: base.start, end: base.end };
}
