import { describe, expect, it } from 'vitest';
import { isTaskSaveDisabled, taskSaveBlocks, type TaskDraftForSave } from './task-save-rules';
import { isValidTaskTime, toDisplayTime, toStoredTime } from './task-time';

const ok: TaskDraftForSave = { activityDate: '2026-03-11', time: '09:30 AM', taskType: 'CALL', project: { updatable: false, valid: false }, ownerId: 3, userIds: [] };

describe('task save', () => {
  it('is allowed for a complete draft', () => {
    expect(isTaskSaveDisabled(ok)).toBe(false);
  });
  it('is disabled when a date is set and the time is invalid', () => {
    expect(taskSaveBlocks({ ...ok, time: '9:30' })).toEqual(['invalidTime']);
  });
  it('allows a date without a time (empty is valid)', () => {
    expect(taskSaveBlocks({ ...ok, time: '  ' })).toEqual([]);
  });
  it('ignores the time when no date is set', () => {
    expect(isTaskSaveDisabled({ ...ok, activityDate: null, time: 'garbage' })).toBe(false);
  });
  it('is disabled when there is no task type', () => {
    expect(taskSaveBlocks({ ...ok, taskType: null })).toEqual(['noType']);
  });
  it('is disabled when the project is updatable and invalid, not when it is read-only', () => {
    expect(taskSaveBlocks({ ...ok, project: { updatable: true, valid: false } })).toEqual(['invalidProject']);
    expect(isTaskSaveDisabled({ ...ok, project: { updatable: true, valid: true } })).toBe(false);
  });
  it('is disabled when there is neither an owner nor any user', () => {
    expect(taskSaveBlocks({ ...ok, ownerId: null })).toEqual(['noOwner']);
    expect(isTaskSaveDisabled({ ...ok, ownerId: null, userIds: [4] })).toBe(false);
  });
});

describe('time in hh:mm a', () => {
  it('accepts the strict form only', () => {
    expect(isValidTaskTime('09:30 AM')).toBe(true);
    expect(isValidTaskTime('12:05 pm')).toBe(true);
    for (const bad of ['9:30 AM', '13:00 PM', '09:60 AM', '09:30', '00:10 AM', '09:30AM']) expect(isValidTaskTime(bad)).toBe(false);
  });
  it('is stored as HH:mm:00 and shown back as hh:mm a', () => {
    expect(toStoredTime('02:15 PM')).toBe('14:15:00');
    expect(toStoredTime('12:00 AM')).toBe('00:00:00');
    expect(toStoredTime('2:15 PM')).toBeNull();
    expect(toDisplayTime('14:15:00')).toBe('02:15 PM');
    expect(toDisplayTime(null)).toBe('');
  });
});
