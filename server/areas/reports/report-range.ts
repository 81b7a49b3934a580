import { and, gte, lt, type SQL } from 'drizzle-orm';
import { activities } from '../../db/schema';

/** Spec 3 section 5: YYYY-MM-DD in UTC, both days included; no start: all time; no end: up to now. */
export function occurredWithin(range: { start?: string | undefined; end?: string | undefined }): SQL | undefined {
  const from = range.start ? new Date(`${range.start}T00:00:00Z`) : null;
  const until = range.end ? new Date(new Date(`${range.end}T00:00:00Z`).getTime() + 24 * 3600 * 1000) : null;
  return and(from ? gte(activities.occurredAt, from) : undefined, until ? lt(activities.occurredAt, until) : undefined);
}
