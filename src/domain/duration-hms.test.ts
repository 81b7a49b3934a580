import { describe, expect, it } from 'vitest';
import { formatHms } from './duration-hms';

describe('hh:mm:ss (spec 3 section 2)', () => {
  it('pads every part and lets hours pass 24', () => {
    expect(formatHms(0)).toBe('00:00:00');
    expect(formatHms(59.6)).toBe('00:01:00');
    expect(formatHms(3_725)).toBe('01:02:05');
    expect(formatHms(90_000)).toBe('25:00:00');
  });
  it('shows nothing negative or not a number as zero', () => {
    expect(formatHms(-5)).toBe('00:00:00');
    expect(formatHms(Number.NaN)).toBe('00:00:00');
  });
});
