/** Spec 3 my profile time zone: an IANA zone the runtime knows ('America/Chicago'), UTC by default. */
export const DEFAULT_USER_TIME_ZONE = 'UTC';
export const TIME_ZONE_INVALID = 'Choose a time zone from the list';

export function isTimeZone(zone: string): boolean {
  if (!/^[A-Za-z_]+(\/[A-Za-z0-9_+-]+)*$/.test(zone)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The zones a user picks from, with UTC first. */
export function timeZoneChoices(): string[] {
  const zones = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return [DEFAULT_USER_TIME_ZONE, ...zones.filter((z) => z !== DEFAULT_USER_TIME_ZONE)];
}

/** 'America/Los_Angeles (UTC-07:00)' at that instant, as the picker shows it. */
export function timeZoneLabel(zone: string, at: Date): string {
  const offset = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' }).formatToParts(at).find((p) => p.type === 'timeZoneName')?.value ?? '';
  const utc = offset.replace('GMT', 'UTC');
  return `${zone.replace(/_/g, ' ')} (${utc === 'UTC' ? 'UTC+00:00' : utc})`;
}
