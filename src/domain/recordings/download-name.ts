/** Spec 2 section 5: a downloaded recording's name part is at most 20 characters. */
export const DOWNLOAD_NAME_MAX = 20;

// Characters no file system takes in a name, and the C0/C1 control characters.
// eslint-disable-next-line no-control-regex
const RESERVED = /[<>:"/\\|?*\u0000-\u001f\u0080-\u009f]/g;
const ONLY_DOTS = /^\.+$/;
const WINDOWS_DEVICE = /^(con|prn|aux|nul|com[0-9]|lpt[0-9])(\..*)?$/i;
const TRAILING_DOTS_SPACES = /[. ]+$/;

/**
 * A name made safe for a file (spec 2 section 5): truncated to 20 characters, reserved and control
 * characters removed, a name of dots only or a Windows device name removed, trailing dots and
 * spaces removed. What is left may be empty: the caller then uses its fallback.
 */
export function sanitizeDownloadName(name: string): string {
  let safe = Array.from(name.replace(RESERVED, '')).slice(0, DOWNLOAD_NAME_MAX).join('');
  safe = safe.replace(TRAILING_DOTS_SPACES, '');
  if (ONLY_DOTS.test(safe) || WINDOWS_DEVICE.test(safe)) return '';
  return safe;
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The file name of one recording in a download: who was called (or the number), then when, in the
 * given UTC offset (minutes east of UTC), e.g. `Ada Lovelace_2026-11-25_14-05-09.ogg`.
 */
export function recordingFileName(input: { name: string | null; number: string; startedAt: Date; utcOffsetMinutes: number; extension: string }): string {
  const who = sanitizeDownloadName(input.name ?? '') || sanitizeDownloadName(input.number) || 'recording';
  const local = new Date(input.startedAt.getTime() + input.utcOffsetMinutes * 60_000);
  const when = `${local.getUTCFullYear()}-${pad(local.getUTCMonth() + 1)}-${pad(local.getUTCDate())}_${pad(local.getUTCHours())}-${pad(local.getUTCMinutes())}-${pad(local.getUTCSeconds())}`;
  return `${who}_${when}.${input.extension.replace(/[^a-z0-9]/gi, '') || 'bin'}`;
}

/** Names made unique within one archive: a second `a.ogg` becomes `a (2).ogg`. */
export function uniqueNames(names: string[]): string[] {
  const seen = new Map<string, number>();
  return names.map((name) => {
    const key = name.toLowerCase();
    const count = (seen.get(key) ?? 0) + 1;
    seen.set(key, count);
    if (count === 1) return name;
    const dot = name.lastIndexOf('.');
    const candidate = dot > 0 ? `${name.slice(0, dot)} (${count})${name.slice(dot)}` : `${name} (${count})`;
    seen.set(candidate.toLowerCase(), 1);
    return candidate;
  });
}
