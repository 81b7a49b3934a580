/**
 * The power dialer's state (spec 1 section 4, "Power dialer"): what the engine in the offscreen
 * document holds and broadcasts, and what the panel under the navbar reads.
 *
 * Terms: the *target* is the list contact being worked (picked by the server's play/next); the
 * *call* is the phone engine's call to it; the *result panel* is the mandatory call-result
 * countdown. `status` is the spec's status list, `engine` the spec's engine states.
 */

export const POWER_DIALER_STATUSES = [
  'inactive',
  'loading',
  'requestingContact',
  'waitingToCall',
  'calling',
  'waitingAction',
  'idleStarted',
  'paused',
  'resumed',
  'pendingTermination',
  'ended',
] as const;
export type PowerDialerStatus = (typeof POWER_DIALER_STATUSES)[number];

export const POWER_DIALER_ENGINE_STATES = ['idle', 'dialing', 'wrapUpWaitAction', 'wrapUpTime', 'terminated', 'paused', 'resumed'] as const;
export type PowerDialerEngineState = (typeof POWER_DIALER_ENGINE_STATES)[number];

export const POWER_DIALER_ACTIONS = ['pause', 'resume', 'stop', 'skip', 'next', 'previous'] as const;
export type PowerDialerActionName = (typeof POWER_DIALER_ACTIONS)[number];

/**
 * How a run was started: a list ("Dial"), a playbook step, one contact row, or selected contacts/tasks.
 * `listId` null: the tasks page's "Dial selected" (startContacts) — contacts in no list, dialled from their
 * own primary phone with no play routes (no reservation, list result, skip or finish).
 */
export interface PowerDialerStart {
  listId: number | null;
  playbookStepId?: number | null;
  /** Start at this contact (contact row CALL), then go on through the list. */
  contactId?: number | null;
  /** Dial exactly these contacts in order, then end ("Dial selected"). */
  contactIds?: number[];
  /** The tasks of contactIds, same order (the saved call belongs to its task; null: no task). */
  taskIds?: Array<number | null>;
}

/** A start from a list, a playbook step or a contact row (the `start` command): a list is required. */
export type PowerDialerListStart = PowerDialerStart & { listId: number };

/** A contact of "Dial selected" (the `startContacts` command), with the task it came from. */
export interface PowerDialerContactStart {
  contactId: number;
  taskId?: number | null;
}

/** The settings a run uses, read once when it starts. */
export interface PowerDialerSettings {
  /** Wrap-up after each call: server seconds x 1000, fallback 10000 ms when unset. */
  wrapUpMs: number;
  /** A paused dialer resumes by itself after this (the wait time), or never when null. */
  autoResumeMs: number | null;
  mandatory: { enabled: boolean; seconds: number; automaticMove: boolean };
}

/** The contact being worked, as the panel shows it and the call context needs it. */
export interface PowerDialerTarget {
  /** Null for a contact dialled without a list ("Dial selected"). */
  listId: number | null;
  listName: string | null;
  contactId: number;
  contactName: string;
  playbookId: number | null;
  playbookName: string | null;
  playbookStepId: number | null;
  stepName: string | null;
  projectName: string | null;
  listCallResult: string | null;
  stepCallResult: string | null;
  /** The number picked by the step's phone field, or null with phoneError. */
  number: string | null;
  targetPhoneType: string | null;
  /** Spec 1 section 8 result errors: 'invalid phone number', 'not available', 'no phone number', 'could not determine phone type'. */
  phoneError: string | null;
  taskId: number | null;
}

export interface PowerDialerCall {
  /** The phone engine's id of the call, once it appeared. */
  phoneCallId: string | null;
  phase: 'placing' | 'live' | 'ended';
  startedAt: number;
  endedAt: number | null;
  /** The result the call ends with by the phone's rule (Connected, Busy, No Answer, Call Failed). */
  defaultResult: string | null;
  failed: boolean;
}

export interface PowerDialerResultPanel {
  seconds: number;
  remaining: number;
  startedAt: number;
}

export type PowerDialerNoticeCode =
  | 'DIALER_BUSY'
  | 'LIST_PAUSED'
  | 'COUNTDOWN_EXPIRED'
  | 'SAVE_FAILED'
  | 'REQUEST_FAILED'
  | 'DIAL_FAILED'
  | 'LIST_DONE'
  /** The wait time passed with no result chosen (no mandatory result): the rule's result was logged. */
  | 'RESULT_DEFAULTED'
  /** A selected contact ("Dial selected") passed by: outside 8 am - 9 pm in its zone. */
  | 'OUTSIDE_CALLING_HOURS';

