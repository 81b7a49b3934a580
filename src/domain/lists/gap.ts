/** Gap units of a playbook step and their length in minutes (spec 2 sections 5 and 9). */
export const GAP_UNIT_MINUTES = { minute: 1, hour: 60, day: 1440, week: 10_080, month: 43_830 } as const;
export type GapUnit = keyof typeof GAP_UNIT_MINUTES;

/** A gap entered as a count of a unit, stored in minutes. */
export function gapToMinutes(value: number, unit: GapUnit): number {
  return Math.round(value * GAP_UNIT_MINUTES[unit]);
}

const LARGEST_FIRST: GapUnit[] = ['month', 'week', 'day', 'hour', 'minute'];

/** Minutes shown back in the largest unit that divides them exactly (0 shows as 0 days). */
export function gapFromMinutes(minutes: number): { value: number; unit: GapUnit } {
  if (minutes === 0) return { value: 0, unit: 'day' };
  for (const unit of LARGEST_FIRST) {
    const size = GAP_UNIT_MINUTES[unit];
    if (minutes % size === 0) return { value: minutes / size, unit };
  }
  return { value: minutes, unit: 'minute' };
}
