import type { PowerDialerNoticeCode, PowerDialerStart, PowerDialerState, PowerDialerTarget } from './power-dialer-state';

/**
 * What goes into the power-dialer reducer (events, each with the time it happened) and what comes
 * out besides the next state (effects the engine performs, in order; a refusal for a command that
 * is not allowed now).
 */
export type PowerDialerTimerId = 'wrapUp' | 'autoResume' | 'countdown';

export type PowerDialerEvent =
  | { type: 'start'; start: PowerDialerStart; phoneBusy: boolean; now: number }
  | { type: 'settingsLoaded'; wrapUpSeconds: number | null; mandatory: { enabled: boolean; time: unknown; automaticMove: boolean }; now: number }
  | {
      type: 'contactLoaded';
      target: PowerDialerTarget | null;
      skipped: Array<{ contactId: number; status: string }>;
      /** Why a requested contact was passed by (shown on the panel). */
      notice?: { code: PowerDialerNoticeCode; text: string };
      /** With no target on a list: why nothing is dialable, in numbers (src/domain/power-dialer/stop-reason.ts). */
      stopReason?: string;
      now: number;
    }
  | { type: 'requestFailed'; status: number; message: string; now: number }
  | { type: 'callStarted'; phoneCallId: string; now: number }
  | { type: 'callEnded'; phoneCallId: string; defaultResult: string; failed: boolean; now: number }
  | { type: 'dialFailed'; reason: string; now: number }
  | { type: 'pause' | 'resume' | 'stop' | 'skip' | 'next' | 'previous' | 'dismiss'; now: number }
  /** The mandatory result picked in the countdown panel, with what the rep typed there (saved on the call). */
  | { type: 'chooseResult'; result: string; subject?: string; description?: string; now: number }
  /** What the rep is typing in the result panel (kept so a defaulted result still carries it). */
  | { type: 'resultDraft'; subject: string; description: string; now: number }
  /** The call's result was written by another panel (the phone's own, another UI): the countdown closes. */
  | { type: 'resultSetElsewhere'; result: string | null; now: number }
  | { type: 'saveFailed'; now: number }
  | { type: 'timer'; id: PowerDialerTimerId; now: number };

export type PowerDialerEffect =
  | { type: 'loadSettings' }
  | { type: 'requestNext'; listId: number; contactId: number | null; playbookStepId: number | null; previous: boolean }
  /** Without a list ("Dial selected"): the engine builds the target from the contact itself (its primary phone). */
  | { type: 'loadContact'; contactId: number; taskId: number | null }
  | { type: 'dial'; target: PowerDialerTarget }
  | {
      type: 'saveResult';
      /** Null without a list: only the call is saved (saveCallInfo with the task), no play result. */
      listId: number | null;
      contactId: number;
      playbookId: number | null;
      result: string;
      /** The phone engine's call, if one was placed. */
      phoneCallId: string | null;
      /** Also edit the call's activity with this result (a result the rep chose). */
      editCall: boolean;
      /** The task the contact was dialled for ("Dial selected"): the saved call belongs to it. */
      taskId: number | null;
      /** What the rep typed in the countdown panel ('' when nothing). */
      subject: string;
      description: string;
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
