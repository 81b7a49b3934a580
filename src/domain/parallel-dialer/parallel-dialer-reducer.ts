import {
  CALL_FAILED,
  CALLBACK_HANGUP,
  DETECTION_TIMEOUT_MS,
  LINE_BUSY,
  LINE_DONE,
  LINE_RESET_MS,
  NEXT_CONTACT_MS,
  NO_ANSWER,
  QUEUE_RESUME_MS,
  VOICEMAIL_TIMEOUT_MS,
  type Line,
  type LineContact,
  type LineStatus,
  type ParallelDialerState,
} from './parallel-dialer-state';

/** Spec 2 section 4 / issue: a person not connected within 2 s of the end of their greeting is an abandoned call. */
export const ABANDON_AFTER_GREETING_MS = 2000;

export type ParallelDialerEvent =
  /** `allowedLines`: what the abandonment guard lets the first round dial (default: every line). */
  | { type: 'start'; at: number; lines: number; allowedLines?: number }
  | { type: 'contactAssigned'; at: number; lineNumber: number; contact: LineContact | null }
  | { type: 'dialed'; at: number; lineNumber: number; callId: string }
  | { type: 'progress'; at: number; lineNumber: number }
  | { type: 'accepted'; at: number; lineNumber: number }
  | { type: 'detected'; at: number; lineNumber: number; verdict: 'human' | 'machine' | 'notSure'; greetingEndedAt: number | null }
  | { type: 'messageEnded'; at: number; lineNumber: number }
  | { type: 'callEnded'; at: number; lineNumber: number; cause: 'remoteHangup' | 'busy' | 'noAnswer' | 'failed' }
  | { type: 'singleCallEnded'; at: number }
  | { type: 'tick'; at: number }
  | { type: 'pause'; at: number }
  | { type: 'resume'; at: number }
  | { type: 'incomingCall'; at: number }
  | { type: 'incomingCallEnded'; at: number }
  | { type: 'allowedLines'; at: number; lines: number }
  | { type: 'end'; at: number };

export type ParallelDialerEffect =
  | { type: 'requestContact'; lineNumber: number }
  | { type: 'dial'; lineNumber: number; contact: LineContact }
  | { type: 'connectRep'; lineNumber: number }
  | { type: 'play'; lineNumber: number; messageId: number; kind: 'callbackNotice' | 'voiceMessage' }
  | { type: 'hangup'; lineNumber: number }
  | { type: 'saveResult'; contact: LineContact; result: string; callId: string | null }
  | { type: 'dialSingle'; contact: LineContact }
  | { type: 'sessionStatus'; status: 'paused' | 'resumed' | 'ended' }
  | { type: 'personAnswered'; contact: LineContact; abandoned: boolean };

export interface ParallelDialerStep {
  state: ParallelDialerState;
  effects: ParallelDialerEffect[];
}

const enabledLine = (lineNumber: number, at: number): Line => ({
  lineNumber,
  status: 'enabled',
  since: at,
  dialAt: null,
  contact: null,
  callId: null,
  playing: false,
  greetingEndedAt: null,
  awaitingContact: false,
});

/** The rep is on a call of the dialer (a connected line or a queued contact's call). */
const repBusy = (s: ParallelDialerState) => s.singleCall !== null || s.lines.some((l) => l.status === 'connected');
const mayDial = (s: ParallelDialerState) => s.status === 'running' && !s.paused && !s.incomingCall;

/**
 * The parallel dialer's lines (spec 2 section 4) as a pure reducer: events in, each with its time,
 * the next state and the effects to perform (dial, play, hang up, write a result, connect the rep)
 * out. Lines are dialled in rounds while the rep is free: the first person who answers is connected;
 * a person answering while the rep is busy hears the callback notice (or is hung up with Callback -
 * HangUp) and is queued, dialled again alone once no line is busy; a machine gets the voice message
 * (or No Answer). A finished line is enabled again after 3 s and asks for its next contact.
 */
