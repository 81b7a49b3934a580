import { UTCDate } from '@date-fns/utc';
import { format, subMilliseconds } from 'date-fns';

/** "Nov 16 – Nov 22, 2026" for a period whose end is exclusive; periods are in UTC (spec 1 section 4). */
export function formatPeriodRange(fromIso: string, toIso: string): string {
  const from = new UTCDate(fromIso);
  const lastDay = subMilliseconds(new UTCDate(toIso), 1);
  if (format(from, 'yyyy-MM-dd') === format(lastDay, 'yyyy-MM-dd')) return format(from, 'EEE, MMM d, y');
  return `${format(from, 'MMM d')} – ${format(lastDay, 'MMM d, y')}`;
}
