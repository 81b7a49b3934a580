import { format, isValid, parse } from 'date-fns';
import { TIME_INPUT_FORMAT, TIME_STORED_FORMAT } from './field-constants';

const STRICT_TIME = /^\d{2}:\d{2} [AaPp][Mm]$/;

/** A time typed as hh:mm a is valid only in its strict form; empty is valid (spec 1 section 5). */
export function isTimeInputValid(text: string): boolean {
  const trimmed = text.trim();
  if (trimmed === '') return true;
  return parseTimeParts(trimmed) !== null;
}

function parseTimeParts(text: string): Date | null {
  if (!STRICT_TIME.test(text)) return null;
  const date = parse(text.toUpperCase(), TIME_INPUT_FORMAT, new Date(2000, 0, 1));
  if (!isValid(date) || format(date, TIME_INPUT_FORMAT).toUpperCase() !== text.toUpperCase()) return null;
  return date;
}

/** A strict hh:mm a time as stored, HH:mm:00; '' for empty, null when invalid. */
export function toStoredTime(text: string): string | null {
  const trimmed = text.trim();
  if (trimmed === '') return '';
  const date = parseTimeParts(trimmed);
  return date ? format(date, TIME_STORED_FORMAT) : null;
}

/** A stored HH:mm[:ss] time shown as hh:mm a (upper-case meridiem). */
export function fromStoredTime(stored: string | null | undefined): string {
  const match = /^(\d{2}):(\d{2})(?::\d{2})?$/.exec(stored ?? '');
  if (!match) return '';
  const date = new Date(2000, 0, 1, Number(match[1]), Number(match[2]));
  return format(date, TIME_INPUT_FORMAT).toUpperCase();
}

/**
 * A local wall-clock time sent as UTC HH:mm:00 (contact create, spec 1 section 5). The offset is
 * the one in force on `day` (injected, so daylight saving is decided by the caller's date).
 */
export function toUtcStoredTime(text: string, day: Date): string | null {
  const stored = toStoredTime(text);
  if (!stored) return stored;
  const [hours, minutes] = stored.split(':').map(Number) as [number, number];
  const local = new Date(day.getFullYear(), day.getMonth(), day.getDate(), hours, minutes);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(local.getUTCHours())}:${pad(local.getUTCMinutes())}:00`;
}
