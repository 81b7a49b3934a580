import { describe, expect, it } from 'vitest';
import { allowedPowerDialerActions } from './power-dialer-actions';
import type { PowerDialerEffect, PowerDialerEvent } from './power-dialer-events';
import { powerDialerReducer, ruleResult, settingsFrom } from './power-dialer-reducer';
import { initialPowerDialerState, isResultChoiceOpen, isWrapUpChoiceOpen, type PowerDialerState, type PowerDialerTarget } from './power-dialer-state';

/** An event without its time: the harness stamps the fake clock's now. */
type EventWithoutTime = PowerDialerEvent extends infer E ? (E extends PowerDialerEvent ? Omit<E, 'now'> & { now?: number } : never) : never;

/** A fake clock: each event carries `now`, advanced by hand. */
function harness(initial: PowerDialerState = initialPowerDialerState()) {
  let state = initial;
  let now = 1_000_000;
  let effects: PowerDialerEffect[] = [];
  let refused: string | undefined;
  const send = (event: EventWithoutTime) => {
    const step = powerDialerReducer(state, { ...event, now: event.now ?? now } as PowerDialerEvent);
    state = step.state;
    effects = step.effects;
    refused = step.refused?.code;
    return step;
  };
  return {
    send,
    advance: (ms: number) => (now += ms),
    get now() {
      return now;
    },
    get state() {
      return state;
    },
    get effects() {
      return effects;
    },
    get refused() {
      return refused;
    },
  };
}

const target = (contactId: number, extra: Partial<PowerDialerTarget> = {}): PowerDialerTarget => ({
  listId: 7,
  listName: 'Q4 calls',
  contactId,
  contactName: `Contact ${contactId}`,
  playbookId: 3,
  playbookName: 'Outbound',
  playbookStepId: 11,
  stepName: 'Call 1',
  projectName: null,
  listCallResult: null,
  stepCallResult: null,
  number: `+1555010${contactId % 10}`,
  targetPhoneType: 'Phone',
  phoneError: null,
  taskId: null,
  ...extra,
});

const settings = (wrapUpSeconds: number | null, mandatory = { enabled: false, time: 30 as unknown, automaticMove: true }) => ({ type: 'settingsLoaded', wrapUpSeconds, mandatory }) as const;

/** Started on list 7 and dialling contact 1, call live as phone call 'c1'. */
function calling(wrapUpSeconds: number | null = 0, mandatory?: { enabled: boolean; time: unknown; automaticMove: boolean }) {
  const h = harness();
  h.send({ type: 'start', start: { listId: 7 }, phoneBusy: false });
  h.send(settings(wrapUpSeconds, mandatory));
  h.send({ type: 'contactLoaded', target: target(1), skipped: [] });
  h.send({ type: 'callStarted', phoneCallId: 'c1' });
  return h;
}

const types = (effects: PowerDialerEffect[]) => effects.map((e) => e.type);

describe('power dialer: starting', () => {
  it('starts inactive with the idle engine', () => {
    expect(initialPowerDialerState()).toMatchObject({ status: 'inactive', engine: 'idle', target: null });
  });

  it('a start loads the settings, then requests the first contact', () => {
    const h = harness();
    h.send({ type: 'start', start: { listId: 7, playbookStepId: 11 }, phoneBusy: false });
    expect(h.state).toMatchObject({ status: 'loading', engine: 'idle' });
    expect(h.effects).toEqual([{ type: 'loadSettings' }]);
    h.send(settings(20));
    expect(h.state.status).toBe('requestingContact');
    expect(h.effects).toEqual([{ type: 'requestNext', listId: 7, contactId: null, playbookStepId: 11, previous: false }]);
  });

  it('a start from a contact row asks for that contact first', () => {
    const h = harness();
    h.send({ type: 'start', start: { listId: 7, contactId: 42 }, phoneBusy: false });
    h.send(settings(20));
    expect(h.effects).toEqual([{ type: 'requestNext', listId: 7, contactId: 42, playbookStepId: null, previous: false }]);
  });

  it("refuses a start while the phone has a call: DIALER_BUSY 'Cannot execute call because phone service is busy.'", () => {
    const h = harness();
    const step = h.send({ type: 'start', start: { listId: 7 }, phoneBusy: true });
    expect(step.refused).toEqual({ code: 'DIALER_BUSY', reason: 'Cannot execute call because phone service is busy.' });
    expect(h.state.status).toBe('inactive');
    expect(h.state.notice).toMatchObject({ code: 'DIALER_BUSY', text: 'Cannot execute call because phone service is busy.' });
    expect(h.effects).toEqual([]);
  });

  it('refuses a start while the dialer runs, leaving the run alone', () => {
    const h = calling();
    const before = h.state;
    const step = h.send({ type: 'start', start: { listId: 8 }, phoneBusy: false });
    expect(step.refused?.code).toBe('DIALER_BUSY');
    expect(h.state).toBe(before);
  });

  it('a start after an ended run begins afresh', () => {
    const h = harness();
    h.send({ type: 'start', start: { listId: 7 }, phoneBusy: false });
    h.send(settings(0));
    h.send({ type: 'contactLoaded', target: null, skipped: [] });
    expect(h.state.status).toBe('ended');
    h.send({ type: 'start', start: { listId: 9 }, phoneBusy: false });
    expect(h.state).toMatchObject({ status: 'loading', start: { listId: 9 }, dialedCount: 0, notice: null });
  });
});

describe('power dialer: settings', () => {
  it('wrap-up time is the server seconds x 1000, fallback 10000 ms', () => {
    const mandatory = { enabled: false, time: 0, automaticMove: true };
    expect(settingsFrom({ type: 'settingsLoaded', wrapUpSeconds: 30, mandatory, now: 0 }).wrapUpMs).toBe(30000);
    expect(settingsFrom({ type: 'settingsLoaded', wrapUpSeconds: 0, mandatory, now: 0 }).wrapUpMs).toBe(0);
    expect(settingsFrom({ type: 'settingsLoaded', wrapUpSeconds: null, mandatory, now: 0 }).wrapUpMs).toBe(10000);
    expect(settingsFrom({ type: 'settingsLoaded', wrapUpSeconds: -1, mandatory, now: 0 }).wrapUpMs).toBe(10000);
  });

  it('the mandatory countdown is 30 s when the setting is not a positive number', () => {
    const base = { type: 'settingsLoaded' as const, wrapUpSeconds: 10, now: 0 };
    expect(settingsFrom({ ...base, mandatory: { enabled: true, time: 0, automaticMove: true } }).mandatory.seconds).toBe(30);
    expect(settingsFrom({ ...base, mandatory: { enabled: true, time: -4, automaticMove: true } }).mandatory.seconds).toBe(30);
    expect(settingsFrom({ ...base, mandatory: { enabled: true, time: 45, automaticMove: true } }).mandatory.seconds).toBe(45);
  });

  it('auto-resume uses the wait time, and none when it is 0 or unset', () => {
    const mandatory = { enabled: false, time: 0, automaticMove: true };
    expect(settingsFrom({ type: 'settingsLoaded', wrapUpSeconds: 60, mandatory, now: 0 }).autoResumeMs).toBe(60000);
    expect(settingsFrom({ type: 'settingsLoaded', wrapUpSeconds: 0, mandatory, now: 0 }).autoResumeMs).toBeNull();
    expect(settingsFrom({ type: 'settingsLoaded', wrapUpSeconds: null, mandatory, now: 0 }).autoResumeMs).toBeNull();
  });

  it('settings arriving after the run was stopped change nothing', () => {
    const h = harness();
    h.send({ type: 'start', start: { listId: 7 }, phoneBusy: false });
    h.send({ type: 'stop' });
    expect(h.state.status).toBe('ended');
    h.send(settings(0));
    expect(h.state.status).toBe('ended');
    expect(h.effects).toEqual([]);
  });
});

