import { describe, expect, it } from 'vitest';
import { dayKeyOf } from './day-key';
import { editedTaskStaysInTimeline, overdueWindow, timelineTasksWindow } from './task-windows';

describe('task windows', () => {
  // Fake clock: local 2026-05-31 09:15.
  const today = dayKeyOf(new Date(2026, 4, 31, 9, 15));

  it('the day key is the local day of the clock', () => {
    expect(today).toBe('2026-05-31');
  });
  it('the overdue group goes 3 months back, up to yesterday', () => {
    expect(overdueWindow(today)).toEqual({ start: '2026-02-28', end: '2026-05-30' });
  });
  it('the overdue limit is configured as a value and a unit', () => {
    expect(overdueWindow(today, { value: 10, unit: 'days' })).toEqual({ start: '2026-05-21', end: '2026-05-30' });
    expect(overdueWindow(today, { value: 2, unit: 'weeks' }).start).toBe('2026-05-17');
    expect(overdueWindow(today, { value: 1, unit: 'months' }).start).toBe('2026-04-30');
  });
  it('the overdue limit is unbounded if absent', () => {
    expect(overdueWindow(today, null).start).toBe('1970-01-01');
  });
  it('the timeline tasks window is 18 months back and forward', () => {
    expect(timelineTasksWindow('2026-03-11')).toEqual({ start: '2024-09-11', end: '2027-09-11' });
  });
  it('an edited task stays in the timeline list only when its date is within 6 months', () => {
    expect(editedTaskStaysInTimeline('2026-09-11', '2026-03-11')).toBe(true);
    expect(editedTaskStaysInTimeline('2026-09-12', '2026-03-11')).toBe(false);
    expect(editedTaskStaysInTimeline('2025-09-11', '2026-03-11')).toBe(true);
    expect(editedTaskStaysInTimeline('2025-09-10', '2026-03-11')).toBe(false);
    expect(editedTaskStaysInTimeline(null, '2026-03-11')).toBe(true);
  });
});

describe('the user’s day of an instant', () => {
  it('is the day in their profile’s time zone when given: the same instant is another day in Kolkata and Los Angeles', () => {
    const instant = new Date('2026-11-26T20:00:00Z');
    expect(dayKeyOf(instant, 'Asia/Kolkata')).toBe('2026-11-27');
    expect(dayKeyOf(instant, 'America/Los_Angeles')).toBe('2026-11-26');
    expect(dayKeyOf(instant, 'UTC')).toBe('2026-11-26');
  });
});
