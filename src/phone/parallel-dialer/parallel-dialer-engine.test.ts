import { describe, expect, it } from 'vitest';
import type { ApiClient } from '../../contract/api';
import { ApiCallError } from '../../contract/api-call-error';
import { AMD_DEFAULTS } from '../../domain/parallel-dialer/answering-machine';
import type { AdoptedCall } from '../phone-controller';
import type { PhoneClock } from '../phone-clock';
import type { PhoneState } from '../phone-state';
import { signedOutPhoneState } from '../phone-state';
import { createParallelDialerEngine, type ParallelLines } from './parallel-dialer-engine';
import type { ParallelDialerView } from './parallel-dialer-wire';

/**
 * The engine's glue with fakes around it: a clock the test moves, an API that answers as the server
 * does and records what it was asked, and lines whose far side the test speaks (20 ms frame levels).
 */
function harness(options: { pacedLines?: number; contacts?: number; relayBusyOnce?: boolean } = {}) {
  let relayFailed = false;
  let now = 1_000_000;
  let timers: Array<{ at: number; fn: () => void; id: number }> = [];
  let seq = 0;
  const clock: PhoneClock = {
    now: () => now,
    setTimeout: (fn, ms) => {
      const id = ++seq;
      timers.push({ at: now + ms, fn, id });
      return id;
    },
    clearTimeout: (id) => {
      timers = timers.filter((t) => t.id !== id);
    },
  };
  const flush = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
  async function advance(ms: number) {
    const until = now + ms;
    for (;;) {
      timers.sort((a, b) => a.at - b.at);
      const next = timers[0];
      if (!next || next.at > until) break;
      timers.shift();
      now = next.at;
      next.fn();
      await flush();
    }
    now = until;
    await flush();
  }

  const asked: Array<{ key: string; input: unknown }> = [];
  let nextContact = 0;
  const total = options.contacts ?? 2;
  const action = (n: number) => ({
    listId: 9,
    contactId: 100 + n,
    playbookId: null,
    playbookStepId: null,
    contact: { name: `Person ${n}` },
    jobInfo: { list: { name: 'Spring list', playbook: null, defaultProjectName: null, defaultCallResult: null } },
    phone: { number: `+1202555010${n}`, targetPhoneType: 'work', error: null },
  });
  const replies: Record<string, (input: unknown) => unknown> = {
    createParallelSession: () => ({
      session: {
        id: 77,
        listId: 9,
        playbookStepId: null,
        assignedLines: 2,
        status: 'active',
        callerNumber: '+1555',
        voiceMessageId: 5,
        callbackNoticeId: 6,
        callResultForVoiceMessage: 'Left Voicemail',
        callResultForCallbackNotice: 'Left Voicemail',
        staggeredDialLength: 500,
        createdAt: '',
      },
    }),
    getList: () => ({ list: { name: 'Spring list' } }),
    parallelDialerSettings: () => ({ tenant: { answeringMachineDetection: AMD_DEFAULTS } }),
    listAbandonment: () => ({ personAnswers: 400, abandoned: 0, ratePercent: 0, limitPercent: 3, pacedLines: options.pacedLines ?? 2 }),
    parallelSessionNext: () => ({ action: nextContact < total ? action(++nextContact) : null, skipped: [] }),
    saveVoiceMessage: () => {
      if (options.relayBusyOnce && !relayFailed) {
        relayFailed = true;
        throw new ApiCallError(503, 'The media relay did not answer; try again.');
      }
      return { callId: 'x', mediaId: 5, name: 'Drop', playedMs: 3000 };
    },
    activeParallelSession: () => ({ session: null }),
  };
  const api = {
    call: async (key: string, input: unknown) => {
      asked.push({ key, input });
      return replies[key]?.(input) ?? {};
    },
  } as unknown as ApiClient;

  const listeners = new Map<string, (frame: { level: number; samples: Float32Array; sampleRate: number }) => void>();
  const dialled: string[] = [];
  /** The number each line presented (spec 3 caller id: the session's caller number). */
  const presented: (string | null | undefined)[] = [];
  const hungUp: string[] = [];
  const handed: AdoptedCall[] = [];
  const greetings: number[] = [];
  const lines: ParallelLines = {
    dial: async (id, _target, _contactId, callerId) => {
      dialled.push(id);
      presented.push(callerId);
      return `sip-${id}`;
    },
    hangup: async (id) => void hungUp.push(id),
    listen: async (id, onFrame) => {
      listeners.set(id, onFrame);
      return () => listeners.delete(id);
    },
    handToRep: (call, greeting) => {
      handed.push(call);
      greetings.push(greeting.length);
    },
  };
  let phoneState: PhoneState = { ...signedOutPhoneState(), registration: 'registered' };
  const phoneListeners = new Set<(s: PhoneState) => void>();
  const views: ParallelDialerView[] = [];
  const engine = createParallelDialerEngine({
    phone: { state: () => phoneState, subscribe: (l) => (phoneListeners.add(l), () => phoneListeners.delete(l)), execute: async () => ({ ok: true }) },
    lines: () => lines,
    clock,
    logger: { info() {}, warn() {} },
    broadcast: (view) => views.push(view),
  });
  engine.connect(api);
  /** The far side of a line speaks: `ms` of frames at `level`. */
  const speak = (id: string, ms: number, level: number) => {
    for (let t = 0; t < ms; t += 20) listeners.get(id)?.({ level, samples: new Float32Array(960), sampleRate: 48_000 });
  };
  const view = () => views[views.length - 1]!;
  return { engine, asked, dialled, presented, hungUp, handed, greetings, speak, advance, flush, view, setPhone: (s: PhoneState) => ((phoneState = s), phoneListeners.forEach((l) => l(s))) };
}

