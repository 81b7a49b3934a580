import { describe, expect, it } from 'vitest';
import { ApiCallError } from '../../contract/api-call-error';
import type { ApiClient } from '../../contract/api';
import type { PlayNextIdle, PowerDialerAction } from '../../contract/entities/power-dialer';
import type { PowerDialerState } from '../../domain/power-dialer/power-dialer-state';
import { signedOutPhoneState } from '../phone-state';
import type { PhoneClock } from '../phone-clock';
import type { PhoneCommand } from '../phone-command';
import type { PhoneCallView, PhoneState } from '../phone-state';
import { createPowerDialerEngine, type PhoneAccess } from './power-dialer-engine';

/** The engine against a phone and a server played by the test; time from a fake clock. */
const action = (contactId: number, number: string | null): PowerDialerAction => ({
  listId: 7,
  contactId,
  playbookId: null,
  playbookStepId: null,
  contact: {
    id: contactId,
    firstName: 'A',
    lastName: `B${contactId}`,
    name: `A B${contactId}`,
    companyName: null,
    title: null,
    isLead: false,
    ownerId: null,
    accountId: null,
    timezone: null,
    isCallOptOut: false,
    phones: [],
  },
  callListContact: {
    id: contactId,
    listStatus: 'not contacted reserved',
    playbookStepId: null,
    playbookStepEnabledAt: '2026-11-22T00:00:00.000Z',
    reservedByUserId: 1,
    reservedUntil: null,
    lastCallResult: null,
    skipReason: null,
  },
  jobInfo: { list: { id: 7, name: 'Q4', defaultProjectName: null, defaultCallResult: null, playbook: null } },
  phone: { number, targetPhoneType: number ? 'Phone' : null, error: number ? null : 'no phone number' },
});

/** A contact as GET /contacts/:id has it (the fields "Dial selected" reads). */
const ownContact = (id: number, phones: Array<{ phoneNumber: string; type: string; isPrimary: boolean }>, isCallOptOut = false, timezone: string | null = null) => ({
  id,
  firstName: 'Task',
  lastName: `Contact${id}`,
  isLead: false,
  isCallOptOut,
  timezone,
  telephones: phones.map((p, i) => ({ id: i + 1, ...p })),
});

