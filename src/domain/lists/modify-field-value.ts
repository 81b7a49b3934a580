import { UTCDate } from '@date-fns/utc';
import type { FieldType } from '../fields/field-types';
import { linkHref } from '../fields/link-filter';
import { parseRuleDate } from '../fields/relative-date';
import { TIME_12, TIME_24 } from './modify-field-rules';
import { offsetMs, zonedWallTimeToUtc } from './zoned-date';

/** What a modify-field step writes: the typed value, null to clear, or undefined when the text does not fit the type (skip). */
export type ModifyValue = string | number | boolean | null | undefined;

const pad = (n: number) => String(n).padStart(2, '0');

/** Wall-clock parts of a parsed rule date: UTC fields for a UTCDate (relative words), local fields for an absolute parse. */
function wallParts(d: Date) {
  const utc = d instanceof UTCDate;
  return utc
    ? { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate(), hour: d.getUTCHours(), minute: d.getUTCMinutes() }
    : { year: d.getFullYear(), month: d.getMonth() + 1, day: d.getDate(), hour: d.getHours(), minute: d.getMinutes() };
}

/**
 * The value a modify-field step stores for a field of `type` (spec 2 section 5), evaluated when the step
 * runs: relative dates ('tomorrow', 'next 3 days', '2 hours ago') count from `now` in the tenant's time
 * zone; dates are stored yyyy-MM-dd, datetimes as ISO instants, times HH:mm:00, numbers as numbers,
 * checkboxes as booleans, links with http:// when they have no scheme.
 */
export function modifyFieldValue(type: FieldType, raw: string | null, now: Date, timeZone: string): ModifyValue {
  const text = raw?.trim() ?? '';
  if (!text) return null;
  switch (type) {
    case 'boolean':
      if (/^(true|yes|1)$/i.test(text)) return true;
      if (/^(false|no|0)$/i.test(text)) return false;
      return undefined;
    case 'int':
      return /^-?\d+$/.test(text) ? Number(text) : undefined;
    case 'double':
    case 'currency':
    case 'percent':
      return /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : undefined;
    case 'date':
    case 'datetime': {
      // The tenant's wall clock as a UTCDate, so relative words land on the tenant's day.
      const wall = new UTCDate(now.getTime() + offsetMs(now, timeZone));
      const parsed = parseRuleDate(text, wall, { withTime: type === 'datetime' });
      if (!parsed) return undefined;
      const p = wallParts(parsed);
      return type === 'date' ? `${p.year}-${pad(p.month)}-${pad(p.day)}` : zonedWallTimeToUtc(p, timeZone).toISOString();
    }
    case 'time': {
      const h12 = TIME_12.exec(text);
      if (h12) return `${pad((Number(h12[1]) % 12) + (h12[3]!.toLowerCase() === 'pm' ? 12 : 0))}:${h12[2]}:00`;
      const h24 = TIME_24.exec(text);
      return h24 ? `${pad(Number(h24[1]))}:${h24[2]}:00` : undefined;
    }
    case 'url':
      return linkHref(text);
    default:
      return text;
  }
}
