/** Gap conversion in minutes (spec 1 section 9). */
export const GAP_MINUTES = { hour: 60, day: 1440, week: 10080, month: 43830 } as const;
const DAYS_FOR_MONTHS = 60;
const DAYS_FOR_WEEKS = 14;

export type GapUnit = 'day' | 'week' | 'month';
export interface TimelineGap {
  kind: 'gap';
  unit: GapUnit;
  count: number;
}

/**
 * An empty stretch of the timeline as a placeholder: more than 60 days shows months, more than 14
 * days shows weeks, otherwise days. Less than one day is no gap (null).
 */
export function gapPlaceholder(minutes: number): TimelineGap | null {
  if (minutes < GAP_MINUTES.day) return null;
  if (minutes > DAYS_FOR_MONTHS * GAP_MINUTES.day) return { kind: 'gap', unit: 'month', count: Math.floor(minutes / GAP_MINUTES.month) };
  if (minutes > DAYS_FOR_WEEKS * GAP_MINUTES.day) return { kind: 'gap', unit: 'week', count: Math.floor(minutes / GAP_MINUTES.week) };
  return { kind: 'gap', unit: 'day', count: Math.floor(minutes / GAP_MINUTES.day) };
}

/** Entries (newest first) with a gap placeholder between two entries at least a day apart. */
export function withGapPlaceholders<T extends { timestamp: string }>(entries: readonly T[]): Array<T | TimelineGap> {
  const out: Array<T | TimelineGap> = [];
  entries.forEach((entry, index) => {
    const previous = entries[index - 1];
    if (previous) {
      const minutes = (Date.parse(previous.timestamp) - Date.parse(entry.timestamp)) / 60000;
      const gap = gapPlaceholder(minutes);
      if (gap) out.push(gap);
    }
    out.push(entry);
  });
  return out;
}
