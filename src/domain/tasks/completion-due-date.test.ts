import { describe, expect, it } from 'vitest';
import { currentDayAt, dueDateOnCompletion } from './completion-due-date';

// Fake clock: 2026-03-12 02:30 UTC.
const now = new Date(Date.UTC(2026, 2, 12, 2, 30));

describe('due date on completion', () => {
  it('the current day is taken in the zone the task was entered in', () => {
    expect(currentDayAt(now, 0)).toBe('2026-03-12');
    expect(currentDayAt(now, -300)).toBe('2026-03-11'); // 21:30 the day before in New York
    expect(currentDayAt(now, 600)).toBe('2026-03-12');
  });
  it('with the setting on, completing sets the due date to today, dated or not', () => {
    expect(dueDateOnCompletion({ activityDate: '2026-01-02', timezoneOffset: 0 }, now, true)).toBe('2026-03-12');
    expect(dueDateOnCompletion({ activityDate: null, timezoneOffset: 0 }, now, true)).toBe('2026-03-12');
  });
  it('with the setting off, the due date stays', () => {
    expect(dueDateOnCompletion({ activityDate: '2026-01-02', timezoneOffset: 0 }, now, false)).toBe('2026-01-02');
    expect(dueDateOnCompletion({ activityDate: null, timezoneOffset: 0 }, now, false)).toBeNull();
  });
});