describe('power dialer: dialling', () => {
  it('a loaded contact is dialled: waitingToCall with the engine dialing', () => {
    const h = harness();
    h.send({ type: 'start', start: { listId: 7 }, phoneBusy: false });
    h.send(settings(0));
    h.send({ type: 'contactLoaded', target: target(1), skipped: [{ contactId: 5, status: 'not contacted dnc skipped' }] });
    expect(h.state).toMatchObject({ status: 'waitingToCall', engine: 'dialing', dialedCount: 1, target: { contactId: 1 } });
    expect(h.state.skipped).toEqual([{ contactId: 5, status: 'not contacted dnc skipped' }]);
    expect(h.effects).toEqual([{ type: 'dial', target: target(1) }]);
  });

  it('the call appearing on the phone makes it calling', () => {
    const h = calling();
    expect(h.state).toMatchObject({ status: 'calling', engine: 'dialing', call: { phoneCallId: 'c1', phase: 'live' } });
  });

  it('a contact with no phone is marked not played and the next one is asked for', () => {
    const h = harness();
    h.send({ type: 'start', start: { listId: 7 }, phoneBusy: false });
    h.send(settings(0));
    h.send({ type: 'contactLoaded', target: target(2, { number: null, phoneError: 'no phone number' }), skipped: [] });
    expect(h.state.status).toBe('requestingContact');
    expect(h.state.dialedCount).toBe(0);
    expect(h.state.lastResult).toEqual({ contactId: 2, result: 'not played' });
    expect(h.effects).toEqual([
      { type: 'saveResult', listId: 7, contactId: 2, playbookId: 3, result: 'not played', phoneCallId: null, editCall: false, taskId: null, subject: '', description: '' },
      { type: 'requestNext', listId: 7, contactId: null, playbookStepId: null, previous: false },
    ]);
  });

  it('nothing left to dial ends the run and releases the reservations', () => {
    const h = harness();
    h.send({ type: 'start', start: { listId: 7 }, phoneBusy: false });
    h.send(settings(0));
    h.send({ type: 'contactLoaded', target: null, skipped: [] });
    expect(h.state).toMatchObject({ status: 'ended', engine: 'terminated', notice: { code: 'LIST_DONE' } });
    expect(h.effects).toContainEqual({ type: 'finish', listId: 7 });
  });

  it('a dial the phone could not place at all ends the run and releases the contact unwritten', () => {
    const h = harness();
    h.send({ type: 'start', start: { listId: 7 }, phoneBusy: false });
    h.send(settings(0));
    h.send({ type: 'contactLoaded', target: target(1), skipped: [] });
    h.send({ type: 'dialFailed', reason: 'Registration required' });
    expect(h.state).toMatchObject({ status: 'ended', engine: 'terminated', call: null, notice: { code: 'DIAL_FAILED', text: 'Registration required' } });
    expect(types(h.effects)).not.toContain('saveResult');
    expect(h.effects).toContainEqual({ type: 'finish', listId: 7 });
  });

  it('a dial failure after the call appeared is left to the call end (Call Failed)', () => {
    const h = calling(0);
    const before = h.state;
    h.send({ type: 'dialFailed', reason: 'late' });
    expect(h.state).toBe(before);
  });

  it('ignores the end of a call that is not its own', () => {
    const h = calling();
    const before = h.state;
    h.send({ type: 'callEnded', phoneCallId: 'other', defaultResult: 'Connected', failed: false });
    expect(h.state).toBe(before);
  });
});

describe('power dialer: after a call (no mandatory result)', () => {
  it('wrap-up time (idleStarted) with the result open to choose; when it passes the default result is written and the next contact asked for', () => {
    const h = calling(20);
    h.send({ type: 'callEnded', phoneCallId: 'c1', defaultResult: 'Busy', failed: false });
    expect(h.state).toMatchObject({ status: 'idleStarted', engine: 'wrapUpTime', wrapUpUntil: h.now + 20000, resultSaved: false, lastResult: null });
    expect(h.effects).toEqual([{ type: 'startTimer', id: 'wrapUp', ms: 20000 }]);
    h.advance(20000);
    h.send({ type: 'timer', id: 'wrapUp' });
    expect(h.state.status).toBe('requestingContact');
    expect(h.state.lastResult).toEqual({ contactId: 1, result: 'Busy' });
    // The panel says which result was logged for the rep.
    expect(h.state.notice).toMatchObject({ code: 'RESULT_DEFAULTED', text: 'No call result was chosen in the wait time: Busy was logged.' });
    expect(h.effects).toEqual([
      { type: 'saveResult', listId: 7, contactId: 1, playbookId: 3, result: 'Busy', phoneCallId: 'c1', editCall: false, taskId: null, subject: '', description: '' },
      { type: 'requestNext', listId: 7, contactId: null, playbookStepId: null, previous: false },
    ]);
  });

  it('a result chosen for the next call takes away the word about the defaulted one', () => {
    const h = calling(20);
    h.send({ type: 'callEnded', phoneCallId: 'c1', defaultResult: 'Connected', failed: false });
    h.advance(20000);
    h.send({ type: 'timer', id: 'wrapUp' });
    expect(h.state.notice?.code).toBe('RESULT_DEFAULTED');
    h.send({ type: 'contactLoaded', target: target(2), skipped: [] });
    h.send({ type: 'callStarted', phoneCallId: 'c2' });
    h.send({ type: 'callEnded', phoneCallId: 'c2', defaultResult: 'Connected', failed: false });
    h.send({ type: 'chooseResult', result: 'Interested' });
    expect(h.state.notice).toBeNull();
    expect(h.state.lastResult).toEqual({ contactId: 2, result: 'Interested' });
  });

  it('with wrap-up 0 the next contact is asked for at once', () => {
    const h = calling(0);
    h.send({ type: 'callEnded', phoneCallId: 'c1', defaultResult: 'No Answer', failed: false });
    expect(h.state.status).toBe('requestingContact');
    expect(types(h.effects)).toEqual(['saveResult', 'requestNext']);
  });

  it('with no wrap-up from the server it waits the 10000 ms fallback', () => {
    const h = calling(null);
    h.send({ type: 'callEnded', phoneCallId: 'c1', defaultResult: 'Connected', failed: false });
    expect(h.effects).toContainEqual({ type: 'startTimer', id: 'wrapUp', ms: 10000 });
  });

  it('a failed call gets Call Failed', () => {
    const h = calling(0);
    h.send({ type: 'callEnded', phoneCallId: 'c1', defaultResult: 'Call Failed', failed: true });
    expect(h.effects[0]).toMatchObject({ type: 'saveResult', result: 'Call Failed' });
  });

  it("an answered call takes the step's default call result, else the list's", () => {
    const state = (t: Partial<PowerDialerTarget>): PowerDialerState => ({
      ...initialPowerDialerState(),
      target: target(1, t),
      call: { phoneCallId: 'c1', phase: 'ended', startedAt: 0, endedAt: 1, defaultResult: 'Connected', failed: false },
    });
    expect(ruleResult(state({ stepCallResult: 'Interested', listCallResult: 'Spoke' }))).toBe('Interested');
    expect(ruleResult(state({ listCallResult: 'Spoke' }))).toBe('Spoke');
    expect(ruleResult(state({}))).toBe('Connected');
    expect(ruleResult({ ...state({ stepCallResult: 'Interested' }), call: { phoneCallId: 'c1', phase: 'ended', startedAt: 0, endedAt: 1, defaultResult: 'Busy', failed: false } })).toBe('Busy');
  });

  it('the wrap-up timer is ignored once the dialer moved on', () => {
    const h = calling(20);
    h.send({ type: 'callEnded', phoneCallId: 'c1', defaultResult: 'Busy', failed: false });
    h.send({ type: 'next' });
    const before = h.state;
    h.send({ type: 'timer', id: 'wrapUp' });
    expect(h.state).toBe(before);
  });
});

