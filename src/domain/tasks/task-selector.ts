/**
 * The task selector carousel (spec 1 sections 2 and 4): a contact's open tasks shown one at a time,
 * stepped through with previous / next, one of them selected as the task the user works on (the
 * call's taskId). Statuses: loading, loaded, empty, error.
 */
export type TaskSelectorStatus = 'loading' | 'loaded' | 'empty' | 'error';

export interface SelectorTask {
  id: number;
  isDone: boolean;
  activityDate: string | null;
  /** HH:mm(:ss), or null. */
  time: string | null;
}

export interface TaskSelectorState {
  status: TaskSelectorStatus;
  /** The open tasks in carousel order. */
  taskIds: readonly number[];
  /** The position shown (0 when there is nothing to show). */
  index: number;
  /** The task picked, or null. */
  selectedId: number | null;
}

export type TaskSelectorEvent =
  { type: 'loading' } | { type: 'loaded'; tasks: readonly SelectorTask[] } | { type: 'failed' } | { type: 'next' } | { type: 'previous' } | { type: 'select'; id: number | null };

export const INITIAL_TASK_SELECTOR: TaskSelectorState = { status: 'loading', taskIds: [], index: 0, selectedId: null };

/** Carousel order: earliest due first (the most overdue leads), untimed before timed on a day, undated last. */
export function carouselOrder<T extends SelectorTask>(tasks: readonly T[]): T[] {
  const key = (t: SelectorTask) => `${t.activityDate ?? '9999-99-99'} ${t.time ?? '00:00'}`;
  return tasks.filter((t) => !t.isDone).sort((a, b) => key(a).localeCompare(key(b)) || a.id - b.id);
}

export function taskSelectorReducer(state: TaskSelectorState, event: TaskSelectorEvent): TaskSelectorState {
  switch (event.type) {
    case 'loading':
      // A reload keeps what is shown; only the first load shows the loading status.
      return state.taskIds.length ? state : { ...state, status: 'loading' };
    case 'failed':
      return { ...state, status: 'error' };
    case 'loaded': {
      const taskIds = carouselOrder(event.tasks).map((t) => t.id);
      if (!taskIds.length) return { status: 'empty', taskIds, index: 0, selectedId: null };
      const selectedId = state.selectedId !== null && taskIds.includes(state.selectedId) ? state.selectedId : null;
      // Keep showing the same task across a reload; else the selected one; else stay near the old position.
      const shown = state.taskIds[state.index];
      const at = shown !== undefined ? taskIds.indexOf(shown) : -1;
      const index = at >= 0 ? at : selectedId !== null ? taskIds.indexOf(selectedId) : Math.min(state.index, taskIds.length - 1);
      return { status: 'loaded', taskIds, index, selectedId };
    }
    case 'next':
      return canMove(state, 1) ? { ...state, index: state.index + 1 } : state;
    case 'previous':
      return canMove(state, -1) ? { ...state, index: state.index - 1 } : state;
    case 'select':
      if (event.id !== null && !state.taskIds.includes(event.id)) return state;
      return { ...state, selectedId: event.id, index: event.id === null ? state.index : state.taskIds.indexOf(event.id) };
  }
}

/** The carousel stops at its ends (no wrap-around): previous is off on the first task, next on the last. */
export function canMove(state: TaskSelectorState, step: 1 | -1): boolean {
  const to = state.index + step;
  return state.status === 'loaded' && to >= 0 && to < state.taskIds.length;
}

export const shownTaskId = (state: TaskSelectorState): number | null => (state.status === 'loaded' ? (state.taskIds[state.index] ?? null) : null);

/** "2 of 5" as numbers. */
export const carouselPosition = (state: TaskSelectorState) => ({ position: state.taskIds.length ? state.index + 1 : 0, total: state.taskIds.length });