const start = { listId: 9, lines: 2, callerNumber: '+1555', voiceMessageId: 5, callbackNoticeId: 6, resultForVoiceMessage: 'Left Voicemail', resultForCallbackNotice: 'Left Voicemail' };

describe('the parallel dialer engine', () => {
  it('hands a person to the rep with the call context, and leaves the voice message on a machine after its beep', async () => {
    const h = harness();
    expect(await h.engine.command({ command: 'start', start })).toEqual({ ok: true });
    await h.flush();
    expect(h.asked.filter((a) => a.key === 'parallelSessionNext')).toHaveLength(2);
    // Staggered: line 1 dials at the first tick, line 2 half a second later (the next tick).
    await h.advance(2000);
    expect(h.dialled).toHaveLength(2);
    // Each line presents the session's caller number.
    expect(h.presented).toEqual(['+1555', '+1555']);
    const [person, machine] = h.dialled as [string, string];

    h.engine.lineEvents.accepted(person);
    await h.flush();
    // "Hello?" (600 ms) then silence: a person, decided 800 ms after the greeting.
    h.speak(person, 200, 0);
    h.speak(person, 600, 3000);
    h.speak(person, 800, 0);
    await h.flush();
    expect(h.handed).toHaveLength(1);
    expect(h.handed[0]).toMatchObject({
      id: person,
      callId: `sip-${person}`,
      contactId: 101,
      number: '+12025550101',
      context: { source: 'ParallelDialer', listId: 9, personAnswered: true, abandoned: false },
    });
    expect(h.view().lines[0]!.status).toBe('connected');
    // The rep hears the greeting they missed: its 600 ms with 100 ms either side (the silence after it left out).
    expect(h.greetings).toEqual([40]);

    h.engine.lineEvents.accepted(machine);
    await h.flush();
    // A long greeting: a machine; the message waits for the greeting's end and the beep.
    h.speak(machine, 1600, 3000);
    await h.flush();
    expect(h.view().lines[1]!.status).toBe('leaving_voicemail');
    expect(h.asked.some((a) => a.key === 'saveVoiceMessage')).toBe(false);
    h.speak(machine, 2000, 3000);
    h.speak(machine, 400, 9000);
    h.speak(machine, 1000, 0);
    await h.flush();
    expect(h.asked.filter((a) => a.key === 'saveVoiceMessage').map((a) => a.input)).toEqual([{ params: { callId: `sip-${machine}` }, body: { mediaId: 5 } }]);
    // It plays 3 s, then the line hangs up and the result is written to the activity log and the list.
    await h.advance(3400);
    expect(h.hungUp).toContain(machine);
    const saved = h.asked.find((a) => a.key === 'saveCallInfo')?.input as { body: { result: string; callId: string; context: { source: string } } };
    expect(saved.body).toMatchObject({ result: 'Left Voicemail', callId: `sip-${machine}`, context: { source: 'ParallelDialer' } });
    expect(h.asked.find((a) => a.key === 'listPlayResult')?.input).toMatchObject({ params: { listId: 9, contactId: 102 }, body: { result: 'Left Voicemail', callId: `sip-${machine}` } });
  });

  it('asks the server once more when the relay did not start a message, so the machine still gets it', async () => {
    const h = harness({ relayBusyOnce: true });
    await h.engine.command({ command: 'start', start });
    await h.flush();
    await h.advance(2000);
    const machine = h.dialled[1]!;
    h.engine.lineEvents.accepted(machine);
    await h.flush();
    h.speak(machine, 1600, 3000);
    h.speak(machine, 1000, 0);
    await h.flush();
    await h.advance(600);
    expect(h.asked.filter((a) => a.key === 'saveVoiceMessage')).toHaveLength(2);
    // It played (3 s): the line is still up until it has.
    expect(h.hungUp).not.toContain(machine);
    await h.advance(3400);
    expect(h.hungUp).toContain(machine);
  });

  it('dials no more lines than the guard allows, refuses a second start, and ends with its holds released', async () => {
    const h = harness({ pacedLines: 1, contacts: 1 });
    await h.engine.command({ command: 'start', start });
    await h.flush();
    expect(h.view().allowedLines).toBe(1);
    expect(h.asked.filter((a) => a.key === 'parallelSessionNext')).toHaveLength(1);
    expect(await h.engine.command({ command: 'start', start })).toEqual({ ok: false, reason: 'There is an active parallel dialer session in progress.' });
    await h.advance(1000);
    const [line] = h.dialled as [string];
    // Busy: the result, and no contact left: the session ends by itself and releases its holds.
    h.engine.lineEvents.ended(line, 486);
    await h.advance(4000);
    expect(h.asked.find((a) => a.key === 'listPlayResult')?.input).toMatchObject({ body: { result: 'Busy' } });
    expect(h.view().phase).toBe('ended');
    expect(h.asked.find((a) => a.key === 'updateParallelSessionStatus')?.input).toEqual({ params: { id: 77, status: 'ended' } });
    expect(h.asked.some((a) => a.key === 'listPlayFinish')).toBe(true);
  });
});
