import { mandatoryCountdownSeconds } from '../phone/call-result-panel';
import { CALL_FAILED_RESULT } from '../phone/phone-constants';
import { isActionAllowed } from './power-dialer-actions';
import { LIST_DONE_TEXT, resultDefaultedText } from './stop-reason';
import type { PowerDialerEffect, PowerDialerEvent, PowerDialerStep } from './power-dialer-events';
import {
  DIALER_BUSY_MESSAGE,
  initialPowerDialerState,
  isListless,
  isPausedChoiceOpen,
  isPowerDialerRunning,
  isResultChoiceOpen,
  isWrapUpChoiceOpen,
  LIST_PAUSED_MESSAGE,
  NOT_PLAYED_RESULT,
  POWER_DIALER_WRAP_UP_FALLBACK_MS,
  SAVE_RESULT_ERROR,
  type PowerDialerNoticeCode,
  type PowerDialerSettings,
  type PowerDialerState,
} from './power-dialer-state';

/**
 * The power dialer (spec 1 section 4): a pure reducer, events in (commands, server answers, the
 * phone's call, timers, each with its time), state and effects out. The engine in the offscreen
 * document performs the effects in order and feeds their outcome back as events.
 *
 * The flow: start -> loading (settings) -> requesting contact (play/next) -> waitingToCall (dial)
 * -> calling -> the call ends -> its result is written (by rule, or chosen in the mandatory
 * countdown, the wrap-up or while paused) -> wrap-up time (idleStarted) or wait for action -> the
 * next contact ... until the server has none left (ended), the rep stops, or the countdown runs out.
 */
const done = (state: PowerDialerState, effects: PowerDialerEffect[] = []): PowerDialerStep => ({ state, effects });
const refuse = (state: PowerDialerState): PowerDialerStep => ({ state, effects: [], refused: { code: 'NOT_ALLOWED', reason: 'Not allowed now.' } });
const notice = (code: PowerDialerNoticeCode, text: string, at: number) => ({ code, text, at });
const ALL_TIMERS: PowerDialerEffect[] = [
  { type: 'cancelTimer', id: 'wrapUp' },
  { type: 'cancelTimer', id: 'autoResume' },
  { type: 'cancelTimer', id: 'countdown' },
];

/** Wrap-up: the server's seconds x 1000; 10000 ms when it sent none (spec 1 section 9). */
export function settingsFrom(event: Extract<PowerDialerEvent, { type: 'settingsLoaded' }>): PowerDialerSettings {
  const seconds = event.wrapUpSeconds;
  const valid = typeof seconds === 'number' && Number.isFinite(seconds) && seconds >= 0;
  return {
    wrapUpMs: valid ? seconds * 1000 : POWER_DIALER_WRAP_UP_FALLBACK_MS,
    autoResumeMs: valid && seconds > 0 ? seconds * 1000 : null,
    mandatory: { enabled: event.mandatory.enabled, seconds: mandatoryCountdownSeconds(event.mandatory.time), automaticMove: event.mandatory.automaticMove },
  };
}

/** The result a call is written with when the rep chose none: a failed call is Call Failed; an answered one takes the step's, else the list's default call result. */
export function ruleResult(state: PowerDialerState): string {
  const call = state.call;
  if (!call || call.failed) return CALL_FAILED_RESULT;
  const result = call.defaultResult ?? CALL_FAILED_RESULT;
  if (result === 'Connected') return state.target?.stepCallResult ?? state.target?.listCallResult ?? result;
  return result;
}

function saveEffect(state: PowerDialerState, result: string, editCall: boolean, typed: { subject?: string; description?: string } = {}): PowerDialerEffect[] {
  const target = state.target;
  if (!target) return [];
  // Without a list and without a call there is nothing to write.
  if (target.listId === null && !state.call) return [];
  return [
    {
      type: 'saveResult',
      listId: target.listId,
      contactId: target.contactId,
      playbookId: target.playbookId,
      result,
      phoneCallId: state.call?.phoneCallId ?? null,
      editCall,
      taskId: target.taskId,
      // What the rep typed goes with the result, chosen or defaulted: nothing typed is lost.
      subject: typed.subject ?? state.resultDraft?.subject ?? '',
      description: typed.description ?? state.resultDraft?.description ?? '',
    },
  ];
}

