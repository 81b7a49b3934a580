import type { PowerDialerStart, PowerDialerState, PowerDialerTarget } from './power-dialer-state';

/**
 * What goes into the power-dialer reducer (events, each with the time it happened) and what comes
 * out besides the next state (effects the engine performs, in order; a refusal for a command that
 * is not allowed now).
 */
export type PowerDialerTimerId = 'wrapUp' | 'autoResume' | 'countdown';

export type PowerDialerEvent =
  | { type: 'start'; start: PowerDialerStart; phoneBusy: boolean; now: number }
  | { type: 'settingsLoaded'; wrapUpSeconds: number | null; mandatory: { enabled: boolean; time: unknown; automaticMove: boolean }; now: number }
  | { type: 'contactLoaded'; target: PowerDialerTarget | null; skipped: Array<{ contactId: number; status: string }>; now: number }
  | { type: 'requestFailed'; status: number; message: string; now: number }
  | { type: 'callStarted'; phoneCallId: string; now: number }
  | { type: 'callEnded'; phoneCallId: string; defaultResult: string; failed: boolean; now: number }
  | { type: 'dialFailed'; reason: string; now: number }
  | { type: 'pause' | 'resume' | 'stop' | 'skip' | 'next' | 'previous' | 'dismiss'; now: number }
  | { type: 'chooseResult'; result: string; now: number }
  /** The call's result was written by another panel (the phone's own, another UI): the countdown closes. */
  | { type: 'resultSetElsewhere'; result: string | null; now: number }
  | { type: 'saveFailed'; now: number }
  | { type: 'timer'; id: PowerDialerTimerId; now: number };

export type PowerDialerEffect =
  | { type: 'loadSettings' }
  | { type: 'requestNext'; listId: number; contactId: number | null; playbookStepId: number | null; previous: boolean }
  | { type: 'dial'; target: PowerDialerTarget }
  | {
      type: 'saveResult';
      listId: number;
      contactId: number;
      playbookId: number | null;
      result: string;
      /** The phone engine's call, if one was placed. */
      phoneCallId: string | null;
      /** Also edit the call's activity with this result (a result the rep chose). */
      editCall: boolean;
    }
  | { type: 'skip'; listId: number; contactId: number }
  /** Releases this user's reservations (of one list, or all when null). */
  | { type: 'finish'; listId: number | null }
  | { type: 'startTimer'; id: PowerDialerTimerId; ms: number }
  | { type: 'cancelTimer'; id: PowerDialerTimerId }
  /** The list was paused (423): the UI reloads it. */
  | { type: 'reloadList'; listId: number };

export interface PowerDialerRefusal {
  code: 'DIALER_BUSY' | 'NOT_ALLOWED';
  reason: string;
}

export interface PowerDialerStep {
  state: PowerDialerState;
  effects: PowerDialerEffect[];
  refused?: PowerDialerRefusal;
}