function world(options: {
  queue: Array<PowerDialerAction | null>;
  contacts?: ReturnType<typeof ownContact>[];
  wrapUpSeconds?: number | null;
  callingHoursGuard?: boolean;
  failNext?: number;
  failResult?: number;
  phoneRefuses?: boolean;
  /** play/next's reason when it has no contact (the server's counts). */
  idle?: PlayNextIdle;
}) {
  let now = 1_000_000;
  const timers: Array<{ at: number; fn: () => void; id: number }> = [];
  let timerId = 0;
  const clock: PhoneClock = {
    now: () => now,
    setTimeout: (fn, ms) => {
      timers.push({ at: now + ms, fn, id: ++timerId });
      return timerId;
    },
    clearTimeout: (handle) => {
      const index = timers.findIndex((t) => t.id === handle);
      if (index >= 0) timers.splice(index, 1);
    },
  };
  const calls: string[] = [];
  const api = {
    async call(key: string, input: { params?: Record<string, unknown>; query?: Record<string, unknown>; body?: Record<string, unknown> }) {
      calls.push(`${key} ${JSON.stringify(input.body ?? input.query ?? input.params ?? {})}`);
      switch (key) {
        case 'listPlayStatus':
          return { active: true, paused: false, dueCount: 2, reservedByMe: null, wrapUpSeconds: options.wrapUpSeconds ?? 0 };
        case 'telephonySettings':
          return { dialingPlanCountry: 'US', acl: { mandatoryCallResult: { enabled: false, time: 0, automaticMove: true } } };
        case 'powerDialerSettings':
          return { powerDialerTime: options.wrapUpSeconds ?? 0, callingHoursGuard: options.callingHoursGuard ?? true };
        case 'getContact': {
          const contactId = Number(input.params?.contactId);
          const own = options.contacts?.find((c) => c.id === contactId);
          if (!own) throw new ApiCallError(404, 'Contact not found');
          return { contact: own };
        }
        case 'listPlayNext': {
          if (options.failNext !== undefined) throw new ApiCallError(options.failNext, 'Cannot perform actions on paused lists.');
          const action = options.queue.shift() ?? null;
          return { action, skipped: [], idle: action ? null : (options.idle ?? null) };
        }
        case 'listPlayResult':
          if (options.failResult !== undefined) throw new ApiCallError(options.failResult, 'Unknown call result');
          return {};
        default:
          return {};
      }
    },
  } as unknown as ApiClient;

  let phoneState: PhoneState = { ...signedOutPhoneState(), registration: 'registered' };
  const listeners = new Set<(state: PhoneState) => void>();
  const publish = (next: PhoneState) => {
    phoneState = next;
    for (const listener of listeners) listener(next);
  };
  const commands: PhoneCommand[] = [];
  let seq = 0;
  const view = (id: string, number: string, contactId: number | null): PhoneCallView => ({
    id,
    callId: `sip-${id}`,
    direction: 'outgoing',
    number,
    displayName: null,
    contactId,
    state: 'trying',
    message: 'Calling',
    callType: 'active',
    onHold: false,
    isMute: false,
    recording: false,
    conference: false,
    startedAt: now,
    answeredAt: null,
    endedAt: null,
    failureStatus: null,
  });
  const phone: PhoneAccess = {
    state: () => phoneState,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async execute(command) {
      commands.push(command);
      if (options.phoneRefuses) return { ok: false, reason: 'Registration required' };
      if (command.command === 'dial')
        publish({ ...phoneState, calls: [...phoneState.calls, { ...view(`c${++seq}`, command.number, command.contactId ?? null), ...(command.context ? { context: command.context } : {}) }] });
      if (command.command === 'dismissEnded') publish({ ...phoneState, ended: phoneState.ended.filter((c) => c.id !== command.callId) });
      return { ok: true };
    },
  };
  const broadcasts: PowerDialerState[] = [];
  const engine = createPowerDialerEngine({ phone, clock, logger: { info() {}, warn() {} }, broadcast: (s) => broadcasts.push(s) });
  engine.connect(api);
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  return {
    engine,
    calls,
    commands,
    broadcasts,
    settle,
    /** The far side ends the live call (status null: hung up after an answer). */
    endCall(answered: boolean, status: number | null = null) {
      const [live] = phoneState.calls;
      if (!live) throw new Error('no live call');
      // As the phone's call state has it: busy and no answer terminate the call, other failures are errors.
      const terminated = status === null || [486, 600, 480, 408, 487].includes(status);
      const ended = { ...live, state: terminated ? ('terminated' as const) : ('error' as const), answeredAt: answered ? now - 5000 : null, endedAt: now, failureStatus: status };
      publish({ ...phoneState, calls: [], ended: [ended, ...phoneState.ended] });
    },
    /** Another panel or page dismissed an ended call (its result was set there). */
    dismissElsewhere(callId: string) {
      publish({ ...phoneState, ended: phoneState.ended.filter((c) => c.id !== callId) });
    },
    givePhoneACall() {
      publish({ ...phoneState, calls: [view('x1', '2025550100', null)] });
    },
    async advance(ms: number) {
      now += ms;
      for (const t of timers.splice(0).sort((a, b) => a.at - b.at)) {
        if (t.at <= now) t.fn();
        else timers.push(t);
      }
      await settle();
    },
  };
}

