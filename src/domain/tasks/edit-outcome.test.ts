import { describe, expect, it } from 'vitest';
import { completionOutcome } from './completion-outcome';
import { editOutcome } from './edit-outcome';

const today = '2026-03-11';

describe('reload outcome after an edit is saved', () => {
  it('owner changed: everything reloads (even with the date unchanged)', () => {
    expect(editOutcome({ ownerId: 1, activityDate: today }, { ownerId: 2, activityDate: today }, today)).toBe('reloadAll');
  });
  it('date unchanged: the task is updated in place', () => {
    expect(editOutcome({ ownerId: 1, activityDate: today }, { ownerId: 1, activityDate: today }, today)).toBe('updateInPlace');
    expect(editOutcome({ ownerId: 1, activityDate: null }, { ownerId: 1, activityDate: null }, today)).toBe('updateInPlace');
  });
  it('date moved before the current day: the task is removed', () => {
    expect(editOutcome({ ownerId: 1, activityDate: today }, { ownerId: 1, activityDate: '2026-03-10' }, today)).toBe('remove');
  });
  it('otherwise the lists reload (moved later, to today, or undated)', () => {
    expect(editOutcome({ ownerId: 1, activityDate: today }, { ownerId: 1, activityDate: '2026-03-12' }, today)).toBe('reloadLists');
    expect(editOutcome({ ownerId: 1, activityDate: '2026-03-01' }, { ownerId: 1, activityDate: today }, today)).toBe('reloadLists');
    expect(editOutcome({ ownerId: 1, activityDate: today }, { ownerId: 1, activityDate: null }, today)).toBe('reloadLists');
  });
});

describe('completion outcome', () => {
  const days = { start: '2026-03-09', end: '2026-03-15' };
  it('a done task leaves the list when viewing open tasks', () => {
    expect(completionOutcome({ activityDate: today, isDone: true, inOverdueGroup: false }, { openOnly: true, days }).removeFromList).toBe(true);
    expect(completionOutcome({ activityDate: today, isDone: true, inOverdueGroup: false }, { openOnly: false, days }).removeFromList).toBe(false);
  });
  it('completing an overdue task reloads the day list only if its date falls inside the window', () => {
    expect(completionOutcome({ activityDate: '2026-03-10', isDone: true, inOverdueGroup: true }, { openOnly: true, days }).reloadDays).toBe(true);
    expect(completionOutcome({ activityDate: '2026-02-10', isDone: true, inOverdueGroup: true }, { openOnly: true, days }).reloadDays).toBe(false);
  });
});
