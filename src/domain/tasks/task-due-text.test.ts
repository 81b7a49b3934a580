import { describe, expect, it } from 'vitest';
import { createFormatter } from '../format';
import { taskDueText } from './task-due-text';

describe('taskDueText (when a task row says it is due)', () => {
  const fmt = createFormatter({ locale: 'en-US', timeZone: 'America/Chicago' });
  const today = '2026-11-27';

  it('shows an overdue task with its date and time', () => {
    expect(taskDueText({ activityDate: '2026-11-20', time: '10:00:00' }, today, fmt)).toBe('Nov 20, 2026, 10:00 AM');
  });
  it('shows a later day’s task with its date, and only the date when it has no time', () => {
    expect(taskDueText({ activityDate: '2026-12-01', time: null }, today, fmt)).toBe('Dec 1, 2026');
  });
  it('shows today’s task by its time alone', () => {
    expect(taskDueText({ activityDate: today, time: '14:30:00' }, today, fmt)).toBe('2:30 PM');
  });
  it('shows nothing for an undated task without a time', () => {
    expect(taskDueText({ activityDate: null, time: null }, today, fmt)).toBe('');
  });
});
