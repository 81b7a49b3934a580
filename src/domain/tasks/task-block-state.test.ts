import { describe, expect, it } from 'vitest';
import { addDaysToKey } from './day-key';
import { EMPTY_TASK_BLOCK_STATE, isCollapsed, setBlockCollapsed, type TaskBlockState } from './task-block-state';

const t0 = new Date('2026-03-11T10:00:00.000Z');
const at = (ms: number) => new Date(t0.getTime() + ms);

describe('task-block state', () => {
  it('records overdue, no-due-date and day groups separately', () => {
    let s = setBlockCollapsed(EMPTY_TASK_BLOCK_STATE, { group: 'overdue' }, true, t0);
    s = setBlockCollapsed(s, { group: 'day', day: '2026-03-11' }, true, t0);
    expect(isCollapsed(s, { group: 'overdue' })).toBe(true);
    expect(isCollapsed(s, { group: 'noDueDate' })).toBe(false);
    expect(isCollapsed(s, { group: 'day', day: '2026-03-11' })).toBe(true);
    expect(s.days['2026-03-11']?.modified).toBe(t0.toISOString());
  });

  it('keeps at most 100 day entries; when full, the oldest modified entry is dropped', () => {
    let s: TaskBlockState = EMPTY_TASK_BLOCK_STATE;
    // Day keys in reverse of modification order, so the oldest modified is not the earliest day.
    for (let i = 0; i < 100; i++) s = setBlockCollapsed(s, { group: 'day', day: addDaysToKey('2026-06-01', -i) }, true, at(i * 1000));
    expect(Object.keys(s.days)).toHaveLength(100);
    s = setBlockCollapsed(s, { group: 'day', day: '2027-01-01' }, false, at(500_000));
    expect(Object.keys(s.days)).toHaveLength(100);
    expect(s.days['2026-06-01']).toBeUndefined(); // modified first
    expect(s.days[addDaysToKey('2026-06-01', -99)]).toBeDefined(); // earliest day, modified last of the 100
    expect(s.days['2027-01-01']?.collapsed).toBe(false);
  });

  it('updating an existing day does not drop another one', () => {
    let s: TaskBlockState = EMPTY_TASK_BLOCK_STATE;
    for (let i = 0; i < 100; i++) s = setBlockCollapsed(s, { group: 'day', day: addDaysToKey('2026-01-01', i) }, true, at(i));
    s = setBlockCollapsed(s, { group: 'day', day: '2026-01-01' }, false, at(1000));
    expect(Object.keys(s.days)).toHaveLength(100);
    expect(s.days['2026-01-01']?.collapsed).toBe(false);
  });
});