describe('power dialer: mandatory call result', () => {
  const mandatory = (automaticMove: boolean, time: unknown = 0) => ({ enabled: true, time, automaticMove });

  it('when a call ends the dialer pauses and the countdown (default 30 s) opens', () => {
    const h = calling(0, mandatory(true));
    h.send({ type: 'callEnded', phoneCallId: 'c1', defaultResult: 'Connected', failed: false });
    expect(h.state).toMatchObject({ status: 'paused', engine: 'paused', resultPanel: { seconds: 30, remaining: 30 }, resultSaved: false });
    expect(h.effects).toContainEqual({ type: 'startTimer', id: 'countdown', ms: 1000 });
    expect(types(h.effects)).not.toContain('saveResult');
  });

  it('waiting for action with automatic move off it does not pause', () => {
    const h = calling(0, mandatory(false));
    h.send({ type: 'callEnded', phoneCallId: 'c1', defaultResult: 'Connected', failed: false });
    expect(h.state).toMatchObject({ status: 'waitingAction', engine: 'wrapUpWaitAction', resultPanel: { remaining: 30 } });
  });

  it('the countdown ticks each second', () => {
    const h = calling(0, mandatory(true, 5));
    h.send({ type: 'callEnded', phoneCallId: 'c1', defaultResult: 'Connected', failed: false });
    h.advance(1000);
    h.send({ type: 'timer', id: 'countdown' });
    expect(h.state.resultPanel?.remaining).toBe(4);
    expect(h.effects).toEqual([{ type: 'startTimer', id: 'countdown', ms: 1000 }]);
    h.advance(1500);
    h.send({ type: 'timer', id: 'countdown' });
    expect(h.state.resultPanel?.remaining).toBe(3);
  });

  it('reaching 0 closes the power dialer with the call default result written', () => {
    const h = calling(0, mandatory(true, 2));
    h.send({ type: 'callEnded', phoneCallId: 'c1', defaultResult: 'Connected', failed: false });
    h.advance(2000);
    h.send({ type: 'timer', id: 'countdown' });
    expect(h.state).toMatchObject({ status: 'ended', engine: 'terminated', resultPanel: null, notice: { code: 'COUNTDOWN_EXPIRED' } });
    expect(h.effects[0]).toMatchObject({ type: 'saveResult', result: 'Connected', editCall: false });
    expect(h.effects).toContainEqual({ type: 'finish', listId: 7 });
  });

  it('choosing a result hides the panel, writes it on the call with what the rep typed, and resumes (wrap-up, then next)', () => {
    const h = calling(10, mandatory(true));
    h.send({ type: 'callEnded', phoneCallId: 'c1', defaultResult: 'Connected', failed: false });
    h.send({ type: 'chooseResult', result: 'Interested', subject: 'Pricing', description: 'Wants a demo on Friday' });
    expect(h.state).toMatchObject({ status: 'idleStarted', engine: 'wrapUpTime', resultPanel: null, resultSaved: true, lastResult: { contactId: 1, result: 'Interested' } });
    expect(h.effects).toEqual([
      { type: 'cancelTimer', id: 'countdown' },
      { type: 'saveResult', listId: 7, contactId: 1, playbookId: 3, result: 'Interested', phoneCallId: 'c1', editCall: true, taskId: null, subject: 'Pricing', description: 'Wants a demo on Friday' },
      { type: 'startTimer', id: 'wrapUp', ms: 10000 },
    ]);
  });

  it('choosing a result with wrap-up 0 resumes straight to the next contact (resumed)', () => {
    const h = calling(0, mandatory(true));
    h.send({ type: 'callEnded', phoneCallId: 'c1', defaultResult: 'Connected', failed: false });
    h.send({ type: 'chooseResult', result: 'Interested' });
    expect(h.state).toMatchObject({ status: 'resumed', engine: 'resumed' });
    expect(types(h.effects)).toEqual(['cancelTimer', 'saveResult', 'requestNext']);
    h.send({ type: 'contactLoaded', target: target(2), skipped: [] });
    expect(h.state.status).toBe('waitingToCall');
  });

  it('choosing a result while waiting for action keeps waiting; next moves on', () => {
    const h = calling(0, mandatory(false));
    h.send({ type: 'callEnded', phoneCallId: 'c1', defaultResult: 'Connected', failed: false });
    expect(allowedPowerDialerActions(h.state).next).toBe(false);
    h.send({ type: 'chooseResult', result: 'Interested' });
    expect(h.state).toMatchObject({ status: 'waitingAction', resultPanel: null, resultSaved: true });
    expect(allowedPowerDialerActions(h.state).next).toBe(true);
    h.send({ type: 'next' });
    expect(h.state.status).toBe('requestingContact');
    expect(types(h.effects)).toEqual(['cancelTimer', 'cancelTimer', 'requestNext']);
  });

  it('the panel closes when the result is set elsewhere, and the dialer resumes', () => {
    const h = calling(0, mandatory(true));
    h.send({ type: 'callEnded', phoneCallId: 'c1', defaultResult: 'Connected', failed: false });
    h.send({ type: 'resultSetElsewhere', result: null });
    expect(h.state).toMatchObject({ resultPanel: null, lastResult: { contactId: 1, result: 'Connected' }, status: 'resumed' });
    expect(h.effects[1]).toMatchObject({ type: 'saveResult', result: 'Connected', editCall: false });
  });

  it('a failed call needs no mandatory result: Call Failed is written', () => {
    const h = calling(0, mandatory(true));
    h.send({ type: 'callEnded', phoneCallId: 'c1', defaultResult: 'Call Failed', failed: true });
    expect(h.state.resultPanel).toBeNull();
    expect(h.effects[0]).toMatchObject({ type: 'saveResult', result: 'Call Failed' });
  });

  it('a result cannot be chosen with no panel open', () => {
    const h = calling(0);
    h.send({ type: 'chooseResult', result: 'Interested' });
    expect(h.refused).toBe('NOT_ALLOWED');
  });

  it('pause and resume are refused while the countdown runs', () => {
    const h = calling(0, mandatory(true));
    h.send({ type: 'callEnded', phoneCallId: 'c1', defaultResult: 'Connected', failed: false });
    h.send({ type: 'resume' });
    expect(h.refused).toBe('NOT_ALLOWED');
    expect(allowedPowerDialerActions(h.state)).toEqual({ pause: false, resume: false, stop: true, skip: false, next: false, previous: false });
  });

  it('stop while the countdown runs writes the default result and ends', () => {
    const h = calling(0, mandatory(true));
    h.send({ type: 'callEnded', phoneCallId: 'c1', defaultResult: 'Busy', failed: false });
    h.send({ type: 'stop' });
    expect(h.state.status).toBe('ended');
    expect(h.effects[0]).toMatchObject({ type: 'saveResult', result: 'Busy' });
  });
});