describe('power dialer engine (offscreen)', () => {
  it('says why it stopped, with the numbers play/next gave, when the list has nobody to dial now', async () => {
    const idle = { listInactive: false, outsideHours: 38, outsideHoursUntil: '2026-11-24T13:00:00.000Z', heldByOthers: 0, noPhone: 0, notYetDue: 0, optedOut: 3 };
    const w = world({ queue: [null], idle });
    await w.engine.command({ command: 'start', start: { listId: 7 } });
    await w.settle();
    expect(w.engine.state()).toMatchObject({
      status: 'ended',
      notice: { code: 'LIST_DONE', text: 'Nobody to dial now: 38 contacts are outside calling hours until 8:00 their time; 3 opted out of calls.' },
    });
  });

  it('dials the picked contact with the call context and learns the call end from the phone state', async () => {
    const w = world({ queue: [action(1, '+12025550100'), null] });
    expect(await w.engine.command({ command: 'start', start: { listId: 7 } })).toEqual({ ok: true });
    await w.settle();
    expect(w.engine.state()).toMatchObject({ status: 'calling', target: { contactId: 1 }, call: { phoneCallId: 'c1', phase: 'live' } });
    expect(w.commands[0]).toEqual({ command: 'dial', number: '+12025550100', contactId: 1, context: { source: 'PowerDialer', listId: 7, listName: 'Q4', targetPhoneType: 'Phone' } });

    w.endCall(true);
    await w.settle();
    // The call is saved (with its context) before the list result links to it; then the next contact is asked for.
    const saved = w.calls.findIndex((c) => c.startsWith('saveCallInfo'));
    const result = w.calls.findIndex((c) => c.startsWith('listPlayResult'));
    expect(saved).toBeGreaterThan(-1);
    expect(result).toBeGreaterThan(saved);
    expect(w.calls[result]).toContain('"result":"Connected"');
    expect(w.calls[result]).toContain('"callId":"sip-c1"');
    expect(w.calls[saved]).toContain('"source":"PowerDialer"');
    expect(w.commands).toContainEqual({ command: 'dismissEnded', callId: 'c1' });
    expect(w.engine.state()).toMatchObject({ status: 'ended', notice: { code: 'LIST_DONE' } });
    expect(w.calls.at(-1)).toBe('listPlayFinish {"listId":7}');
  });

  it('answers DIALER_BUSY when the phone already has a call', async () => {
    const w = world({ queue: [] });
    w.givePhoneACall();
    expect(await w.engine.command({ command: 'start', start: { listId: 7 } })).toEqual({ ok: false, code: 'DIALER_BUSY', reason: 'Cannot execute call because phone service is busy.' });
    expect(w.calls).toEqual([]);
  });

  it('a 423 from play/next ends the run with the paused-list notice', async () => {
    const w = world({ queue: [], failNext: 423 });
    await w.engine.command({ command: 'start', start: { listId: 7 } });
    await w.settle();
    expect(w.engine.state()).toMatchObject({ status: 'ended', notice: { code: 'LIST_PAUSED', text: 'Cannot perform actions on paused lists.' } });
  });

  it('waits the wrap-up time on its clock before the next contact', async () => {
    const w = world({ queue: [action(1, '+12025550107'), action(2, '+12025550100')], wrapUpSeconds: 10 });
    await w.engine.command({ command: 'start', start: { listId: 7 } });
    await w.settle();
    w.endCall(false, 486);
    await w.settle();
    // The wrap-up is the time to choose: nothing written yet.
    expect(w.engine.state()).toMatchObject({ status: 'idleStarted', resultSaved: false, lastResult: null });
    expect(w.calls.some((c) => c.startsWith('listPlayResult'))).toBe(false);
    await w.engine.command({ command: 'resultDraft', subject: 'Gatekeeper', description: 'Try the mobile' });
    await w.advance(9999);
    expect(w.engine.state().status).toBe('idleStarted');
    await w.advance(1);
    // Passed with no choice: the rule's result (Busy) is written once, with what was typed, then the next contact.
    expect(w.engine.state()).toMatchObject({ status: 'calling', target: { contactId: 2 }, lastResult: { contactId: 1, result: 'Busy' } });
    const saves = w.calls.filter((c) => c.startsWith('saveCallInfo'));
    const results = w.calls.filter((c) => c.startsWith('listPlayResult'));
    expect(saves).toHaveLength(1);
    expect(saves[0]).toContain('"subject":"Gatekeeper"');
    expect(saves[0]).toContain('"description":"Try the mobile"');
    expect(results).toHaveLength(1);
    expect(results[0]).toContain('"result":"Busy"');
  });

  it('a result chosen during the wrap-up is written once (call and list) and the next contact is dialled at once', async () => {
    const w = world({ queue: [action(1, '+12025550107'), action(2, '+12025550100')], wrapUpSeconds: 10 });
    await w.engine.command({ command: 'start', start: { listId: 7 } });
    await w.settle();
    w.endCall(true);
    await w.settle();
    await w.advance(2000);
    expect(await w.engine.command({ command: 'chooseResult', result: 'Meeting Booked', subject: 'Demo', description: 'Tuesday' })).toEqual({ ok: true });
    await w.settle();
    expect(w.engine.state()).toMatchObject({ status: 'calling', target: { contactId: 2 }, lastResult: { contactId: 1, result: 'Meeting Booked' } });
    const saves = w.calls.filter((c) => c.startsWith('saveCallInfo'));
    const results = w.calls.filter((c) => c.startsWith('listPlayResult'));
    expect(saves).toHaveLength(1);
    expect(saves[0]).toContain('"result":"Meeting Booked"');
    expect(saves[0]).toContain('"subject":"Demo"');
    expect(results).toHaveLength(1);
    expect(results[0]).toContain('"result":"Meeting Booked"');
    expect(w.commands).toContainEqual({ command: 'dismissEnded', callId: 'c1' });
    // The wrap-up's end, had its timer been left, writes nothing again.
    await w.advance(10_000);
    expect(w.calls.filter((c) => c.startsWith('listPlayResult'))).toHaveLength(1);
  });

  it('a call that ends while paused keeps the result open: the pick is written once and the dialer stays paused until resume', async () => {
    const w = world({ queue: [action(1, '+12025550100'), action(2, '+12025550101')], wrapUpSeconds: 30 });
    await w.engine.command({ command: 'start', start: { listId: 7 } });
    await w.settle();
    expect(await w.engine.command({ command: 'pause' })).toEqual({ ok: true });
    w.endCall(true);
    await w.settle();
    expect(w.engine.state()).toMatchObject({ status: 'paused', resultSaved: false, wrapUpUntil: null, call: { phase: 'ended' } });
    expect(w.calls.some((c) => c.startsWith('saveCallInfo') || c.startsWith('listPlayResult'))).toBe(false);
    // Paused, no wrap-up clock: however long the rep takes (short of the auto-resume), nothing is written.
    await w.advance(20_000);
    expect(w.engine.state().status).toBe('paused');
    expect(await w.engine.command({ command: 'chooseResult', result: 'Meeting Booked', subject: 'Demo', description: 'Tuesday' })).toEqual({ ok: true });
    await w.settle();
    expect(w.engine.state()).toMatchObject({ status: 'paused', resultSaved: true, lastResult: { contactId: 1, result: 'Meeting Booked' } });
    const saves = w.calls.filter((c) => c.startsWith('saveCallInfo'));
    expect(saves).toHaveLength(1);
    expect(saves[0]).toContain('"result":"Meeting Booked"');
    expect(saves[0]).toContain('"subject":"Demo"');
    expect(w.calls.filter((c) => c.startsWith('listPlayResult'))).toEqual([expect.stringContaining('"result":"Meeting Booked"')]);
    // The phone's own panel is closed by the dialer; that is not "set elsewhere".
    expect(w.commands).toContainEqual({ command: 'dismissEnded', callId: 'c1' });
    expect(w.calls.filter((c) => c.startsWith('listPlayNext'))).toHaveLength(1);
    expect(await w.engine.command({ command: 'resume' })).toEqual({ ok: true });
    await w.settle();
    expect(w.engine.state()).toMatchObject({ status: 'calling', target: { contactId: 2 } });
    expect(w.calls.filter((c) => c.startsWith('listPlayResult'))).toHaveLength(1);
  });

  it('while paused with the result open, the ended call dismissed elsewhere closes the choice with the default result; still paused', async () => {
    const w = world({ queue: [action(1, '+12025550100'), action(2, '+12025550101')], wrapUpSeconds: 30 });
    await w.engine.command({ command: 'start', start: { listId: 7 } });
    await w.settle();
    await w.engine.command({ command: 'pause' });
    w.endCall(true);
    await w.settle();
    w.dismissElsewhere('c1');
    await w.settle();
    expect(w.engine.state()).toMatchObject({ status: 'paused', resultSaved: true, lastResult: { contactId: 1, result: 'Connected' } });
    expect(w.calls.filter((c) => c.startsWith('listPlayResult'))).toEqual([expect.stringContaining('"result":"Connected"')]);
    // The auto-resume (30 s) then asks for the next contact and writes nothing again.
    await w.advance(30_000);
    await w.settle();
    expect(w.engine.state()).toMatchObject({ status: 'calling', target: { contactId: 2 } });
    expect(w.calls.filter((c) => c.startsWith('listPlayResult'))).toHaveLength(1);
  });

  it("a result the server refuses: 'Error saving call result', the contact goes to the back (skip) before the next is asked for", async () => {
    const w = world({ queue: [action(1, '+12025550100'), null], failResult: 400 });
    await w.engine.command({ command: 'start', start: { listId: 7 } });
    await w.settle();
    w.endCall(true);
    await w.settle();
    const skip = w.calls.findIndex((c) => c.startsWith('listPlaySkip'));
    const next = w.calls.findLastIndex((c) => c.startsWith('listPlayNext'));
    expect(skip).toBeGreaterThan(-1);
    expect(next).toBeGreaterThan(skip);
    expect(w.broadcasts.some((s) => s.notice?.text === 'Error saving call result')).toBe(true);
  });

  it('a phone that cannot place the call ends the run instead of running through the list', async () => {
    const w = world({ queue: [action(1, '+12025550100'), action(2, '+12025550101')], phoneRefuses: true });
    await w.engine.command({ command: 'start', start: { listId: 7 } });
    await w.settle();
    expect(w.engine.state()).toMatchObject({ status: 'ended', notice: { code: 'DIAL_FAILED', text: 'Registration required' } });
    expect(w.calls.filter((c) => c.startsWith('listPlayNext'))).toHaveLength(1);
    expect(w.calls.some((c) => c.startsWith('listPlayResult'))).toBe(false);
    expect(w.calls.at(-1)).toBe('listPlayFinish {"listId":7}');
  });

  it('stop releases the reservations; a new sign-in ends the run', async () => {
    const w = world({ queue: [action(1, '+12025550100')], wrapUpSeconds: 30 });
    await w.engine.command({ command: 'start', start: { listId: 7 } });
    await w.settle();
    w.endCall(true);
    await w.settle();
    expect(await w.engine.command({ command: 'stop' })).toEqual({ ok: true });
    await w.settle();
    expect(w.calls.at(-1)).toBe('listPlayFinish {"listId":7}');
    w.engine.connect(null);
    expect(w.engine.state().status).toBe('inactive');
    expect(await w.engine.command({ command: 'pause' })).toMatchObject({ ok: false, code: 'SIGNED_OUT' });
  });

  it('"Dial selected": each contact from its own primary phone, the call saved with its task, no play routes', async () => {
    const w = world({
      queue: [],
      contacts: [
        ownContact(3, [
          { phoneNumber: '(202) 555-0101', type: 'mobile', isPrimary: false },
          { phoneNumber: '(202) 555-0107', type: 'work', isPrimary: true },
        ]),
        ownContact(4, [{ phoneNumber: '202 555 0106', type: 'work', isPrimary: true }], true),
        ownContact(5, [{ phoneNumber: '202 555 0108', type: 'home', isPrimary: false }]),
      ],
    });
    expect(await w.engine.command({ command: 'startContacts', contacts: [{ contactId: 3, taskId: 30 }, { contactId: 4, taskId: 40 }, { contactId: 9 }, { contactId: 5 }] })).toEqual({ ok: true });
    await w.settle();
    expect(w.engine.state()).toMatchObject({ status: 'calling', start: { listId: null }, target: { contactId: 3, listId: null, taskId: 30, contactName: 'Task Contact3' } });
    expect(w.commands[0]).toEqual({ command: 'dial', number: '+12025550107', contactId: 3, context: { source: 'PowerDialer', targetPhoneType: 'Phone' } });
    w.endCall(false, 486);
    await w.settle();
    const save = w.calls.find((c) => c.startsWith('saveCallInfo'));
    expect(save).toContain('"taskId":30');
    expect(save).toContain('"result":"Busy"');
    // 4 opted out (never dialled), 9 gone: passed by; 5 dialled from its only phone.
    expect(w.engine.state()).toMatchObject({ status: 'calling', target: { contactId: 5, taskId: null }, skipped: [{ contactId: 4, status: 'not contacted dnc skipped' }] });
    expect(w.commands.filter((c) => c.command === 'dial').map((c) => (c.command === 'dial' ? c.number : ''))).toEqual(['+12025550107', '+12025550108']);
    w.endCall(true);
    await w.settle();
    expect(w.engine.state()).toMatchObject({ status: 'ended', notice: { code: 'LIST_DONE' } });
    expect(w.calls.filter((c) => /^list/.test(c))).toEqual([]);
  });

  it('"Dial selected" passes by a contact outside 8 am - 9 pm in its zone (engine clock), saying why; the guard off dials it', async () => {
    // The fake clock reads 1970-01-01 00:16 UTC: 00:16 UTC (outside), 19:16 the evening before in New York (inside).
    const contacts = () => [
      ownContact(3, [{ phoneNumber: '(202) 555-0107', type: 'work', isPrimary: true }], false, 'UTC'),
      ownContact(5, [{ phoneNumber: '(202) 555-0108', type: 'work', isPrimary: true }]),
    ];
    const w = world({ queue: [], contacts: contacts() });
    await w.engine.command({ command: 'startContacts', contacts: [{ contactId: 3, taskId: 30 }, { contactId: 5 }] });
    await w.settle();
    expect(w.engine.state()).toMatchObject({
      status: 'calling',
      target: { contactId: 5 },
      skipped: [{ contactId: 3, status: 'not contacted schedule skipped' }],
      notice: { code: 'OUTSIDE_CALLING_HOURS', text: 'Task Contact3 was not called: it is 00:16 in UTC, outside calling hours (8 am to 9 pm).' },
    });
    expect(w.commands.filter((c) => c.command === 'dial')).toHaveLength(1);

    const off = world({ queue: [], contacts: contacts(), callingHoursGuard: false });
    await off.engine.command({ command: 'startContacts', contacts: [{ contactId: 3 }, { contactId: 5 }] });
    await off.settle();
    expect(off.engine.state()).toMatchObject({ status: 'calling', target: { contactId: 3 }, skipped: [] });
  });

  it('"Dial selected" answers DIALER_BUSY while a run goes on', async () => {
    const w = world({ queue: [action(1, '+12025550100')] });
    await w.engine.command({ command: 'start', start: { listId: 7 } });
    await w.settle();
    expect(await w.engine.command({ command: 'startContacts', contacts: [{ contactId: 3 }] })).toEqual({
      ok: false,
      code: 'DIALER_BUSY',
      reason: 'Cannot execute call because phone service is busy.',
    });
  });
});
