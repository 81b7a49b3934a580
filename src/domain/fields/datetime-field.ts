import { format, formatISO, isValid, parse, parseISO } from 'date-fns';
import { DATETIME_INPUT_FORMAT } from './field-constants';

// date-fns' 'a' also accepts "a.m."; the spec wants MM/DD/YYYY hh:mm A exactly, so the shape is checked first.
const STRICT_DATETIME = /^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2} [AaPp][Mm]$/;

/**
 * A datetime typed as MM/DD/YYYY hh:mm A, in the user's local time, stored as ISO 8601 with its
 * offset; null when it does not match exactly (spec 1 section 5).
 */
export function parseDatetimeInput(text: string): string | null {
  const trimmed = text.trim();
  if (!STRICT_DATETIME.test(trimmed)) return null;
  const date = parse(trimmed.toUpperCase(), DATETIME_INPUT_FORMAT, new Date(0));
  if (!isValid(date) || format(date, DATETIME_INPUT_FORMAT).toUpperCase() !== trimmed.toUpperCase()) return null;
  return formatISO(date);
}

/** A stored ISO datetime shown in the input format; '' for nothing or an unreadable value. */
export function formatDatetimeInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = parseISO(iso);
  return isValid(date) ? format(date, DATETIME_INPUT_FORMAT).replace(/am$|pm$/, (m) => m.toUpperCase()) : '';
}