export function parallelDialerReducer(state: ParallelDialerState, event: ParallelDialerEvent): ParallelDialerStep {
  const effects: ParallelDialerEffect[] = [];
  let s: ParallelDialerState = state;
  const setLine = (lineNumber: number, patch: Partial<Line>) => {
    s = { ...s, lines: s.lines.map((l) => (l.lineNumber === lineNumber ? { ...l, ...patch } : l)) };
  };
  const lineOf = (lineNumber: number) => s.lines.find((l) => l.lineNumber === lineNumber);
  const to = (line: Line, status: LineStatus, at: number, patch: Partial<Line> = {}) => setLine(line.lineNumber, { status, since: at, ...patch });
  const save = (line: Line, result: string) => {
    if (line.contact) effects.push({ type: 'saveResult', contact: line.contact, result, callId: line.callId });
  };
  const hangUp = (line: Line) => effects.push({ type: 'hangup', lineNumber: line.lineNumber });

  switch (event.type) {
    case 'start': {
      if (s.status === 'running') return { state, effects };
      const lines = Array.from({ length: event.lines }, (_, i) => enabledLine(i + 1, event.at));
      const allowedLines = Math.max(1, Math.min(event.allowedLines ?? event.lines, event.lines));
      s = { ...s, status: 'running', paused: false, incomingCall: false, lines, queue: [], singleCall: null, allowedLines, noMoreContacts: false };
      break;
    }
    case 'contactAssigned': {
      const line = lineOf(event.lineNumber);
      if (!line || line.status !== 'enabled') break;
      setLine(line.lineNumber, { awaitingContact: false });
      if (!event.contact) {
        s = { ...s, noMoreContacts: true };
        break;
      }
      // The first round is staggered; later a line dials its next contact after 3 s.
      const firstRound = line.callId === null;
      to(line, 'on_deck', event.at, {
        contact: event.contact,
        callId: null,
        dialAt: event.at + (firstRound ? (line.lineNumber - 1) * s.settings.staggeredDialMs : NEXT_CONTACT_MS),
        greetingEndedAt: null,
        playing: false,
      });
      break;
    }
    case 'dialed': {
      const line = lineOf(event.lineNumber);
      if (line?.status === 'dialing') setLine(line.lineNumber, { callId: event.callId });
      break;
    }
    case 'progress': {
      const line = lineOf(event.lineNumber);
      if (line?.status === 'dialing') to(line, 'ringing', event.at);
      break;
    }
    case 'accepted': {
      const line = lineOf(event.lineNumber);
      if (line && (line.status === 'dialing' || line.status === 'ringing')) to(line, 'detecting', event.at);
      break;
    }
    case 'detected': {
      const line = lineOf(event.lineNumber);
      if (line?.status !== 'detecting' || !line.contact) break;
      if (event.verdict === 'machine') {
        if (s.settings.voiceMessageId !== null) {
          to(line, 'leaving_voicemail', event.at, { playing: true });
          effects.push({ type: 'play', lineNumber: line.lineNumber, messageId: s.settings.voiceMessageId, kind: 'voiceMessage' });
        } else {
          to(line, 'hangup', event.at);
          hangUp(line);
          save(line, NO_ANSWER);
        }
        break;
      }
      // A person (or not sure: better a person than a hang-up on one).
      const greetingEndedAt = event.greetingEndedAt ?? event.at;
      const free = !repBusy(s) && !s.incomingCall;
      const abandoned = !free || event.at - greetingEndedAt > ABANDON_AFTER_GREETING_MS;
      s = { ...s, tally: { personAnswers: s.tally.personAnswers + 1, abandoned: s.tally.abandoned + (abandoned ? 1 : 0) } };
      effects.push({ type: 'personAnswered', contact: line.contact, abandoned });
      if (free) {
        to(line, 'connected', event.at, { greetingEndedAt });
        effects.push({ type: 'connectRep', lineNumber: line.lineNumber });
      } else if (s.settings.callbackNoticeId !== null) {
        to(line, 'callback_notice', event.at, { greetingEndedAt, playing: true });
        effects.push({ type: 'play', lineNumber: line.lineNumber, messageId: s.settings.callbackNoticeId, kind: 'callbackNotice' });
      } else {
        // No notice: hung up with Callback - HangUp and queued at once.
        to(line, 'queued', event.at, { greetingEndedAt });
        hangUp(line);
        save(line, CALLBACK_HANGUP);
        s = { ...s, queue: [...s.queue, line.contact] };
      }
      break;
    }
    case 'messageEnded': {
      const line = lineOf(event.lineNumber);
      if (!line?.playing) break;
      hangUp(line);
      if (line.status === 'callback_notice') {
        // Queued 3 s after the notice.
        to(line, 'callback_notice', event.at, { playing: false });
        save(line, s.settings.resultForCallbackNotice);
      } else if (line.status === 'leaving_voicemail') {
        to(line, 'hangup', event.at, { playing: false });
        save(line, s.settings.resultForVoiceMessage);
      }
      break;
    }
    case 'callEnded': {
      const line = lineOf(event.lineNumber);
      if (!line || !LINE_BUSY.has(line.status)) break;
      if (line.status === 'dialing' || line.status === 'ringing') {
        const result = event.cause === 'busy' ? 'Busy' : event.cause === 'noAnswer' ? NO_ANSWER : CALL_FAILED;
        to(line, event.cause === 'failed' ? 'failed' : 'hangup', event.at);
        save(line, result);
      } else if (line.status === 'detecting') {
        to(line, 'hangup', event.at);
        save(line, event.cause === 'failed' ? CALL_FAILED : NO_ANSWER);
      } else if (line.status === 'callback_notice') {
        // Hung up during the notice: still called back.
        if (line.playing) save(line, s.settings.resultForCallbackNotice);
        to(line, 'queued', event.at, { playing: false });
        if (line.contact) s = { ...s, queue: [...s.queue, line.contact] };
      } else if (line.status === 'leaving_voicemail') {
        if (line.playing) save(line, s.settings.resultForVoiceMessage);
        to(line, 'hangup', event.at, { playing: false });
      } else {
        // The rep's call with this person ended; the phone writes its result.
        to(line, 'hangup', event.at);
      }
      break;
    }
    case 'singleCallEnded':
      s = { ...s, singleCall: null };
      break;
    case 'tick':
      for (const line of s.lines) {
        const age = event.at - line.since;
        if (line.status === 'on_deck' && line.contact && line.dialAt !== null && event.at >= line.dialAt && mayDial(s)) {
          to(line, 'dialing', event.at, { dialAt: null, callId: null });
          effects.push({ type: 'dial', lineNumber: line.lineNumber, contact: line.contact });
        } else if (line.status === 'detecting' && age >= DETECTION_TIMEOUT_MS) {
          to(line, 'failed', event.at);
          hangUp(line);
          save(line, CALL_FAILED);
        } else if (line.status === 'leaving_voicemail' && !line.playing && age >= VOICEMAIL_TIMEOUT_MS) {
          to(line, 'failed', event.at);
          hangUp(line);
        } else if (line.status === 'callback_notice' && !line.playing && age >= QUEUE_RESUME_MS) {
          to(line, 'queued', event.at);
          if (line.contact) s = { ...s, queue: [...s.queue, line.contact] };
        } else if (LINE_DONE.has(line.status) && age >= LINE_RESET_MS) {
          to(line, 'enabled', event.at, { contact: null, playing: false, greetingEndedAt: null });
        }
      }
      break;
    case 'pause':
      if (s.status !== 'running' || s.paused) break;
      s = { ...s, paused: true };
      effects.push({ type: 'sessionStatus', status: 'paused' });
      break;
    case 'resume':
      if (s.status !== 'running' || !s.paused) break;
      s = { ...s, paused: false, lines: s.lines.map((l) => (l.status === 'on_deck' ? { ...l, dialAt: event.at + QUEUE_RESUME_MS } : l)) };
      effects.push({ type: 'sessionStatus', status: 'resumed' });
      break;
    case 'incomingCall':
      if (s.status !== 'running' || s.incomingCall) break;
      s = { ...s, incomingCall: true };
      // Paused by the rep already: the server knows.
      if (!s.paused) effects.push({ type: 'sessionStatus', status: 'paused' });
      break;
    case 'incomingCallEnded':
      if (!s.incomingCall) break;
      s = { ...s, incomingCall: false, lines: s.lines.map((l) => (l.status === 'on_deck' ? { ...l, dialAt: event.at + QUEUE_RESUME_MS } : l)) };
      // The rep's own pause outlasts the call.
      if (!s.paused) effects.push({ type: 'sessionStatus', status: 'resumed' });
      break;
    case 'allowedLines':
      s = { ...s, allowedLines: Math.max(1, Math.min(event.lines, s.lines.length)) };
      break;
    case 'end':
      if (s.status !== 'running') break;
      // Lines not in a call stop; calls in progress finish.
      s = { ...s, status: 'ended', lines: s.lines.map((l) => (l.status === 'on_deck' ? { ...l, status: 'enabled' as const, since: event.at, contact: null, dialAt: null } : l)) };
      effects.push({ type: 'sessionStatus', status: 'ended' });
      break;
  }
  const next = nextMoves(s);
  return { state: next.state, effects: [...effects, ...next.effects] };
}

