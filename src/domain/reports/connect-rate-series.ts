/**
 * The activity report's connect rate over its range (issue: a small chart where people would rather
 * look than read): connects over dials per day, or per week or month when the range is long, with
 * the days without dials kept as gaps so the time axis stays true.
 */
export interface DayFigures {
  /** YYYY-MM-DD (UTC). */
  day: string;
  dials: number;
  connects: number;
}

export type SeriesBucket = 'day' | 'week' | 'month';
export interface SeriesPoint {
  /** The bucket's first day, YYYY-MM-DD. */
  start: string;
  dials: number;
  connects: number;
  /** Connects per dial in percent; null without dials. */
  percent: number | null;
}

/** A day bar up to two months, a week bar up to a year, then months: at most about 60 bars. */
export const DAY_BUCKETS_MAX_DAYS = 62;
export const WEEK_BUCKETS_MAX_DAYS = 371;

const DAY_MS = 24 * 3600 * 1000;
const toTime = (day: string) => Date.parse(`${day}T00:00:00Z`);
const ymd = (time: number) => new Date(time).toISOString().slice(0, 10);

function bucketStart(day: string, bucket: SeriesBucket): string {
  const time = toTime(day);
  if (bucket === 'day') return day;
  const date = new Date(time);
  if (bucket === 'month') return ymd(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1));
  return ymd(time - ((date.getUTCDay() + 6) % 7) * DAY_MS);
}

function nextStart(start: string, bucket: SeriesBucket): string {
  const date = new Date(toTime(start));
  if (bucket === 'day') return ymd(toTime(start) + DAY_MS);
  if (bucket === 'week') return ymd(toTime(start) + 7 * DAY_MS);
  return ymd(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1));
}

/**
 * The points from the range's first day to its last (without a start: the first day with dials;
 * without an end: the last), each bucket summed; no points when there is nothing to show.
 */
export function connectRateSeries(days: readonly DayFigures[], range: { start?: string | undefined; end?: string | undefined }): { bucket: SeriesBucket; points: SeriesPoint[] } {
  const withDials = days
    .filter((d) => d.dials > 0)
    .map((d) => d.day)
    .sort();
  const first = range.start ?? withDials[0];
  const last = range.end ?? withDials[withDials.length - 1];
  if (!first || !last || first > last || withDials.length === 0) return { bucket: 'day', points: [] };
  const span = (toTime(last) - toTime(first)) / DAY_MS + 1;
  const bucket: SeriesBucket = span <= DAY_BUCKETS_MAX_DAYS ? 'day' : span <= WEEK_BUCKETS_MAX_DAYS ? 'week' : 'month';
  const sums = new Map<string, { dials: number; connects: number }>();
  for (const d of days) {
    if (d.day < first || d.day > last) continue;
    const key = bucketStart(d.day, bucket);
    const into = sums.get(key) ?? { dials: 0, connects: 0 };
    into.dials += d.dials;
    into.connects += d.connects;
    sums.set(key, into);
  }
  const points: SeriesPoint[] = [];
  for (let start = bucketStart(first, bucket); start <= last; start = nextStart(start, bucket)) {
    const sum = sums.get(start) ?? { dials: 0, connects: 0 };
    points.push({ start, ...sum, percent: sum.dials > 0 ? (sum.connects / sum.dials) * 100 : null });
  }
  return { bucket, points };
}