function withResult(state: PowerDialerState, result: string): PowerDialerState {
  return { ...state, resultSaved: true, resultPanel: null, resultDraft: null, lastResult: state.target ? { contactId: state.target.contactId, result } : state.lastResult };
}

/** The run is over: timers stop, this user's reservations are released. */
function end(state: PowerDialerState, effects: PowerDialerEffect[], code: PowerDialerNoticeCode | null, text: string, now: number, finish = true): PowerDialerStep {
  const listId = state.start?.listId ?? null;
  // The last selected contact passed by for its calling hours: that says more than "no contacts left".
  const keep = code === 'LIST_DONE' && state.notice?.code === 'OUTSIDE_CALLING_HOURS' && state.notice.at === now;
  return done({ ...state, status: 'ended', engine: 'terminated', resultPanel: null, wrapUpUntil: null, resumeAt: null, notice: code && !keep ? notice(code, text, now) : state.notice }, [
    ...effects,
    ...ALL_TIMERS,
    ...(finish && !isListless(state) ? [{ type: 'finish', listId } as const] : []),
  ]);
}

/**
 * Asks the server for the next contact (or the next of the selected ones, or the previous one). A paused
 * dialer stays paused: the contact is loaded and held undialled until resume.
 */
function requestContact(state: PowerDialerState, now: number, options: { contactId?: number | null; previous?: boolean; resumed?: boolean } = {}, before: PowerDialerEffect[] = []): PowerDialerStep {
  const start = state.start;
  if (!start) return done(state, before);
  const selected = start.contactIds !== undefined && start.contactIds.length > 0;
  if (selected && !options.previous && state.queue.length === 0) return end(state, before, 'LIST_DONE', LIST_DONE_TEXT, now);
  const paused = state.status === 'paused';
  const status = paused ? 'paused' : options.resumed ? 'resumed' : 'requestingContact';
  const engine = paused ? 'paused' : options.resumed ? 'resumed' : 'idle';
  const requesting: PowerDialerState = { ...state, status, engine, target: null, call: null, resultSaved: false, resultPanel: null, resultDraft: null, wrapUpUntil: null };
  if (start.listId === null) {
    // Without a list: the next selected contact, or (previous) the one dialled last.
    const entry = options.previous ? state.played[state.played.length - 1] : state.queue[0];
    if (!entry) return end(state, before, 'LIST_DONE', LIST_DONE_TEXT, now);
    return done(requesting, [...before, { type: 'loadContact', contactId: entry.contactId, taskId: entry.taskId }]);
  }
  const contactId = options.previous ? null : selected ? (state.queue[0]?.contactId ?? null) : (options.contactId ?? null);
  return done(requesting, [...before, { type: 'requestNext', listId: start.listId, contactId, playbookStepId: start.playbookStepId ?? null, previous: options.previous ?? false }]);
}

/** The contact's result is written: wrap-up time, then the next contact (or straight on with no wrap-up). */
function afterResult(state: PowerDialerState, now: number, before: PowerDialerEffect[], resumed: boolean): PowerDialerStep {
  const wrapUpMs = state.settings?.wrapUpMs ?? POWER_DIALER_WRAP_UP_FALLBACK_MS;
  if (wrapUpMs > 0) {
    return done({ ...state, status: 'idleStarted', engine: 'wrapUpTime', wrapUpUntil: now + wrapUpMs }, [...before, { type: 'startTimer', id: 'wrapUp', ms: wrapUpMs }]);
  }
  return requestContact(state, now, { resumed }, before);
}