describe('power dialer: pause and resume', () => {
  it('pause during a call: the call goes on; at its end the dialer stays paused with the result open; resume writes the default, then the next', () => {
    const h = calling(20);
    h.send({ type: 'pause' });
    expect(h.state).toMatchObject({ status: 'paused', engine: 'paused', call: { phase: 'live' } });
    h.send({ type: 'callEnded', phoneCallId: 'c1', defaultResult: 'Connected', failed: false });
    expect(h.state.status).toBe('paused');
    expect(h.effects).toEqual([]);
    h.send({ type: 'resume' });
    expect(h.state).toMatchObject({ status: 'resumed', engine: 'resumed' });
    expect(types(h.effects)).toEqual(['cancelTimer', 'saveResult', 'requestNext']);
  });

  it('resume while the call is still on goes back to calling', () => {
    const h = calling(20);
    h.send({ type: 'pause' });
    h.send({ type: 'resume' });
    expect(h.state).toMatchObject({ status: 'calling', engine: 'dialing' });
  });

  it('pause during wrap-up cancels the wrap-up timer and starts the auto-resume timer', () => {
    const h = calling(30);
    h.send({ type: 'callEnded', phoneCallId: 'c1', defaultResult: 'Busy', failed: false });
    h.send({ type: 'pause' });
    expect(h.state).toMatchObject({ status: 'paused', wrapUpUntil: null, resumeAt: h.now + 30000, resultSaved: false });
    // The result stays open to choose while paused: nothing is written yet.
    expect(h.effects).toEqual([
      { type: 'cancelTimer', id: 'wrapUp' },
      { type: 'startTimer', id: 'autoResume', ms: 30000 },
    ]);
  });

  it('a paused dialer auto-resumes after the wait time', () => {
    const h = calling(30);
    h.send({ type: 'callEnded', phoneCallId: 'c1', defaultResult: 'Busy', failed: false });
    h.send({ type: 'pause' });
    h.advance(10000);
    h.send({ type: 'timer', id: 'autoResume' });
    expect(h.state.status).toBe('paused');
    h.advance(20000);
    h.send({ type: 'timer', id: 'autoResume' });
    expect(h.state.status).toBe('resumed');
    expect(types(h.effects)).toContain('requestNext');
  });

  it('with no wait time a paused dialer waits for resume', () => {
    const h = calling(0);
    h.send({ type: 'pause' });
    expect(h.state.resumeAt).toBeNull();
    expect(types(h.effects)).not.toContain('startTimer');
  });

  it('a contact arriving while paused is held, and dialled on resume', () => {
    const h = harness();
    h.send({ type: 'start', start: { listId: 7 }, phoneBusy: false });
    h.send(settings(0));
    h.send({ type: 'pause' });
    h.send({ type: 'contactLoaded', target: target(4), skipped: [] });
    expect(h.state).toMatchObject({ status: 'paused', target: { contactId: 4 }, call: null });
    expect(h.effects).toEqual([]);
    h.send({ type: 'resume' });
    expect(h.state.status).toBe('waitingToCall');
    expect(types(h.effects)).toEqual(['cancelTimer', 'dial']);
  });

  it('resume before the requested contact arrived waits for it (resumed)', () => {
    const h = harness();
    h.send({ type: 'start', start: { listId: 7 }, phoneBusy: false });
    h.send(settings(0));
    h.send({ type: 'pause' });
    h.send({ type: 'resume' });
    expect(h.state.status).toBe('resumed');
    h.send({ type: 'contactLoaded', target: target(4), skipped: [] });
    expect(h.state.status).toBe('waitingToCall');
  });

  it('pause and resume are refused when they do not apply', () => {
    const h = harness();
    h.send({ type: 'pause' });
    expect(h.refused).toBe('NOT_ALLOWED');
    const c = calling();
    c.send({ type: 'resume' });
    expect(c.refused).toBe('NOT_ALLOWED');
  });
});

describe('power dialer: stop, skip, next, previous', () => {
  it('stop during a call is pending termination; the call end writes the result and ends the run', () => {
    const h = calling(20);
    h.send({ type: 'stop' });
    expect(h.state).toMatchObject({ status: 'pendingTermination', engine: 'dialing' });
    expect(allowedPowerDialerActions(h.state).stop).toBe(false);
    h.send({ type: 'callEnded', phoneCallId: 'c1', defaultResult: 'Connected', failed: false });
    expect(h.state).toMatchObject({ status: 'ended', engine: 'terminated' });
    expect(h.effects[0]).toMatchObject({ type: 'saveResult', result: 'Connected' });
    expect(h.effects).toContainEqual({ type: 'finish', listId: 7 });
  });

  it('stop between calls ends at once, stops the timers and releases the reservations', () => {
    const h = calling(20);
    h.send({ type: 'callEnded', phoneCallId: 'c1', defaultResult: 'Busy', failed: false });
    h.send({ type: 'stop' });
    expect(h.state.status).toBe('ended');
    expect(h.effects).toEqual([
      { type: 'saveResult', listId: 7, contactId: 1, playbookId: 3, result: 'Busy', phoneCallId: 'c1', editCall: false, taskId: null, subject: '', description: '' },
      { type: 'cancelTimer', id: 'wrapUp' },
      { type: 'cancelTimer', id: 'autoResume' },
      { type: 'cancelTimer', id: 'countdown' },
      { type: 'finish', listId: 7 },
    ]);
  });

  it('skip marks an undialled (held) contact skipped and asks for the next, staying paused', () => {
    const h = harness();
    h.send({ type: 'start', start: { listId: 7 }, phoneBusy: false });
    h.send(settings(0));
    h.send({ type: 'pause' });
    h.send({ type: 'contactLoaded', target: target(4), skipped: [] });
    h.send({ type: 'skip' });
    expect(h.state).toMatchObject({ status: 'paused', engine: 'paused', target: null });
    expect(h.effects).toContainEqual({ type: 'skip', listId: 7, contactId: 4 });
    expect(h.effects.at(-1)).toMatchObject({ type: 'requestNext', previous: false });
  });

  it('next cuts the wrap-up short', () => {
    const h = calling(60);
    h.send({ type: 'callEnded', phoneCallId: 'c1', defaultResult: 'Busy', failed: false });
    h.send({ type: 'next' });
    expect(h.state).toMatchObject({ status: 'requestingContact', wrapUpUntil: null });
    expect(h.effects).toEqual([
      { type: 'cancelTimer', id: 'wrapUp' },
      { type: 'cancelTimer', id: 'autoResume' },
      { type: 'saveResult', listId: 7, contactId: 1, playbookId: 3, result: 'Busy', phoneCallId: 'c1', editCall: false, taskId: null, subject: '', description: '' },
      { type: 'requestNext', listId: 7, contactId: null, playbookStepId: null, previous: false },
    ]);
  });

  it('next on a held contact releases it instead of skipping it', () => {
    const h = harness();
    h.send({ type: 'start', start: { listId: 7 }, phoneBusy: false });
    h.send(settings(0));
    h.send({ type: 'pause' });
    h.send({ type: 'contactLoaded', target: target(4), skipped: [] });
    h.send({ type: 'next' });
    expect(h.effects).toContainEqual({ type: 'finish', listId: 7 });
    expect(types(h.effects)).not.toContain('skip');
  });

  it('previous asks the server for the contact played last', () => {
    const h = calling(60);
    h.send({ type: 'callEnded', phoneCallId: 'c1', defaultResult: 'Busy', failed: false });
    h.send({ type: 'previous' });
    expect(h.effects.at(-1)).toEqual({ type: 'requestNext', listId: 7, contactId: null, playbookStepId: null, previous: true });
  });

  it('skip, next and previous are refused during a call', () => {
    const h = calling();
    for (const type of ['skip', 'next', 'previous'] as const) {
      h.send({ type });
      expect(h.refused).toBe('NOT_ALLOWED');
    }
    expect(h.state.status).toBe('calling');
  });

  it('dismiss after the end returns to inactive; refused while running', () => {
    const h = calling();
    h.send({ type: 'dismiss' });
    expect(h.refused).toBe('NOT_ALLOWED');
    h.send({ type: 'stop' });
    h.send({ type: 'callEnded', phoneCallId: 'c1', defaultResult: 'Busy', failed: false });
    h.send({ type: 'dismiss' });
    expect(h.state).toEqual(initialPowerDialerState());
  });
});

