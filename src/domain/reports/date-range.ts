import type { DateRangeOption } from '../../contract/entities/reports';

export interface ReportRange {
  /** YYYY-MM-DD (UTC); absent: all time. */
  start?: string;
  end?: string;
}

const DAY = 24 * 3600 * 1000;
const ymd = (t: number) => new Date(t).toISOString().slice(0, 10);

/**
 * Spec 3 section 9: the dates a range option stands for, in UTC days. Weeks run Monday to Sunday;
 * this week and this month end today (nothing later has happened); custom passes its own dates.
 */
export function reportRangeOf(option: DateRangeOption, today: Date, custom: ReportRange = {}): ReportRange {
  const midnight = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  const weekday = (today.getUTCDay() + 6) % 7;
  switch (option) {
    case 'allTime':
      return {};
    case 'thisWeek':
      return { start: ymd(midnight - weekday * DAY), end: ymd(midnight) };
    case 'lastWeek':
      return { start: ymd(midnight - (weekday + 7) * DAY), end: ymd(midnight - (weekday + 1) * DAY) };
    case 'thisMonth':
      return { start: ymd(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), 1)), end: ymd(midnight) };
    case 'lastMonth':
      return { start: ymd(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - 1, 1)), end: ymd(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), 0)) };
    case 'custom':
      return { ...(custom.start ? { start: custom.start } : {}), ...(custom.end ? { end: custom.end } : {}) };
  }
}

/**
 * Spec 1 section 4, the date-range selector: editing a date switches to custom, starting from the
 * dates the option stood for; a start after the end clears the side just edited.
 */
export function editRange(current: { option: DateRangeOption; custom: ReportRange }, side: 'start' | 'end', value: string | undefined, today: Date): { option: 'custom'; custom: ReportRange } {
  const next: ReportRange = { ...reportRangeOf(current.option, today, current.custom), [side]: value || undefined };
  if (next.start && next.end && next.start > next.end) next[side] = undefined;
  return { option: 'custom', custom: { ...(next.start ? { start: next.start } : {}), ...(next.end ? { end: next.end } : {}) } };
}

/**
 * The option a pair of dates stands for, among those offered (the first that matches), or custom:
 * a filter that keeps only its dates still shows "This week" for this week's dates.
 */
export function rangeOptionOf(range: ReportRange, today: Date, options: readonly DateRangeOption[]): DateRangeOption {
  for (const option of options) {
    if (option === 'custom') continue;
    const dates = reportRangeOf(option, today);
    if (dates.start === range.start && dates.end === range.end) return option;
  }
  return 'custom';
}

/** A local calendar day as the UTC midnight the range options count in (the archive's days are the user's). */
export const asUtcDay = (local: Date) => new Date(Date.UTC(local.getFullYear(), local.getMonth(), local.getDate()));
