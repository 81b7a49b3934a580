import { utcToZonedParts, zonedWallTimeToUtc } from './zoned-date';

/** A filter value for a date or datetime field: null for empty, an ISO instant, or invalid. */
export type FilterDateParse = { ok: true; value: string | null } | { ok: false };

const SHAPE = /^(\d{1,2})\/(\d{1,2})\/(\d{4})(?:\s+(\d{1,2}):(\d{1,2}))?$/;

/**
 * Date values of list filters are typed M/D/YYYY or M/D/YYYY H:m and read in the tenant's time zone
 * (spec 2 section 5); empty is sent as null. The answer is the instant in ISO 8601 (UTC).
 */
export function parseFilterDate(text: string, timeZone: string): FilterDateParse {
  const input = text.trim();
  if (input === '') return { ok: true, value: null };
  const m = SHAPE.exec(input);
  if (!m) return { ok: false };
  const [month, day, year] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const hour = m[4] === undefined ? 0 : Number(m[4]);
  const minute = m[5] === undefined ? 0 : Number(m[5]);
  if (month < 1 || month > 12 || day < 1 || hour > 23 || minute > 59) return { ok: false };
  // Day 31 of a 30-day month would roll over silently in Date.UTC: reject it instead.
  if (day > new Date(Date.UTC(year, month, 0)).getUTCDate()) return { ok: false };
  return { ok: true, value: zonedWallTimeToUtc({ year, month, day, hour, minute }, timeZone).toISOString() };
}

/** A stored ISO instant shown back as the form's text in the tenant's zone (M/D/YYYY, with H:m when not midnight or `withTime`). */
export function formatFilterDate(iso: string | null | undefined, timeZone: string, withTime = false): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const p = utcToZonedParts(date, timeZone);
  const day = `${p.month}/${p.day}/${p.year}`;
  if (!withTime && p.hour === 0 && p.minute === 0) return day;
  return `${day} ${p.hour}:${String(p.minute).padStart(2, '0')}`;
}