/**
 * Back from a pause (by hand or the auto-resume): a result still open to choose gets the rule's one first; then the
 * live call goes on, a held contact is dialled, else the next one is asked for.
 */
function resume(state: PowerDialerState, now: number): PowerDialerStep {
  const closed = closeResultChoice(state);
  const base: PowerDialerState = { ...closed.state, status: 'resumed', engine: 'resumed', resumeAt: null };
  const cancel: PowerDialerEffect[] = [{ type: 'cancelTimer', id: 'autoResume' }, ...closed.effects];
  if (base.call && base.call.phase !== 'ended') return done({ ...base, status: 'calling', engine: 'dialing' }, cancel);
  if (base.target && !base.call) return dial(base, now, cancel);
  if (!base.target) return done({ ...base, status: 'resumed', engine: 'resumed' }, cancel);
  return requestContact(base, now, { resumed: true }, cancel);
}

function dial(state: PowerDialerState, now: number, before: PowerDialerEffect[]): PowerDialerStep {
  const target = state.target;
  if (!target) return done(state, before);
  // Without a list the dialer remembers what it dialled, for previous.
  const played = target.listId === null ? [...state.played.filter((e) => e.contactId !== target.contactId), { contactId: target.contactId, taskId: target.taskId }] : state.played;
  return done(
    {
      ...state,
      status: 'waitingToCall',
      engine: 'dialing',
      call: { phoneCallId: null, phase: 'placing', startedAt: now, endedAt: null, defaultResult: null, failed: false },
      dialedCount: state.dialedCount + 1,
      played,
    },
    [...before, { type: 'dial', target }],
  );
}

/** The call is over (ended, failed, or never placed): write its result or open the mandatory countdown. */
function callOver(state: PowerDialerState, defaultResult: string, failed: boolean, now: number): PowerDialerStep {
  if (!state.call) return done(state);
  const ended: PowerDialerState = { ...state, call: { ...state.call, phase: 'ended', endedAt: now, defaultResult, failed } };
  if (state.status === 'pendingTermination') {
    const result = ruleResult(ended);
    return end(withResult(ended, result), saveEffect(ended, result, false), null, '', now);
  }
  const mandatory = ended.settings?.mandatory;
  if (mandatory?.enabled && !failed) {
    const resultPanel = { seconds: mandatory.seconds, remaining: mandatory.seconds, startedAt: now };
    const timers: PowerDialerEffect[] = [
      { type: 'cancelTimer', id: 'autoResume' },
      { type: 'startTimer', id: 'countdown', ms: 1000 },
    ];
    // The dialer pauses, unless it is waiting for action and automatic move is off (spec 1 section 4).
    if (!mandatory.automaticMove) return done({ ...ended, status: 'waitingAction', engine: 'wrapUpWaitAction', resultPanel, resumeAt: null }, timers);
    return done({ ...ended, status: 'paused', engine: 'paused', resultPanel, resumeAt: null }, timers);
  }
  const result = ruleResult(ended);
  const saved = withResult(ended, result);
  // A rep who paused during the call took their time: the dialer stays paused (its auto-resume counts on) and the
  // result stays open to choose, with no wrap-up clock; resuming or moving on writes the rule's result.
  if (state.status === 'paused') return failed ? done(saved, saveEffect(ended, result, false)) : done({ ...ended, resultSaved: false });
  // Without a mandatory result the wrap-up is the time to choose one (a failed call is Call Failed, nothing to choose).
  const wrapUpMs = ended.settings?.wrapUpMs ?? POWER_DIALER_WRAP_UP_FALLBACK_MS;
  if (wrapUpMs > 0 && !failed) {
    return done({ ...ended, status: 'idleStarted', engine: 'wrapUpTime', wrapUpUntil: now + wrapUpMs, resultSaved: false }, [{ type: 'startTimer', id: 'wrapUp', ms: wrapUpMs }]);
  }
  return afterResult(saved, now, saveEffect(ended, result, false), false);
}

