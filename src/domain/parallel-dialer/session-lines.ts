/** Spec 2 section 9: lines 2 to 5. */
export const PARALLEL_MIN_LINES = 2;
export const PARALLEL_MAX_LINES = 5;

/** Spec 2 section 5: lines from 2 up to the lesser of the line limit (due count under 5, else 5), the tenant maximum and the lines available. */
export function maximumSessionLines(input: { dueCount: number; tenantMaximum: number; available: number }): number {
  const lineLimit = input.dueCount < PARALLEL_MAX_LINES ? input.dueCount : PARALLEL_MAX_LINES;
  return Math.min(lineLimit, PARALLEL_MAX_LINES, input.tenantMaximum, input.available);
}

/** The line choices a rep is offered: 2 up to the maximum (at most four options), none when under 2. */
export function lineOptions(maximum: number): number[] {
  const options: number[] = [];
  for (let n = PARALLEL_MIN_LINES; n <= Math.min(maximum, PARALLEL_MAX_LINES); n++) options.push(n);
  return options;
}
