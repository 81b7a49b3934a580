import { describe, expect, it } from 'vitest';
import { availabilityBits, weekSlotOf, WEEK_SLOTS } from './availability';

describe('availableBitstring (spec 2: half-hour availability slots per week)', () => {
  it('numbers the half-hours of the week from Monday 00:00 UTC', () => {
    expect(weekSlotOf(new Date('2026-11-23T00:10:00Z'))).toBe(0); // a Monday
    expect(weekSlotOf(new Date('2026-11-24T14:40:00Z'))).toBe(48 + 29); // Tuesday 14:30-15:00
    expect(weekSlotOf(new Date('2026-11-29T23:59:00Z'))).toBe(WEEK_SLOTS - 1); // Sunday's last half-hour
  });
  it('sets the slots in which the contact answered, 336 of them', () => {
    const bits = availabilityBits([0, 77, 77])!;
    expect(bits).toHaveLength(336);
    expect([...bits].flatMap((b, i) => (b === '1' ? [i] : []))).toEqual([0, 77]);
  });
  it('is null when the contact never answered, and ignores slots outside the week', () => {
    expect(availabilityBits(null)).toBeNull();
    expect(availabilityBits([])).toBeNull();
    expect(availabilityBits([-1, 336])).toBeNull();
  });
});
