import { format, isValid, parse } from 'date-fns';

const STRICT_12H = /^(0[1-9]|1[0-2]):[0-5]\d (AM|PM|am|pm)$/;

/** Time must be in hh:mm a format (strict: two-digit hour 01-12, two-digit minutes, AM or PM). */
export const isValidTaskTime = (text: string): boolean => STRICT_12H.test(text.trim());

/** 'hh:mm a' to the stored form HH:mm:00; null if invalid. */
export function toStoredTime(text: string): string | null {
  const t = text.trim();
  if (!isValidTaskTime(t)) return null;
  const d = parse(t.toUpperCase(), 'hh:mm a', new Date(2000, 0, 1));
  return isValid(d) ? format(d, 'HH:mm:00') : null;
}

/** Stored HH:mm(:ss) to what the form shows (hh:mm a). */
export function toDisplayTime(stored: string | null): string {
  if (!stored) return '';
  const d = parse(stored.slice(0, 5), 'HH:mm', new Date(2000, 0, 1));
  return isValid(d) ? format(d, 'hh:mm a') : '';
}
