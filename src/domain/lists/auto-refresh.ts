/** Auto refresh is entered in minutes and stored in milliseconds; 60 minutes by default (spec 2 sections 3, 5, 9). */
export const DEFAULT_AUTO_REFRESH_MINUTES = 60;

const MS_PER_MINUTE = 60_000;

/** Minutes typed in the form as stored milliseconds; null when the text is not a whole number of minutes >= 1. */
export function autoRefreshMinutesToMs(minutes: number | string): number | null {
  const value = typeof minutes === 'number' ? minutes : Number(minutes.trim() === '' ? Number.NaN : minutes);
  if (!Number.isInteger(value) || value < 1) return null;
  return value * MS_PER_MINUTE;
}

/** Stored milliseconds as minutes in the form; the default 60 when nothing is stored. */
export function autoRefreshMsToMinutes(ms: number | null | undefined): number {
  if (ms === null || ms === undefined || ms <= 0) return DEFAULT_AUTO_REFRESH_MINUTES;
  return Math.max(1, Math.round(ms / MS_PER_MINUTE));
}