/**
 * What follows any event: a queued person is called back alone once no line is busy and the rep is
 * free; otherwise, with the rep free and nobody queued, enabled lines (up to the allowed number)
 * ask for their next contact, once each.
 */
function nextMoves(s: ParallelDialerState): ParallelDialerStep {
  if (!mayDial(s) || repBusy(s)) return { state: s, effects: [] };
  const anyBusy = s.lines.some((l) => LINE_BUSY.has(l.status) || l.status === 'on_deck');
  if (s.queue.length > 0) {
    if (anyBusy) return { state: s, effects: [] };
    const [contact, ...rest] = s.queue;
    return { state: { ...s, singleCall: contact!, queue: rest }, effects: [{ type: 'dialSingle', contact: contact! }] };
  }
  if (s.noMoreContacts) return { state: s, effects: [] };
  const working = s.lines.filter((l) => l.status !== 'enabled' || l.awaitingContact).length;
  const room = Math.max(0, s.allowedLines - working);
  const asking = s.lines.filter((l) => l.status === 'enabled' && !l.awaitingContact).slice(0, room);
  if (!asking.length) return { state: s, effects: [] };
  const numbers = new Set(asking.map((l) => l.lineNumber));
  return {
    state: { ...s, lines: s.lines.map((l) => (numbers.has(l.lineNumber) ? { ...l, awaitingContact: true } : l)) },
    effects: asking.map((l) => ({ type: 'requestContact' as const, lineNumber: l.lineNumber })),
  };
}

/** Whether the session is over (spec 2 section 4): ended, every line enabled and nobody queued or on the rep's call. */
export function sessionFinished(s: ParallelDialerState): boolean {
  return s.status === 'ended' && s.queue.length === 0 && s.singleCall === null && s.lines.every((l) => l.status === 'enabled');
}