describe('power dialer: selected contacts (Dial selected)', () => {
  it('dials the selected contacts in order with their tasks, then ends', () => {
    const h = harness();
    h.send({ type: 'start', start: { listId: 7, contactIds: [3, 4], taskIds: [30, 40] }, phoneBusy: false });
    h.send(settings(0));
    expect(h.effects).toEqual([{ type: 'requestNext', listId: 7, contactId: 3, playbookStepId: null, previous: false }]);
    h.send({ type: 'contactLoaded', target: target(3), skipped: [] });
    expect(h.state.target?.taskId).toBe(30);
    h.send({ type: 'callStarted', phoneCallId: 'c3' });
    h.send({ type: 'callEnded', phoneCallId: 'c3', defaultResult: 'Busy', failed: false });
    expect(h.effects.at(-1)).toMatchObject({ type: 'requestNext', contactId: 4 });
    h.send({ type: 'contactLoaded', target: target(4), skipped: [] });
    expect(h.state.target?.taskId).toBe(40);
    h.send({ type: 'callStarted', phoneCallId: 'c4' });
    h.send({ type: 'callEnded', phoneCallId: 'c4', defaultResult: 'Busy', failed: false });
    expect(h.state).toMatchObject({ status: 'ended', notice: { code: 'LIST_DONE' } });
  });

  it('a selected contact that cannot be played is passed by', () => {
    const h = harness();
    h.send({ type: 'start', start: { listId: 7, contactIds: [3, 4] }, phoneBusy: false });
    h.send(settings(0));
    h.send({ type: 'contactLoaded', target: null, skipped: [] });
    expect(h.state.status).toBe('requestingContact');
    expect(h.effects).toEqual([{ type: 'requestNext', listId: 7, contactId: 4, playbookStepId: null, previous: false }]);
  });
});

describe('power dialer: server errors', () => {
  it("423: 'Cannot perform actions on paused lists.', the dialer ends and the list reloads", () => {
    const h = harness();
    h.send({ type: 'start', start: { listId: 7 }, phoneBusy: false });
    h.send(settings(0));
    h.send({ type: 'requestFailed', status: 423, message: 'Cannot perform actions on paused lists.' });
    expect(h.state).toMatchObject({ status: 'ended', engine: 'terminated', notice: { code: 'LIST_PAUSED', text: 'Cannot perform actions on paused lists.' } });
    expect(h.effects).toContainEqual({ type: 'reloadList', listId: 7 });
  });

  it('another failure ends the run with the server message', () => {
    const h = harness();
    h.send({ type: 'start', start: { listId: 7 }, phoneBusy: false });
    h.send({ type: 'requestFailed', status: 404, message: 'List not found' });
    expect(h.state).toMatchObject({ status: 'ended', notice: { code: 'REQUEST_FAILED', text: 'List not found' } });
  });

  it("a result that could not be written shows 'Error saving call result' and the dialer goes on", () => {
    const h = calling(0);
    h.send({ type: 'callEnded', phoneCallId: 'c1', defaultResult: 'Busy', failed: false });
    h.send({ type: 'saveFailed' });
    expect(h.state).toMatchObject({ status: 'requestingContact', notice: { code: 'SAVE_FAILED', text: 'Error saving call result' } });
  });

  it('a failure after the run ended changes nothing', () => {
    const h = harness();
    const before = h.state;
    h.send({ type: 'requestFailed', status: 423, message: 'x' });
    expect(h.state).toBe(before);
  });
});

describe('power dialer: moving while paused (the contact is held undialled)', () => {
  /** Contact 1 called and written; paused in the wrap-up. */
  function pausedAfterCall(wrapUpSeconds = 30) {
    const h = calling(wrapUpSeconds);
    h.send({ type: 'callEnded', phoneCallId: 'c1', defaultResult: 'Busy', failed: false });
    h.send({ type: 'pause' });
    return h;
  }

  it('next while paused asks for the next contact and stays paused; the contact is shown, not dialled', () => {
    const h = pausedAfterCall(0);
    h.send({ type: 'next' });
    expect(h.state).toMatchObject({ status: 'paused', engine: 'paused' });
    expect(h.effects).toEqual([{ type: 'requestNext', listId: 7, contactId: null, playbookStepId: null, previous: false }]);
    h.send({ type: 'contactLoaded', target: target(2), skipped: [] });
    expect(h.state).toMatchObject({ status: 'paused', target: { contactId: 2 }, call: null });
    expect(types(h.effects)).not.toContain('dial');
  });

  it('skip of the held contact: the server skip, the following one held; resume dials it', () => {
    const h = pausedAfterCall(0);
    h.send({ type: 'next' });
    h.send({ type: 'contactLoaded', target: target(2), skipped: [] });
    h.send({ type: 'skip' });
    expect(h.effects).toEqual([
      { type: 'skip', listId: 7, contactId: 2 },
      { type: 'requestNext', listId: 7, contactId: null, playbookStepId: null, previous: false },
    ]);
    h.send({ type: 'contactLoaded', target: target(3), skipped: [] });
    expect(h.state).toMatchObject({ status: 'paused', target: { contactId: 3 }, call: null });
    h.send({ type: 'resume' });
    expect(h.state).toMatchObject({ status: 'waitingToCall', engine: 'dialing', target: { contactId: 3 } });
    expect(h.effects).toContainEqual({ type: 'dial', target: target(3) });
  });

  it('previous while paused holds the contact played last, undialled', () => {
    const h = pausedAfterCall(0);
    h.send({ type: 'previous' });
    expect(h.state.status).toBe('paused');
    expect(h.effects).toEqual([{ type: 'requestNext', listId: 7, contactId: null, playbookStepId: null, previous: true }]);
    h.send({ type: 'contactLoaded', target: target(1), skipped: [] });
    expect(h.state).toMatchObject({ status: 'paused', target: { contactId: 1 }, call: null });
  });

  it('moving while paused keeps the auto-resume countdown; when it fires the held contact is dialled', () => {
    const h = pausedAfterCall(30);
    const resumeAt = h.state.resumeAt;
    expect(resumeAt).toBe(h.now + 30000);
    h.send({ type: 'next' });
    expect(h.state.resumeAt).toBe(resumeAt);
    expect(types(h.effects)).not.toContain('cancelTimer');
    h.send({ type: 'contactLoaded', target: target(2), skipped: [] });
    h.advance(30000);
    h.send({ type: 'timer', id: 'autoResume' });
    expect(h.state).toMatchObject({ status: 'waitingToCall', target: { contactId: 2 } });
  });

  it('nothing left while paused ends the run', () => {
    const h = pausedAfterCall(0);
    h.send({ type: 'next' });
    h.send({ type: 'contactLoaded', target: null, skipped: [] });
    expect(h.state).toMatchObject({ status: 'ended', notice: { code: 'LIST_DONE' } });
  });
});