export interface PowerDialerNotice {
  code: PowerDialerNoticeCode;
  text: string;
  at: number;
}

export interface PowerDialerState {
  status: PowerDialerStatus;
  engine: PowerDialerEngineState;
  start: PowerDialerStart | null;
  settings: PowerDialerSettings | null;
  /** Contacts still to dial when started with contactIds (with their task ids). */
  queue: Array<{ contactId: number; taskId: number | null }>;
  /** Without a list: the contacts dialled so far, latest last (previous goes back to the last one). */
  played: Array<{ contactId: number; taskId: number | null }>;
  target: PowerDialerTarget | null;
  call: PowerDialerCall | null;
  /** Whether the target's play result was written (by the dialer, the panel, or elsewhere). */
  resultSaved: boolean;
  resultPanel: PowerDialerResultPanel | null;
  /** When the wrap-up time ends (epoch ms), while status is idleStarted. */
  wrapUpUntil: number | null;
  /** When a paused dialer resumes by itself (epoch ms), or null. */
  resumeAt: number | null;
  /**
   * What the rep typed in the result panel (subject, description) before choosing: saved with whatever result the
   * contact ends up with (chosen, defaulted when the wrap-up or countdown runs out, or when the rep moves on).
   */
  resultDraft: { subject: string; description: string } | null;
  /** The last result written, for the panel to show. */
  lastResult: { contactId: number; result: string } | null;
  /** Contacts the server skipped while picking (opted out, outside calling hours), latest first. */
  skipped: Array<{ contactId: number; status: string }>;
  dialedCount: number;
  notice: PowerDialerNotice | null;
}

export const initialPowerDialerState = (): PowerDialerState => ({
  status: 'inactive',
  engine: 'idle',
  start: null,
  settings: null,
  queue: [],
  played: [],
  target: null,
  call: null,
  resultSaved: false,
  resultPanel: null,
  wrapUpUntil: null,
  resumeAt: null,
  resultDraft: null,
  lastResult: null,
  skipped: [],
  dialedCount: 0,
  notice: null,
});

/**
 * Without a mandatory result a call's result stays open to choose after it ended: during the wrap-up, or for as long
 * as the rep keeps the dialer paused (a rep who paused took their time). The call ended, its result is not written
 * yet, and no countdown panel is open. A pick is written once; otherwise the rule's default result is written when
 * the wrap-up passes or the rep moves on, resumes (by hand or the auto-resume) or stops.
 */
export const isResultChoiceOpen = (state: Pick<PowerDialerState, 'status' | 'call' | 'resultSaved' | 'resultPanel'>) =>
  (state.status === 'idleStarted' || state.status === 'paused') && state.call !== null && state.call.phase === 'ended' && !state.resultSaved && state.resultPanel === null;

/** The choice during the wrap-up (its timer runs): a pick dials the next contact at once. */
export const isWrapUpChoiceOpen = (state: Pick<PowerDialerState, 'status' | 'call' | 'resultSaved' | 'resultPanel'>) => state.status === 'idleStarted' && isResultChoiceOpen(state);

/** The choice while paused (no wrap-up clock): a pick is written and the dialer stays paused. */
export const isPausedChoiceOpen = (state: Pick<PowerDialerState, 'status' | 'call' | 'resultSaved' | 'resultPanel'>) => state.status === 'paused' && isResultChoiceOpen(state);

/** A run over selected contacts without a list ("Dial selected"): no play routes. */
export const isListless = (state: Pick<PowerDialerState, 'start'>) => state.start !== null && state.start.listId === null;

/** A run is going on (anything but inactive and ended): a new start is refused with DIALER_BUSY. */
export const isPowerDialerRunning = (state: Pick<PowerDialerState, 'status'>) => state.status !== 'inactive' && state.status !== 'ended';

/** Spec 1 section 8. */
export const DIALER_BUSY_MESSAGE = 'Cannot execute call because phone service is busy.';
export const LIST_PAUSED_MESSAGE = 'Cannot perform actions on paused lists.';
export const SAVE_RESULT_ERROR = 'Error saving call result';
/** Spec 1 section 9. */
export const POWER_DIALER_WRAP_UP_FALLBACK_MS = 10000;
/** Spec 3: power dialer wait options (seconds). */
export const POWER_DIALER_WAIT_OPTIONS_S = [10, 20, 30, 60, 120, 180, 300, 600] as const;
/** The play result of a contact with no usable phone (spec 1 section 7, PD-SERVER's route). */
export const NOT_PLAYED_RESULT = 'not played';
