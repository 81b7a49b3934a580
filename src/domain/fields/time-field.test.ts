import { describe, expect, it } from 'vitest';
import { fromStoredTime, isTimeInputValid, toStoredTime, toUtcStoredTime } from './time-field';

describe('time field', () => {
  it('stores a strict hh:mm a time as HH:mm:00', () => {
    expect(toStoredTime('02:30 PM')).toBe('14:30:00');
    expect(toStoredTime('12:05 am')).toBe('00:05:00');
  });
  it('accepts hh:mm a only in strict form; empty is valid', () => {
    expect(isTimeInputValid('09:15 AM')).toBe(true);
    expect(isTimeInputValid('')).toBe(true);
    for (const bad of ['9:15 AM', '09:15', '13:15 PM', '09:60 AM', '09:15AM', 'noon']) expect(isTimeInputValid(bad), bad).toBe(false);
    expect(toStoredTime('9:15 AM')).toBeNull();
  });
  it('shows a stored time as hh:mm a', () => {
    expect(fromStoredTime('14:30:00')).toBe('02:30 PM');
    expect(fromStoredTime('bad')).toBe('');
  });
  it('sends a local time as UTC time on the given day', () => {
    const day = new Date(2026, 0, 15);
    const local = new Date(2026, 0, 15, 14, 30);
    const expected = `${String(local.getUTCHours()).padStart(2, '0')}:${String(local.getUTCMinutes()).padStart(2, '0')}:00`;
    expect(toUtcStoredTime('02:30 PM', day)).toBe(expected);
    expect(toUtcStoredTime('', day)).toBe('');
    expect(toUtcStoredTime('2:30 PM', day)).toBeNull();
  });
});
