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

/**
 * ICU still lists some zones under their old names (CLDR's canonical ids); people search for the
 * current ones. Both are valid names of the same zone.
 */
const CURRENT_NAMES: Readonly<Record<string, string>> = {
  'Asia/Calcutta': 'Asia/Kolkata',
  'Asia/Katmandu': 'Asia/Kathmandu',
  'Asia/Rangoon': 'Asia/Yangon',
  'Asia/Saigon': 'Asia/Ho_Chi_Minh',
  'Europe/Kiev': 'Europe/Kyiv',
  'America/Buenos_Aires': 'America/Argentina/Buenos_Aires',
  'Atlantic/Faeroe': 'Atlantic/Faroe',
};

/** The zones a user picks from (by their current names), with UTC first. */
export function timeZoneChoices(): string[] {
  const zones = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  const current = zones.map((z) => CURRENT_NAMES[z] ?? z).filter((z) => z !== DEFAULT_USER_TIME_ZONE && isTimeZone(z));
  return [DEFAULT_USER_TIME_ZONE, ...new Set(current)];
}

/** 'America/Los_Angeles (UTC-07:00)' at that instant, as the picker shows it. */
export function timeZoneLabel(zone: string, at: Date): string {
  const offset = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' }).formatToParts(at).find((p) => p.type === 'timeZoneName')?.value ?? '';
  const utc = offset.replace('GMT', 'UTC');
  return `${zone.replace(/_/g, ' ')} (${utc === 'UTC' ? 'UTC+00:00' : utc})`;
}