/** The result choice closes without a pick (wrap-up over, moving on, resuming, stop): the rule's result is written. */
function closeResultChoice(state: PowerDialerState): { state: PowerDialerState; effects: PowerDialerEffect[] } {
  if (!isResultChoiceOpen(state)) return { state, effects: [] };
  const result = ruleResult(state);
  return { state: withResult(state, result), effects: saveEffect(state, result, false) };
}

/**
 * A result chosen (in the mandatory countdown, the wrap-up or while paused) or written elsewhere: the panel hides and the
 * result is written; then the dialer stays paused (chosen while paused), dials the next (wrap-up) or resumes (countdown).
 */
function resultChosen(given: PowerDialerState, result: string, editCall: boolean, now: number, typed: { subject?: string; description?: string } = {}): PowerDialerStep {
  // A result chosen now: the word about an earlier defaulted one is old news.
  const state = given.notice?.code === 'RESULT_DEFAULTED' ? { ...given, notice: null } : given;
  // Chosen while paused: written, and the dialer stays paused (the auto-resume counts on) until the rep resumes.
  if (isPausedChoiceOpen(state)) return done(withResult(state, result), saveEffect(state, result, editCall, typed));
  if (isWrapUpChoiceOpen(state)) {
    // Chosen during the wrap-up: written, and the next contact is dialled at once.
    return requestContact(withResult(state, result), now, {}, [{ type: 'cancelTimer', id: 'wrapUp' }, ...saveEffect(state, result, editCall, typed)]);
  }
  const before: PowerDialerEffect[] = [{ type: 'cancelTimer', id: 'countdown' }, ...saveEffect(state, result, editCall, typed)];
  const saved = withResult(state, result);
  // Waiting for action with automatic move off: the rep moves on with next.
  if (state.status === 'waitingAction') return done(saved, before);
  return afterResult({ ...saved, status: 'resumed', engine: 'resumed' }, now, before, true);
}

/**
 * Moves to another contact: an undialled one is skipped (skip) or released (next, previous). While paused
 * the dialer stays paused (its auto-resume still counts down) and holds the new contact undialled.
 */
function move(state: PowerDialerState, how: 'skip' | 'next' | 'previous', now: number): PowerDialerStep {
  const paused = state.status === 'paused';
  // Moving on while the result is open to choose (wrap-up or paused) writes the rule's result first.
  const closed = closeResultChoice(state);
  const base: PowerDialerState = { ...closed.state, resumeAt: paused ? state.resumeAt : null, wrapUpUntil: null };
  const before: PowerDialerEffect[] = paused
    ? []
    : [
        { type: 'cancelTimer', id: 'wrapUp' },
        { type: 'cancelTimer', id: 'autoResume' },
      ];
  before.push(...closed.effects);
  const target = base.target;
  let queue = base.queue;
  if (target !== null && base.call === null) {
    const skippedId = target.contactId;
    queue = queue.filter((entry) => entry.contactId !== skippedId);
    if (target.listId !== null) {
      before.push(how === 'skip' ? { type: 'skip', listId: target.listId, contactId: target.contactId } : { type: 'finish', listId: target.listId });
    } else if (how === 'previous') {
      // Without a list, going back keeps the undialled contact next in line.
      queue = [{ contactId: target.contactId, taskId: target.taskId }, ...queue];
    }
  }
  if (how === 'previous' && isListless(base) && base.played.length === 0) return refuse(state);
  return requestContact({ ...base, queue }, now, { previous: how === 'previous' }, before);
}

