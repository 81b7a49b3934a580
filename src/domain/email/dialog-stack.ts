/**
 * Dialog stack for email and SMS (spec 1 section 2, constant in section 9): at most 5 dialogs are
 * open; each can be minimised, maximised or closed; the newest dialog is active.
 */
export const DIALOG_STACK_MAX = 5;

export type DialogKind = 'email' | 'sms';
export type DialogMode = 'normal' | 'minimized' | 'maximized';

export interface StackDialog<P = unknown> {
  id: string;
  kind: DialogKind;
  mode: DialogMode;
  props: P;
}

export interface DialogStack<P = unknown> {
  /** Oldest first. */
  dialogs: StackDialog<P>[];
  activeId: string | null;
  /** Set when the last open was refused because the stack was full. */
  full: boolean;
}

export type DialogStackEvent<P = unknown> =
  | { type: 'open'; id: string; kind: DialogKind; props: P }
  | { type: 'minimize'; id: string }
  | { type: 'maximize'; id: string }
  | { type: 'restore'; id: string }
  | { type: 'close'; id: string }
  | { type: 'focus'; id: string }
  | { type: 'dismissFull' };

export const emptyDialogStack = <P = unknown>(): DialogStack<P> => ({ dialogs: [], activeId: null, full: false });

const newestId = <P>(dialogs: StackDialog<P>[]) => dialogs[dialogs.length - 1]?.id ?? null;

export function dialogStackReducer<P>(state: DialogStack<P>, event: DialogStackEvent<P>): DialogStack<P> {
  const setMode = (id: string, mode: DialogMode): DialogStack<P> => ({
    ...state,
    full: false,
    dialogs: state.dialogs.map((d) => (d.id === id ? { ...d, mode } : mode === 'maximized' && d.mode === 'maximized' ? { ...d, mode: 'normal' } : d)),
    activeId: mode === 'minimized' ? state.activeId : id,
  });
  if (event.type === 'dismissFull') return { ...state, full: false };
  const exists = state.dialogs.some((d) => d.id === event.id);
  switch (event.type) {
    case 'open': {
      if (exists) return { ...state, full: false, activeId: event.id };
      if (state.dialogs.length >= DIALOG_STACK_MAX) return { ...state, full: true };
      const dialog: StackDialog<P> = { id: event.id, kind: event.kind, mode: 'normal', props: event.props };
      return { dialogs: [...state.dialogs, dialog], activeId: event.id, full: false };
    }
    case 'minimize':
      return exists ? setMode(event.id, 'minimized') : state;
    case 'maximize':
      return exists ? setMode(event.id, 'maximized') : state;
    case 'restore':
      return exists ? setMode(event.id, 'normal') : state;
    case 'focus':
      return exists ? { ...state, activeId: event.id } : state;
    case 'close': {
      if (!exists) return state;
      const dialogs = state.dialogs.filter((d) => d.id !== event.id);
      return { dialogs, activeId: state.activeId === event.id ? newestId(dialogs) : state.activeId, full: false };
    }
  }
}