describe('power dialer: Dial selected without a list (startContacts)', () => {
  const own = (contactId: number, taskId: number | null, extra: Partial<PowerDialerTarget> = {}) =>
    target(contactId, { listId: null, listName: null, playbookId: null, playbookName: null, playbookStepId: null, stepName: null, targetPhoneType: null, taskId, ...extra });

  function listless(wrapUpSeconds = 0) {
    const h = harness();
    h.send({ type: 'start', start: { listId: null, contactIds: [3, 4], taskIds: [30, null] }, phoneBusy: false });
    h.send(settings(wrapUpSeconds));
    return h;
  }
  function callAndEnd(h: ReturnType<typeof harness>, contactId: number, taskId: number | null) {
    h.send({ type: 'contactLoaded', target: own(contactId, taskId), skipped: [] });
    h.send({ type: 'callStarted', phoneCallId: `c${contactId}` });
    h.send({ type: 'callEnded', phoneCallId: `c${contactId}`, defaultResult: 'Busy', failed: false });
  }

  it('loads each contact itself (no play routes), saves the call with its task, and ends after the last without finish', () => {
    const h = listless();
    expect(h.effects).toEqual([{ type: 'loadContact', contactId: 3, taskId: 30 }]);
    h.send({ type: 'contactLoaded', target: own(3, 30), skipped: [] });
    expect(h.effects).toEqual([{ type: 'dial', target: own(3, 30) }]);
    h.send({ type: 'callStarted', phoneCallId: 'c3' });
    h.send({ type: 'callEnded', phoneCallId: 'c3', defaultResult: 'Busy', failed: false });
    expect(h.effects).toEqual([
      { type: 'saveResult', listId: null, contactId: 3, playbookId: null, result: 'Busy', phoneCallId: 'c3', editCall: false, taskId: 30, subject: '', description: '' },
      { type: 'loadContact', contactId: 4, taskId: null },
    ]);
    callAndEnd(h, 4, null);
    expect(h.state).toMatchObject({ status: 'ended', notice: { code: 'LIST_DONE' } });
    expect(types(h.effects)).not.toContain('finish');
    expect(types(h.effects)).not.toContain('requestNext');
  });

  it('previous re-dials the contact dialled last; next then goes on with the sequence', () => {
    const h = listless(60);
    callAndEnd(h, 3, 30);
    h.send({ type: 'previous' });
    expect(h.effects.at(-1)).toEqual({ type: 'loadContact', contactId: 3, taskId: 30 });
    callAndEnd(h, 3, 30);
    h.send({ type: 'next' });
    expect(h.effects.at(-1)).toEqual({ type: 'loadContact', contactId: 4, taskId: null });
  });

  it('previous before anything was dialled is refused', () => {
    const h = listless();
    h.send({ type: 'pause' });
    h.send({ type: 'contactLoaded', target: own(3, 30), skipped: [] });
    h.send({ type: 'previous' });
    expect(h.refused).toBe('NOT_ALLOWED');
    expect(h.state.target?.contactId).toBe(3);
  });

  it('skip while paused passes the held contact by without any server call; resume dials the following one', () => {
    const h = listless();
    h.send({ type: 'pause' });
    h.send({ type: 'contactLoaded', target: own(3, 30), skipped: [] });
    h.send({ type: 'skip' });
    expect(h.effects).toEqual([{ type: 'loadContact', contactId: 4, taskId: null }]);
    expect(h.state.status).toBe('paused');
    h.send({ type: 'contactLoaded', target: own(4, null), skipped: [] });
    h.send({ type: 'resume' });
    expect(h.effects).toContainEqual({ type: 'dial', target: own(4, null) });
  });

  it('going back from a held contact keeps it next in line', () => {
    const h = listless(60);
    callAndEnd(h, 3, 30);
    h.send({ type: 'pause' });
    h.send({ type: 'next' });
    h.send({ type: 'contactLoaded', target: own(4, null), skipped: [] });
    h.send({ type: 'previous' });
    expect(h.effects.at(-1)).toEqual({ type: 'loadContact', contactId: 3, taskId: 30 });
    expect(h.state.queue).toEqual([{ contactId: 4, taskId: null }]);
  });

  it('a contact with no phone is passed by with nothing written; an unloadable one too', () => {
    const h = listless();
    h.send({ type: 'contactLoaded', target: own(3, 30, { number: null, phoneError: 'no phone number' }), skipped: [] });
    expect(h.effects).toEqual([{ type: 'loadContact', contactId: 4, taskId: null }]);
    h.send({ type: 'contactLoaded', target: null, skipped: [{ contactId: 4, status: 'not contacted dnc skipped' }] });
    expect(h.state).toMatchObject({ status: 'ended', skipped: [{ contactId: 4 }] });
    expect(types(h.effects)).not.toContain('finish');
  });

  it('a contact passed by with a notice (outside calling hours) shows it and the run goes on; the last one keeps it over "list done"', () => {
    const h = harness();
    h.send({ type: 'start', start: { listId: null, contactIds: [3, 5], taskIds: [30, null] }, phoneBusy: false });
    h.send(settings(0));
    const outside = { code: 'OUTSIDE_CALLING_HOURS' as const, text: 'Ann was not called: it is 23:00 in America/New_York, outside calling hours (8 am to 9 pm).' };
    h.send({ type: 'contactLoaded', target: null, skipped: [{ contactId: 3, status: 'not contacted schedule skipped' }], notice: outside });
    expect(h.state).toMatchObject({ status: 'requestingContact', notice: outside, skipped: [{ contactId: 3 }] });
    expect(h.effects).toEqual([{ type: 'loadContact', contactId: 5, taskId: null }]);
    h.advance(1000);
    h.send({ type: 'contactLoaded', target: null, skipped: [{ contactId: 5, status: 'not contacted schedule skipped' }], notice: outside });
    expect(h.state).toMatchObject({ status: 'ended', notice: { code: 'OUTSIDE_CALLING_HOURS' } });
  });

  it('a mandatory result chosen is saved on the call only (no list)', () => {
    const h = harness();
    h.send({ type: 'start', start: { listId: null, contactIds: [3] }, phoneBusy: false });
    h.send(settings(0, { enabled: true, time: 30, automaticMove: true }));
    h.send({ type: 'contactLoaded', target: own(3, null), skipped: [] });
    h.send({ type: 'callStarted', phoneCallId: 'c3' });
    h.send({ type: 'callEnded', phoneCallId: 'c3', defaultResult: 'Connected', failed: false });
    h.send({ type: 'chooseResult', result: 'Interested', subject: 'S', description: 'D' });
    expect(h.effects).toContainEqual({
      type: 'saveResult',
      listId: null,
      contactId: 3,
      playbookId: null,
      result: 'Interested',
      phoneCallId: 'c3',
      editCall: true,
      taskId: null,
      subject: 'S',
      description: 'D',
    });
    expect(h.state).toMatchObject({ status: 'ended', notice: { code: 'LIST_DONE' } });
  });
});

/** The save effect for contact 1 of list 7 (playbook 3) on call c1. */
const save = (result: string, editCall: boolean, subject = '', description = '') => ({
  type: 'saveResult',
  listId: 7,
  contactId: 1,
  playbookId: 3,
  result,
  phoneCallId: 'c1',
  editCall,
  taskId: null,
  subject,
  description,
});

