import { addDays, addHours, isValid, parse, startOfDay, subDays, subHours } from 'date-fns';

const RELATIVE = /^(last|next)\s+(\d+)\s+(days?|hours?)$/;
const AGO = /^(\d+)\s+(days?|hours?)\s+ago$/;

/**
 * Date values in rule and task inputs (spec 1 section 5): M/d/yyyy, optionally with HH:mm when
 * `withTime`, or the relative words today, tomorrow, yesterday, 'last'/'next' N days|hours and
 * 'N days|hours ago', counted from the injected `now`. Null when nothing matches.
 */
export function parseRuleDate(text: string, now: Date, options: { withTime?: boolean } = {}): Date | null {
  const input = text.trim().toLowerCase().replace(/\s+/g, ' ');
  if (input === 'today') return startOfDay(now);
  if (input === 'tomorrow') return startOfDay(addDays(now, 1));
  if (input === 'yesterday') return startOfDay(subDays(now, 1));
  const relative = RELATIVE.exec(input);
  if (relative) return shift(now, relative[1] === 'next' ? 1 : -1, Number(relative[2]), relative[3]!);
  const ago = AGO.exec(input);
  if (ago) return shift(now, -1, Number(ago[1]), ago[2]!);
  return parseAbsolute(input, options.withTime === true);
}

function shift(now: Date, sign: 1 | -1, count: number, unit: string): Date {
  const hours = unit.startsWith('hour');
  if (sign === 1) return hours ? addHours(now, count) : addDays(now, count);
  return hours ? subHours(now, count) : subDays(now, count);
}

function parseAbsolute(input: string, withTime: boolean): Date | null {
  const formats = withTime ? ['M/d/yyyy HH:mm', 'M/d/yyyy'] : ['M/d/yyyy'];
  const shape = withTime ? /^\d{1,2}\/\d{1,2}\/\d{4}( \d{2}:\d{2})?$/ : /^\d{1,2}\/\d{1,2}\/\d{4}$/;
  if (!shape.test(input)) return null;
  for (const pattern of formats) {
    const date = parse(input, pattern, new Date(0));
    if (isValid(date)) return date;
  }
  return null;
}
