import { describe, expect, it } from 'vitest';
import { callClockText, callElapsedMs, formatElapsed } from './call-clock';

describe("the call's clock", () => {
  it('reads m:ss under an hour', () => {
    expect(formatElapsed(0)).toBe('0:00');
    expect(formatElapsed(5_000)).toBe('0:05');
    expect(formatElapsed(5_999)).toBe('0:05');
    expect(formatElapsed(65_000)).toBe('1:05');
    expect(formatElapsed(59 * 60_000 + 59_000)).toBe('59:59');
  });
  it('reads h:mm:ss from one hour on', () => {
    expect(formatElapsed(3_600_000)).toBe('1:00:00');
    expect(formatElapsed(3_600_000 + 5 * 60_000 + 7_000)).toBe('1:05:07');
    expect(formatElapsed(12 * 3_600_000)).toBe('12:00:00');
  });
  it('never reads a negative or broken time', () => {
    expect(formatElapsed(-2_000)).toBe('0:00');
    expect(formatElapsed(Number.NaN)).toBe('0:00');
  });
  it('counts from the answer as the injected clock moves, and shows nothing before it', () => {
    const answeredAt = 1_700_000_000_000;
    let now = answeredAt - 3_000;
    expect(callClockText({ answeredAt: null, endedAt: null }, now)).toBeNull();
    now = answeredAt;
    expect(callClockText({ answeredAt, endedAt: null }, now)).toBe('0:00');
    now += 5_000;
    expect(callClockText({ answeredAt, endedAt: null }, now)).toBe('0:05');
    now += 3_600_000;
    expect(callClockText({ answeredAt, endedAt: null }, now)).toBe('1:00:05');
  });
  it('stops at the end of an ended call', () => {
    expect(callElapsedMs({ answeredAt: 10_000, endedAt: 72_000 }, 500_000)).toBe(62_000);
    expect(callClockText({ answeredAt: 10_000, endedAt: 72_000 }, 500_000)).toBe('1:02');
  });
  it('reads 0:00 when the clock of another context is a little behind the answer', () => {
    expect(callClockText({ answeredAt: 10_000, endedAt: null }, 9_900)).toBe('0:00');
  });
});