describe('power dialer: choosing a result during the wrap-up (no mandatory result)', () => {
  const ended = (wrapUpSeconds: number | null = 10) => {
    const h = calling(wrapUpSeconds);
    h.send({ type: 'callEnded', phoneCallId: 'c1', defaultResult: 'Connected', failed: false });
    return h;
  };

  it('the result is open to choose during the wrap-up, with no countdown panel; nothing is written yet', () => {
    const h = ended();
    expect(h.state).toMatchObject({ status: 'idleStarted', resultSaved: false, resultPanel: null });
    expect(isWrapUpChoiceOpen(h.state)).toBe(true);
    expect(types(h.effects)).not.toContain('saveResult');
  });

  it('choosing a result writes it once (on the call, with what was typed) and dials the next contact at once', () => {
    const h = ended();
    h.advance(3000);
    h.send({ type: 'chooseResult', result: 'Meeting Booked', subject: 'Demo', description: 'Tuesday 10 am' });
    expect(h.state).toMatchObject({ status: 'requestingContact', resultSaved: false, wrapUpUntil: null, lastResult: { contactId: 1, result: 'Meeting Booked' } });
    expect(isWrapUpChoiceOpen(h.state)).toBe(false);
    expect(h.effects).toEqual([
      { type: 'cancelTimer', id: 'wrapUp' },
      save('Meeting Booked', true, 'Demo', 'Tuesday 10 am'),
      { type: 'requestNext', listId: 7, contactId: null, playbookStepId: null, previous: false },
    ]);
    // The wrap-up timer, had it fired late, writes nothing a second time.
    h.send({ type: 'timer', id: 'wrapUp' });
    expect(types(h.effects)).not.toContain('saveResult');
    h.send({ type: 'chooseResult', result: 'Interested' });
    expect(h.refused).toBe('NOT_ALLOWED');
  });

  it('what the rep typed is kept and goes with the default result when the wrap-up passes', () => {
    const h = ended();
    h.send({ type: 'resultDraft', subject: 'Left a note', description: 'Call back after 3' });
    expect(h.state.resultDraft).toEqual({ subject: 'Left a note', description: 'Call back after 3' });
    h.advance(10000);
    h.send({ type: 'timer', id: 'wrapUp' });
    expect(h.effects[0]).toEqual(save('Connected', false, 'Left a note', 'Call back after 3'));
    expect(h.state.resultDraft).toBeNull();
  });

  it('the default result is the rule one (step, else list default for an answered call)', () => {
    const h = harness();
    h.send({ type: 'start', start: { listId: 7 }, phoneBusy: false });
    h.send(settings(10));
    h.send({ type: 'contactLoaded', target: target(1, { stepCallResult: 'Interested' }), skipped: [] });
    h.send({ type: 'callStarted', phoneCallId: 'c1' });
    h.send({ type: 'callEnded', phoneCallId: 'c1', defaultResult: 'Connected', failed: false });
    h.send({ type: 'timer', id: 'wrapUp' });
    expect(h.effects[0]).toMatchObject({ type: 'saveResult', result: 'Interested', editCall: false });
  });

  it('a draft is ignored when no result is open to choose', () => {
    const h = calling(10);
    h.send({ type: 'resultDraft', subject: 'x', description: 'y' });
    expect(h.state.resultDraft).toBeNull();
  });

  it('next during the choice writes the default result (with the draft) and moves on', () => {
    const h = ended();
    expect(allowedPowerDialerActions(h.state).next).toBe(true);
    h.send({ type: 'resultDraft', subject: 'S', description: '' });
    h.send({ type: 'next' });
    expect(h.effects).toContainEqual(save('Connected', false, 'S', ''));
    expect(h.effects.at(-1)).toMatchObject({ type: 'requestNext' });
  });

  it('with wrap-up 0 the default result is written at once (no choice)', () => {
    const h = ended(0);
    expect(isWrapUpChoiceOpen(h.state)).toBe(false);
    expect(h.effects[0]).toEqual(save('Connected', false));
  });

  it('a failed call is written Call Failed at once, then the wrap-up', () => {
    const h = calling(10);
    h.send({ type: 'callEnded', phoneCallId: 'c1', defaultResult: 'Call Failed', failed: true });
    expect(isWrapUpChoiceOpen(h.state)).toBe(false);
    expect(types(h.effects)).toEqual(['saveResult', 'startTimer']);
  });

  it('the result set elsewhere (the ended call gone from the phone) closes the choice with the rule result', () => {
    const h = ended();
    h.send({ type: 'resultSetElsewhere', result: null });
    expect(h.effects).toContainEqual(save('Connected', false));
    expect(h.state.status).toBe('requestingContact');
  });
});

