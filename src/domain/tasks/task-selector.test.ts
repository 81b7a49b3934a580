import { describe, expect, it } from 'vitest';
import { canMove, carouselOrder, carouselPosition, INITIAL_TASK_SELECTOR, shownTaskId, taskSelectorReducer, type SelectorTask, type TaskSelectorEvent } from './task-selector';

const task = (id: number, activityDate: string | null, time: string | null = null, isDone = false): SelectorTask => ({ id, activityDate, time, isDone });
const run = (...events: TaskSelectorEvent[]) => events.reduce(taskSelectorReducer, INITIAL_TASK_SELECTOR);
const three = [task(3, null), task(1, '2026-03-12', '14:00:00'), task(2, '2026-03-10', '09:00:00')];

describe('task selector carousel', () => {
  it('starts loading', () => {
    expect(INITIAL_TASK_SELECTOR.status).toBe('loading');
  });

  it('orders open tasks earliest due first, untimed before timed on a day, undated last, done left out', () => {
    const ordered = carouselOrder([task(5, '2026-03-12', '08:00:00'), task(6, '2026-03-12'), task(7, null), task(8, '2026-03-01', null, true), task(9, '2026-02-01')]);
    expect(ordered.map((t) => t.id)).toEqual([9, 6, 5, 7]);
  });

  it('is loaded on the first task when the list has tasks, empty when none is open', () => {
    const s = run({ type: 'loaded', tasks: three });
    expect(s).toMatchObject({ status: 'loaded', taskIds: [2, 1, 3], index: 0, selectedId: null });
    expect(shownTaskId(s)).toBe(2);
    expect(run({ type: 'loaded', tasks: [task(1, null, null, true)] }).status).toBe('empty');
    expect(shownTaskId(run({ type: 'loaded', tasks: [] }))).toBeNull();
  });

  it('is in error when the tasks cannot be loaded', () => {
    expect(run({ type: 'failed' }).status).toBe('error');
    expect(shownTaskId(run({ type: 'loaded', tasks: three }, { type: 'failed' }))).toBeNull();
  });

  it('moves with next and previous and stops at both ends', () => {
    let s = run({ type: 'loaded', tasks: three });
    expect(canMove(s, -1)).toBe(false);
    expect(taskSelectorReducer(s, { type: 'previous' })).toBe(s);
    s = taskSelectorReducer(s, { type: 'next' });
    s = taskSelectorReducer(s, { type: 'next' });
    expect(shownTaskId(s)).toBe(3);
    expect(carouselPosition(s)).toEqual({ position: 3, total: 3 });
    expect(canMove(s, 1)).toBe(false);
    expect(taskSelectorReducer(s, { type: 'next' })).toBe(s);
    expect(shownTaskId(taskSelectorReducer(s, { type: 'previous' }))).toBe(1);
  });

  it('selects a shown task, clears the selection, ignores an unknown id', () => {
    const s = run({ type: 'loaded', tasks: three }, { type: 'next' }, { type: 'select', id: 1 });
    expect(s.selectedId).toBe(1);
    expect(taskSelectorReducer(s, { type: 'select', id: 42 })).toBe(s);
    expect(taskSelectorReducer(s, { type: 'select', id: null }).selectedId).toBeNull();
  });

  it('keeps the shown task and the selection across a reload', () => {
    const s = run({ type: 'loaded', tasks: three }, { type: 'next' }, { type: 'select', id: 1 }, { type: 'loading' }, { type: 'loaded', tasks: [task(4, '2026-01-01'), ...three] });
    expect(s.status).toBe('loaded');
    expect(shownTaskId(s)).toBe(1);
    expect(s.selectedId).toBe(1);
  });

  it('drops the selection of a task that left (completed elsewhere) and stays near its place', () => {
    const s = run({ type: 'loaded', tasks: three }, { type: 'next' }, { type: 'select', id: 1 }, { type: 'loaded', tasks: [three[0]!, three[2]!] });
    expect(s.selectedId).toBeNull();
    expect(shownTaskId(s)).toBe(3);
    expect(run({ type: 'loaded', tasks: three }, { type: 'loaded', tasks: [] })).toMatchObject({ status: 'empty', selectedId: null });
  });

  it('a reload does not flash the loading status once tasks are shown', () => {
    const s = run({ type: 'loaded', tasks: three });
    expect(taskSelectorReducer(s, { type: 'loading' }).status).toBe('loaded');
  });
});
