/** Spec 2: availableBitstring, half-hour availability slots per week: 7 days x 48 half-hours, Monday 00:00 UTC first. */
export const WEEK_SLOTS = 7 * 48;

/** The slot of a moment: (ISO weekday - 1) * 48 + hour * 2 + (minute >= 30), in UTC. */
export function weekSlotOf(at: Date): number {
  const weekday = (at.getUTCDay() + 6) % 7;
  return weekday * 48 + at.getUTCHours() * 2 + (at.getUTCMinutes() >= 30 ? 1 : 0);
}

/** '1' in each half-hour of the week in which the contact answered (connected) at least once, '0' elsewhere; null when they never did. */
export function availabilityBits(slots: readonly number[] | null): string | null {
  const valid = (slots ?? []).filter((s) => Number.isInteger(s) && s >= 0 && s < WEEK_SLOTS);
  if (valid.length === 0) return null;
  const bits = new Array<string>(WEEK_SLOTS).fill('0');
  for (const slot of valid) bits[slot] = '1';
  return bits.join('');
}