describe('power dialer: choosing a result while paused (no mandatory result)', () => {
  /** Every effect from here on, so a test can count the saves over the whole sequence. */
  const recording = (h: ReturnType<typeof harness>) => {
    const all: PowerDialerEffect[] = [];
    const send = (event: EventWithoutTime) => {
      const step = h.send(event);
      all.push(...step.effects);
      return step;
    };
    return { send, all, saves: () => all.filter((e) => e.type === 'saveResult') };
  };
  /** Wait time 30 s: paused during the call to contact 1, which then ends answered. */
  const pausedWhenEnded = (wrapUpSeconds = 30) => {
    const h = calling(wrapUpSeconds);
    h.send({ type: 'pause' });
    const r = recording(h);
    r.send({ type: 'callEnded', phoneCallId: 'c1', defaultResult: 'Connected', failed: false });
    return { h, r };
  };

  it('the call ends while paused: the dialer stays paused with the result open to choose; nothing written, no wrap-up clock', () => {
    const { h, r } = pausedWhenEnded();
    const resumeAt = h.state.resumeAt;
    expect(resumeAt).toBe(h.now + 30000);
    expect(h.state).toMatchObject({ status: 'paused', engine: 'paused', resultSaved: false, resultPanel: null, wrapUpUntil: null, resumeAt, call: { phase: 'ended' } });
    expect(isResultChoiceOpen(h.state)).toBe(true);
    expect(isWrapUpChoiceOpen(h.state)).toBe(false);
    // No save and no timer at all: the auto-resume started with the pause goes on as it was.
    expect(r.all).toEqual([]);
    expect(allowedPowerDialerActions(h.state)).toEqual({ pause: false, resume: true, stop: true, skip: true, next: true, previous: true });
  });

  it('with wrap-up 0 too the choice stays open while paused (the rep took their time)', () => {
    const { h, r } = pausedWhenEnded(0);
    expect(h.state).toMatchObject({ status: 'paused', resultSaved: false, resumeAt: null });
    expect(isResultChoiceOpen(h.state)).toBe(true);
    expect(r.all).toEqual([]);
  });

  it('a failed call while paused is written Call Failed at once; nothing to choose', () => {
    const h = calling(30);
    h.send({ type: 'pause' });
    h.send({ type: 'callEnded', phoneCallId: 'c1', defaultResult: 'Call Failed', failed: true });
    expect(h.effects).toEqual([save('Call Failed', false)]);
    expect(h.state).toMatchObject({ status: 'paused', resultSaved: true });
    expect(isResultChoiceOpen(h.state)).toBe(false);
  });

  it('pausing during the wrap-up stops its clock and keeps the choice open; a late wrap-up timer writes nothing', () => {
    const h = calling(10);
    const r = recording(h);
    r.send({ type: 'callEnded', phoneCallId: 'c1', defaultResult: 'Connected', failed: false });
    expect(isWrapUpChoiceOpen(h.state)).toBe(true);
    h.advance(4000);
    r.send({ type: 'pause' });
    expect(h.effects).toEqual([
      { type: 'cancelTimer', id: 'wrapUp' },
      { type: 'startTimer', id: 'autoResume', ms: 10000 },
    ]);
    expect(h.state).toMatchObject({ status: 'paused', wrapUpUntil: null, resultSaved: false });
    expect(isResultChoiceOpen(h.state)).toBe(true);
    h.advance(6000);
    r.send({ type: 'timer', id: 'wrapUp' });
    expect(h.state.status).toBe('paused');
    expect(r.saves()).toEqual([]);
  });

  it('choosing while paused writes the result once with what was typed; the dialer stays paused until resume, which writes nothing again', () => {
    const { h, r } = pausedWhenEnded();
    const resumeAt = h.state.resumeAt;
    r.send({ type: 'resultDraft', subject: 'Dem', description: '' });
    expect(h.state.resultDraft).toEqual({ subject: 'Dem', description: '' });
    h.advance(5000);
    r.send({ type: 'chooseResult', result: 'Meeting Booked', subject: 'Demo', description: 'Tuesday 10 am' });
    // Written on the call (editCall) and the list; no timer touched, no next contact asked for.
    expect(h.effects).toEqual([save('Meeting Booked', true, 'Demo', 'Tuesday 10 am')]);
    expect(h.state).toMatchObject({ status: 'paused', engine: 'paused', resultSaved: true, resultPanel: null, resultDraft: null, resumeAt, lastResult: { contactId: 1, result: 'Meeting Booked' } });
    expect(isResultChoiceOpen(h.state)).toBe(false);
    // The choice is closed: a second pick is refused, a draft ignored.
    r.send({ type: 'chooseResult', result: 'Interested' });
    expect(h.refused).toBe('NOT_ALLOWED');
    r.send({ type: 'resultDraft', subject: 'late', description: '' });
    expect(h.state.resultDraft).toBeNull();
    r.send({ type: 'resume' });
    expect(h.effects).toEqual([
      { type: 'cancelTimer', id: 'autoResume' },
      { type: 'requestNext', listId: 7, contactId: null, playbookStepId: null, previous: false },
    ]);
    expect(r.saves()).toEqual([save('Meeting Booked', true, 'Demo', 'Tuesday 10 am')]);
  });

  it('resume by hand writes the default result with what was typed, then asks for the next contact', () => {
    const { h, r } = pausedWhenEnded();
    r.send({ type: 'resultDraft', subject: 'Gatekeeper', description: 'Try the mobile' });
    r.send({ type: 'resume' });
    expect(h.effects).toEqual([
      { type: 'cancelTimer', id: 'autoResume' },
      save('Connected', false, 'Gatekeeper', 'Try the mobile'),
      { type: 'requestNext', listId: 7, contactId: null, playbookStepId: null, previous: false },
    ]);
    expect(h.state).toMatchObject({ status: 'resumed', resultDraft: null, lastResult: { contactId: 1, result: 'Connected' } });
    // A stale auto-resume firing later writes nothing.
    h.advance(30000);
    r.send({ type: 'timer', id: 'autoResume' });
    expect(r.saves()).toHaveLength(1);
  });

  it('the auto-resume writes the default result (the rule one, with the draft), then the next contact', () => {
    const h = harness();
    h.send({ type: 'start', start: { listId: 7 }, phoneBusy: false });
    h.send(settings(30));
    h.send({ type: 'contactLoaded', target: target(1, { stepCallResult: 'Interested' }), skipped: [] });
    h.send({ type: 'callStarted', phoneCallId: 'c1' });
    h.send({ type: 'pause' });
    const r = recording(h);
    r.send({ type: 'callEnded', phoneCallId: 'c1', defaultResult: 'Connected', failed: false });
    r.send({ type: 'resultDraft', subject: '', description: 'Wants pricing' });
    h.advance(29000);
    r.send({ type: 'timer', id: 'autoResume' });
    expect(h.state.status).toBe('paused');
    expect(r.saves()).toEqual([]);
    h.advance(1000);
    r.send({ type: 'timer', id: 'autoResume' });
    expect(h.effects).toEqual([
      { type: 'cancelTimer', id: 'autoResume' },
      save('Interested', false, '', 'Wants pricing'),
      { type: 'requestNext', listId: 7, contactId: null, playbookStepId: null, previous: false },
    ]);
    expect(h.state.status).toBe('resumed');
    expect(r.saves()).toHaveLength(1);
  });

  for (const how of ['next', 'skip', 'previous'] as const) {
    it(`${how} while paused writes the default result (with the draft) once and holds the contact asked for, still paused`, () => {
      const { h, r } = pausedWhenEnded();
      const resumeAt = h.state.resumeAt;
      r.send({ type: 'resultDraft', subject: 'S', description: 'D' });
      r.send({ type: how });
      // The dialled contact is not skipped on the server: only its result is written, then the next (or previous) is asked for.
      expect(h.effects).toEqual([save('Connected', false, 'S', 'D'), { type: 'requestNext', listId: 7, contactId: null, playbookStepId: null, previous: how === 'previous' }]);
      expect(h.state).toMatchObject({ status: 'paused', engine: 'paused', resumeAt, target: null, call: null });
      r.send({ type: 'contactLoaded', target: target(2), skipped: [] });
      expect(h.state).toMatchObject({ status: 'paused', target: { contactId: 2 }, call: null });
      r.send({ type: 'resume' });
      expect(h.effects).toContainEqual({ type: 'dial', target: target(2) });
      expect(r.saves()).toHaveLength(1);
    });
  }

  it('stop while paused writes the default result (with the draft) once and ends the run', () => {
    const { h, r } = pausedWhenEnded();
    r.send({ type: 'resultDraft', subject: 'Bye', description: '' });
    r.send({ type: 'stop' });
    expect(h.effects).toEqual([
      save('Connected', false, 'Bye', ''),
      { type: 'cancelTimer', id: 'wrapUp' },
      { type: 'cancelTimer', id: 'autoResume' },
      { type: 'cancelTimer', id: 'countdown' },
      { type: 'finish', listId: 7 },
    ]);
    expect(h.state).toMatchObject({ status: 'ended', lastResult: { contactId: 1, result: 'Connected' } });
    expect(r.saves()).toHaveLength(1);
  });

  it('the result set elsewhere while paused closes the choice (written once, not as an edit); the dialer stays paused', () => {
    const { h, r } = pausedWhenEnded();
    r.send({ type: 'resultSetElsewhere', result: null });
    expect(h.effects).toEqual([save('Connected', false)]);
    expect(h.state).toMatchObject({ status: 'paused', resultSaved: true });
    expect(isResultChoiceOpen(h.state)).toBe(false);
    r.send({ type: 'resume' });
    expect(types(h.effects)).toEqual(['cancelTimer', 'requestNext']);
    expect(r.saves()).toHaveLength(1);
  });

  it('with the mandatory result on, a call ending while paused still opens the countdown (unchanged)', () => {
    const h = calling(30, { enabled: true, time: 20, automaticMove: true });
    h.send({ type: 'pause' });
    h.send({ type: 'callEnded', phoneCallId: 'c1', defaultResult: 'Connected', failed: false });
    expect(h.state).toMatchObject({ status: 'paused', resultPanel: { seconds: 20, remaining: 20 }, resumeAt: null });
    expect(h.effects).toEqual([
      { type: 'cancelTimer', id: 'autoResume' },
      { type: 'startTimer', id: 'countdown', ms: 1000 },
    ]);
    expect(isResultChoiceOpen(h.state)).toBe(false);
    expect(allowedPowerDialerActions(h.state).resume).toBe(false);
  });
});
