import { addMonths } from 'date-fns';

/** Spec 2 section 5 (archive and library): the date range's messages, verbatim. */
export const START_AFTER_END = 'Start date must be before end date';
export const RANGE_TOO_LONG = "Start date and end date can't be more than 3 months apart";
/** Spec 2 section 9: the archive and library date range is at most 3 months. */
export const ARCHIVE_RANGE_MONTHS = 3;
/** Spec 2 section 9: recordings tables show 10 rows, newest first. */
export const RECORDINGS_PAGE_SIZE = 10;

/** Why a range cannot be searched (the message to show), or null when it can. Dates are instants. */
export function archiveRangeError(start: Date, end: Date): string | null {
  if (start.getTime() > end.getTime()) return START_AFTER_END;
  if (addMonths(start, ARCHIVE_RANGE_MONTHS).getTime() < end.getTime()) return RANGE_TOO_LONG;
  return null;
}

/** The default range: the last month up to now. */
export function defaultArchiveRange(now: Date): { start: Date; end: Date } {
  return { start: addMonths(now, -1), end: now };
}