export function powerDialerReducer(state: PowerDialerState, event: PowerDialerEvent): PowerDialerStep {
  const now = event.now;
  switch (event.type) {
    case 'start': {
      if (isPowerDialerRunning(state) || event.phoneBusy) {
        const busy = isPowerDialerRunning(state) ? state : { ...state, notice: notice('DIALER_BUSY', DIALER_BUSY_MESSAGE, now) };
        return { state: busy, effects: [], refused: { code: 'DIALER_BUSY', reason: DIALER_BUSY_MESSAGE } };
      }
      const ids = event.start.contactIds ?? [];
      const queue = ids.map((contactId, index) => ({ contactId, taskId: event.start.taskIds?.[index] ?? null }));
      return done({ ...initialPowerDialerState(), status: 'loading', start: event.start, queue }, [{ type: 'loadSettings' }]);
    }
    case 'settingsLoaded': {
      if (state.status !== 'loading') return done(state);
      return requestContact({ ...state, settings: settingsFrom(event) }, now, { contactId: state.start?.contactId ?? null });
    }
    case 'contactLoaded': {
      const waiting = state.status === 'requestingContact' || state.status === 'resumed' || (state.status === 'paused' && !state.target && !state.call);
      if (!waiting) return done(state);
      const skipped = [...event.skipped, ...state.skipped].slice(0, 50);
      const told = event.notice ? notice(event.notice.code, event.notice.text, now) : state.notice;
      const requested = state.queue[0]?.contactId;
      const selected = (state.start?.contactIds?.length ?? 0) > 0;
      if (!event.target) {
        // One of the selected contacts cannot be played now: go on with the others.
        if (selected && requested !== undefined) return requestContact({ ...state, skipped, notice: told, queue: state.queue.slice(1) }, now, { resumed: state.status === 'resumed' });
        // The list has nobody for the dialer now: say why, with the numbers, when the server gave them.
        return end({ ...state, skipped, notice: told }, [], 'LIST_DONE', event.stopReason ?? LIST_DONE_TEXT, now);
      }
      const entry = state.queue.find((e) => e.contactId === event.target?.contactId);
      const queue = state.queue.filter((e) => e.contactId !== event.target?.contactId);
      const target = { ...event.target, taskId: entry?.taskId ?? event.target.taskId };
      const loaded: PowerDialerState = { ...state, skipped, queue, target, call: null, resultSaved: false };
      // Calls with no phone are marked not played; the dialer goes on with the next contact.
      if (target.phoneError) {
        const marked = withResult(loaded, NOT_PLAYED_RESULT);
        return requestContact(marked, now, { resumed: state.status === 'resumed' }, saveEffect(loaded, NOT_PLAYED_RESULT, false));
      }
      if (state.status === 'paused') return done(loaded);
      return dial(loaded, now, []);
    }
    case 'requestFailed': {
      if (!isPowerDialerRunning(state)) return done(state);
      const listId = state.start?.listId;
      // 423: the list was paused; the alert shows and the list is reloaded (spec 1 section 8).
      if (event.status === 423) return end(state, listId != null ? [{ type: 'reloadList', listId }] : [], 'LIST_PAUSED', LIST_PAUSED_MESSAGE, now);
      return end(state, [], 'REQUEST_FAILED', event.message, now);
    }
    case 'callStarted': {
      if (!state.call || state.call.phase !== 'placing') return done(state);
      const call = { ...state.call, phoneCallId: event.phoneCallId, phase: 'live' as const };
      const status = state.status === 'waitingToCall' ? 'calling' : state.status;
      return done({ ...state, call, status });
    }
    case 'callEnded': {
      if (!state.call || state.call.phase === 'ended') return done(state);
      if (state.call.phoneCallId !== null && state.call.phoneCallId !== event.phoneCallId) return done(state);
      return callOver({ ...state, call: { ...state.call, phoneCallId: event.phoneCallId } }, event.defaultResult, event.failed, now);
    }
    case 'dialFailed': {
      // No call was placed at all (phone signed out, a limit, a refused number): going on would run through the
      // whole list without calling anyone, so the run ends and the contact is released unwritten.
      if (!state.call || state.call.phase !== 'placing' || state.call.phoneCallId !== null) return done(state);
      return end({ ...state, call: null }, [], 'DIAL_FAILED', event.reason, now);
    }
    case 'pause': {
      if (!isActionAllowed(state, 'pause')) return refuse(state);
      const autoResumeMs = state.settings?.autoResumeMs ?? null;
      // Pausing stops the wrap-up's clock; a result still open to choose stays open while paused.
      const effects: PowerDialerEffect[] = [{ type: 'cancelTimer', id: 'wrapUp' }];
      if (autoResumeMs !== null) effects.push({ type: 'startTimer', id: 'autoResume', ms: autoResumeMs });
      return done({ ...state, status: 'paused', engine: 'paused', wrapUpUntil: null, resumeAt: autoResumeMs !== null ? now + autoResumeMs : null }, effects);
    }
    case 'resume':
      return isActionAllowed(state, 'resume') ? resume(state, now) : refuse(state);
    case 'stop': {
      if (!isActionAllowed(state, 'stop')) return refuse(state);
      // A live call goes on to its end; then the result is written and the run ends.
      if (state.call && state.call.phase !== 'ended') {
        return done({ ...state, status: 'pendingTermination', engine: 'dialing', wrapUpUntil: null, resumeAt: null }, [
          { type: 'cancelTimer', id: 'wrapUp' },
          { type: 'cancelTimer', id: 'autoResume' },
        ]);
      }
      if (state.call && !state.resultSaved) {
        const result = ruleResult(state);
        return end(withResult(state, result), saveEffect(state, result, false), null, '', now);
      }
      return end(state, [], null, '', now);
    }
    case 'skip':
    case 'next':
    case 'previous':
      return isActionAllowed(state, event.type) ? move(state, event.type, now) : refuse(state);
    case 'chooseResult':
      return state.resultPanel || isResultChoiceOpen(state) ? resultChosen(state, event.result, true, now, { subject: event.subject, description: event.description }) : refuse(state);
    case 'resultSetElsewhere':
      return state.resultPanel || isResultChoiceOpen(state) ? resultChosen(state, event.result ?? ruleResult(state), false, now) : done(state);
    case 'resultDraft':
      // Only while a result can still be chosen; later typing belongs to no pending result.
      return state.resultPanel || isResultChoiceOpen(state) ? done({ ...state, resultDraft: { subject: event.subject, description: event.description } }) : done(state);
    case 'saveFailed':
      return done({ ...state, notice: notice('SAVE_FAILED', SAVE_RESULT_ERROR, now) });
    case 'timer':
      return timer(state, event.id, now);
    case 'dismiss':
      return isPowerDialerRunning(state) ? refuse(state) : done(initialPowerDialerState());
  }
}

