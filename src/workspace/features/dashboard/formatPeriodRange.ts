import { TZDate } from '@date-fns/tz';
import { format, subMilliseconds } from 'date-fns';

/** "Nov 16 – Nov 22, 2026" for a period whose end is exclusive, read in the zone the period was cut in (the user's; UTC by default). */
export function formatPeriodRange(fromIso: string, toIso: string, timeZone = 'UTC'): string {
  const from = new TZDate(new Date(fromIso).getTime(), timeZone);
  const lastDay = subMilliseconds(new TZDate(new Date(toIso).getTime(), timeZone), 1);
  if (format(from, 'yyyy-MM-dd') === format(lastDay, 'yyyy-MM-dd')) return format(from, 'EEE, MMM d, y');
  return `${format(from, 'MMM d')} – ${format(lastDay, 'MMM d, y')}`;
}
