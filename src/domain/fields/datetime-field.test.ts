import { describe, expect, it } from 'vitest';
import { formatDatetimeInput, parseDatetimeInput } from './datetime-field';

describe('datetime field', () => {
  it('accepts MM/DD/YYYY hh:mm A and stores ISO with offset', () => {
    const iso = parseDatetimeInput('03/07/2026 02:30 PM');
    expect(iso).toMatch(/^2026-03-07T14:30:00([+-]\d{2}:\d{2}|Z)$/);
    expect(new Date(iso!).getTime()).toBe(new Date(2026, 2, 7, 14, 30).getTime());
  });
  it('rejects anything but the exact form', () => {
    for (const bad of [
      '3/7/2026 02:30 PM',
      '03/07/2026 2:30 PM',
      '03/07/2026 14:30',
      '03/07/2026 02:30 p.m.',
      '2026-03-07T14:30',
      '13/07/2026 02:30 PM',
      '02/30/2026 02:30 PM',
      '03/07/2026 13:30 PM',
      '',
    ])
      expect(parseDatetimeInput(bad), bad).toBeNull();
  });
  it('shows a stored value back in the input form', () => {
    expect(formatDatetimeInput(parseDatetimeInput('12/31/2025 11:05 AM'))).toBe('12/31/2025 11:05 AM');
    expect(formatDatetimeInput(null)).toBe('');
    expect(formatDatetimeInput('nonsense')).toBe('');
  });
});
