import { addDays, addHours, isValid, parse } from 'date-fns';

/**
 * Date inputs accept M/d/yyyy (optionally HH:mm) and relative words: today, tomorrow, yesterday,
 * 'last' or 'next' N days or hours, 'N days or hours ago'. Returns null when the text is neither.
 */
export function parseTaskDateInput(text: string, now: Date): Date | null {
  const t = text.trim().toLowerCase().replace(/\s+/g, ' ');
  if (!t) return null;
  const startOfToday = new Date(now.getFullYear(), now.getMonth(), now.getDate());
  if (t === 'today') return startOfToday;
  if (t === 'tomorrow') return addDays(startOfToday, 1);
  if (t === 'yesterday') return addDays(startOfToday, -1);
  const rel = /^(last|next) (\d{1,4}) (day|days|hour|hours)$/.exec(t) ?? /^()(\d{1,4}) (day|days|hour|hours) ago$/.exec(t);
  if (rel) {
    const n = Number(rel[2]) * (rel[1] === 'next' ? 1 : -1);
    return rel[3]?.startsWith('hour') ? addHours(now, n) : addDays(startOfToday, n);
  }
  for (const pattern of ['M/d/yyyy HH:mm', 'M/d/yyyy']) {
    const d = parse(t, pattern, startOfToday);
    if (isValid(d) && /^\d{1,2}\/\d{1,2}\/\d{4}( \d{2}:\d{2})?$/.test(t)) return d;
  }
  return null;
}