function timer(state: PowerDialerState, id: 'wrapUp' | 'autoResume' | 'countdown', now: number): PowerDialerStep {
  switch (id) {
    case 'wrapUp': {
      if (state.status !== 'idleStarted') return done(state);
      // The wrap-up passed with no result chosen (no mandatory result: spec 1's countdown rule does not apply):
      // the rule's result is written now, the panel says which, then the next contact.
      const closed = closeResultChoice(state);
      const told = closed.effects.length > 0 ? { ...closed.state, notice: notice('RESULT_DEFAULTED', resultDefaultedText(ruleResult(state)), now) } : closed.state;
      return requestContact(told, now, {}, closed.effects);
    }
    case 'autoResume':
      return state.status === 'paused' && !state.resultPanel && state.resumeAt !== null && now >= state.resumeAt ? resume(state, now) : done(state);
    case 'countdown': {
      const panel = state.resultPanel;
      if (!panel) return done(state);
      const remaining = Math.max(0, panel.seconds - Math.floor((now - panel.startedAt) / 1000));
      // Reaching 0 closes the power dialer; the call keeps the result it was logged with.
      if (remaining === 0) {
        const result = ruleResult(state);
        return end(withResult(state, result), saveEffect(state, result, false), 'COUNTDOWN_EXPIRED', 'The call result was not chosen in time; the power dialer closed.', now);
      }
      return done({ ...state, resultPanel: { ...panel, remaining } }, [{ type: 'startTimer', id: 'countdown', ms: 1000 }]);
    }
  }
}
