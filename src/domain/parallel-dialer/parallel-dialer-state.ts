/** Spec 2 section 4: the parallel dialer's line statuses. */
export type LineStatus = 'on_deck' | 'dialing' | 'ringing' | 'detecting' | 'connected' | 'leaving_voicemail' | 'callback_notice' | 'queued' | 'failed' | 'hangup' | 'enabled';

/** Spec 2 section 9. */
export const NEXT_CONTACT_MS = 3000;
export const DETECTION_TIMEOUT_MS = 10_000;
export const QUEUE_RESUME_MS = 3000;
export const LINE_RESET_MS = 3000;
export const LINE_TICK_MS = 1000;
/** Spec 2 section 4: the line leaving a voice message is failed when still there after this. */
export const VOICEMAIL_TIMEOUT_MS = 10_000;

/** Spec 2: results the dialer writes by itself (excluded from the choices offered for it). */
export const CALL_FAILED = 'Call Failed';
export const NO_ANSWER = 'No Answer';
export const CALLBACK_HANGUP = 'Callback - HangUp';

/** A contact the server gave a line (or queued for the rep). */
export interface LineContact {
  listId: number;
  contactId: number;
  phone: string;
  name: string;
}

export interface Line {
  lineNumber: number;
  status: LineStatus;
  /** When the line entered its status (ms, the clock of the events). */
  since: number;
  /** When an on-deck line dials. */
  dialAt: number | null;
  contact: LineContact | null;
  callId: string | null;
  /** A callback notice or voice message is playing into the call. */
  playing: boolean;
  /** When the person's greeting ended (a human line), for the 2-second rule. */
  greetingEndedAt: number | null;
  /** An enabled line asked the server for its next contact and waits for it. */
  awaitingContact: boolean;
}

export interface ParallelDialerSettings {
  voiceMessageId: number | null;
  callbackNoticeId: number | null;
  /** The result written when the voice message was left / the callback notice played. */
  resultForVoiceMessage: string;
  resultForCallbackNotice: string;
  /** The pause between the first dials of the lines (staggered dialling). */
  staggeredDialMs: number;
}

/** People who answered, and those of them not connected to the rep within 2 s of their greeting (abandoned). */
export interface AnswerTally {
  personAnswers: number;
  abandoned: number;
}

export interface ParallelDialerState {
  status: 'idle' | 'running' | 'ended';
  paused: boolean;
  /** An incoming call has paused the dialer (its end resumes it). */
  incomingCall: boolean;
  lines: Line[];
  /** People who answered while the rep was busy: dialled again one at a time when the rep is free. */
  queue: LineContact[];
  /** The rep's call with a queued contact (a single unit call), or null. */
  singleCall: LineContact | null;
  /** How many lines may dial now (the abandonment guard lowers it). */
  allowedLines: number;
  /** The server had no contact left for a line: no more are asked for. */
  noMoreContacts: boolean;
  settings: ParallelDialerSettings;
  tally: AnswerTally;
}

export const initialParallelDialerState = (settings: ParallelDialerSettings): ParallelDialerState => ({
  status: 'idle',
  paused: false,
  incomingCall: false,
  lines: [],
  queue: [],
  singleCall: null,
  allowedLines: 0,
  noMoreContacts: false,
  settings,
  tally: { personAnswers: 0, abandoned: 0 },
});

/** Statuses in which a line holds a live call. */
export const LINE_BUSY: ReadonlySet<LineStatus> = new Set(['dialing', 'ringing', 'detecting', 'connected', 'leaving_voicemail', 'callback_notice']);
/** Statuses from which the line is reset to enabled after 3 s. */
export const LINE_DONE: ReadonlySet<LineStatus> = new Set(['failed', 'hangup', 'queued']);
