/** A date range is valid when its start is not after its end; an open side is always valid (spec 1 section 5). */
export function isDateRangeValid(start: Date | null | undefined, end: Date | null | undefined): boolean {
  if (!start || !end) return true;
  return start.getTime() <= end.getTime();
}
