/**
 * The power dialer's calling-hours guard (issue #8): a contact is called only from 8 am (inclusive) to
 * 9 pm (exclusive) in its own time zone: its timezone field, else the zone of its number, else unknown
 * (then the call is allowed). Pure: the time is passed in.
 */

export interface CallingHours {
  startHour: number;
  endHour: number;
}

export type CallingHoursVerdict =
  { allowed: true; zone: string | null; localTime: string | null } | { allowed: false; zone: string; localTime: string; /** When the window opens next. */ opensAt: Date };

const isZone = (zone: string): boolean => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};

/** Hour and minute of `at` in `zone`. */
export function localHourMinute(at: Date, zone: string): { hour: number; minute: number } {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone: zone, hourCycle: 'h23', hour: '2-digit', minute: '2-digit' }).formatToParts(at);
  const value = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? '0');
  return { hour: value('hour') % 24, minute: value('minute') };
}

const clock = (h: number, m: number) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;

/** The zone to judge a contact by: its own field when it names a real zone, else the number's. */
export function contactZone(timezone: string | null, numberZone: string | null): string | null {
  if (timezone && isZone(timezone)) return timezone;
  return numberZone && isZone(numberZone) ? numberZone : null;
}

export function callingHoursVerdict(at: Date, zone: string | null, hours: CallingHours): CallingHoursVerdict {
  if (!zone) return { allowed: true, zone: null, localTime: null };
  const { hour, minute } = localHourMinute(at, zone);
  const localTime = clock(hour, minute);
  if (hour >= hours.startHour && hour < hours.endHour) return { allowed: true, zone, localTime };
  // Minutes until the window opens: today's start when before it, else tomorrow's (a DST shift moves it by an hour at most).
  const nowMinutes = hour * 60 + minute;
  const startMinutes = hours.startHour * 60;
  const wait = nowMinutes < startMinutes ? startMinutes - nowMinutes : 24 * 60 - nowMinutes + startMinutes;
  const opensAt = new Date(at.getTime() + wait * 60_000 - at.getUTCSeconds() * 1000 - at.getUTCMilliseconds());
  return { allowed: false, zone, localTime, opensAt };
}
