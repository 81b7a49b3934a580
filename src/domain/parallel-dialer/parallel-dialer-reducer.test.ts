import { describe, expect, it } from 'vitest';
import { parallelDialerReducer, sessionFinished, type ParallelDialerEffect, type ParallelDialerEvent } from './parallel-dialer-reducer';
import { initialParallelDialerState, type LineContact, type ParallelDialerSettings, type ParallelDialerState } from './parallel-dialer-state';

/** An event without its time (the session's clock gives it), keeping each event's own fields. */
type EventInput = ParallelDialerEvent extends infer E ? (E extends ParallelDialerEvent ? Omit<E, 'at'> & { at?: number } : never) : never;

const contact = (id: number): LineContact => ({ listId: 7, contactId: id, phone: `+1555000000${id}`, name: `Contact ${id}` });
const SETTINGS: ParallelDialerSettings = { voiceMessageId: 11, callbackNoticeId: 12, resultForVoiceMessage: 'Left Voicemail', resultForCallbackNotice: 'Callback - HangUp', staggeredDialMs: 500 };

/** A session driven by events on a fake clock: each step keeps the effects it produced. */
class Session {
  state: ParallelDialerState;
  effects: ParallelDialerEffect[] = [];
  now = 0;
  constructor(settings: Partial<ParallelDialerSettings> = {}) {
    this.state = initialParallelDialerState({ ...SETTINGS, ...settings });
  }
  send(event: EventInput): ParallelDialerEffect[] {
    const step = parallelDialerReducer(this.state, { ...event, at: event.at ?? this.now } as ParallelDialerEvent);
    this.state = step.state;
    this.effects = step.effects;
    return step.effects;
  }
  /** Moves the clock, ticking every second like the engine. */
  wait(ms: number): ParallelDialerEffect[] {
    const out: ParallelDialerEffect[] = [];
    const until = this.now + ms;
    while (this.now < until) {
      this.now = Math.min(until, this.now + 1000);
      out.push(...this.send({ type: 'tick' }));
    }
    return out;
  }
  line(n: number) {
    return this.state.lines.find((l) => l.lineNumber === n)!;
  }
  /** Starts with `lines` lines, hands each its contact, and lets them all dial. */
  startDialing(lines: number) {
    this.send({ type: 'start', lines });
    for (let n = 1; n <= lines; n++) this.send({ type: 'contactAssigned', lineNumber: n, contact: contact(n) });
    this.wait(1000 + (lines - 1) * SETTINGS.staggeredDialMs);
    for (let n = 1; n <= lines; n++) this.send({ type: 'dialed', lineNumber: n, callId: `call-${n}` });
  }
  answer(n: number, verdict: 'human' | 'machine' | 'notSure' = 'human') {
    this.send({ type: 'progress', lineNumber: n });
    this.send({ type: 'accepted', lineNumber: n });
    return this.send({ type: 'detected', lineNumber: n, verdict, greetingEndedAt: this.now });
  }
}

describe('parallel dialer lines (spec 2 section 4)', () => {
  it('starts with every line enabled, each asking once for a contact', () => {
    const s = new Session();
    expect(s.send({ type: 'start', lines: 3 })).toEqual([1, 2, 3].map((lineNumber) => ({ type: 'requestContact', lineNumber })));
    expect(s.state.lines.map((l) => l.status)).toEqual(['enabled', 'enabled', 'enabled']);
    expect(s.wait(2000)).toEqual([]);
  });

  it('puts a line on deck with its contact and dials it, the first round staggered', () => {
    const s = new Session();
    s.send({ type: 'start', lines: 3 });
    for (const n of [1, 2, 3]) s.send({ type: 'contactAssigned', lineNumber: n, contact: contact(n) });
    expect(s.state.lines.map((l) => [l.status, l.dialAt])).toEqual([
      ['on_deck', 0],
      ['on_deck', 500],
      ['on_deck', 1000],
    ]);
    const first = s.send({ type: 'tick' });
    expect(first).toEqual([{ type: 'dial', lineNumber: 1, contact: contact(1) }]);
    expect(s.line(1).status).toBe('dialing');
    expect(s.wait(1000)).toEqual([
      { type: 'dial', lineNumber: 2, contact: contact(2) },
      { type: 'dial', lineNumber: 3, contact: contact(3) },
    ]);
  });

  it('goes dialing -> ringing on progress -> detecting when the call is accepted', () => {
    const s = new Session();
    s.startDialing(2);
    s.send({ type: 'progress', lineNumber: 1 });
    expect(s.line(1).status).toBe('ringing');
    s.send({ type: 'accepted', lineNumber: 1 });
    expect(s.line(1).status).toBe('detecting');
  });

  it('fails a line when nothing is detected within 10 s (Call Failed), then enables it after 3 s', () => {
    const s = new Session();
    s.startDialing(2);
    s.send({ type: 'accepted', lineNumber: 1 });
    expect(s.wait(9000).filter((e) => e.type !== 'dial')).toEqual([]);
    const failed = s.wait(1000);
    expect(s.line(1).status).toBe('failed');
    expect(failed).toEqual([
      { type: 'hangup', lineNumber: 1 },
      { type: 'saveResult', contact: contact(1), result: 'Call Failed', callId: 'call-1' },
    ]);
    s.wait(3000);
    expect(s.line(1).status).toBe('enabled');
  });

  it('connects the rep to the first person, within the 2-second rule', () => {
    const s = new Session();
    s.startDialing(3);
    const effects = s.answer(2);
    expect(s.line(2).status).toBe('connected');
    expect(effects).toEqual([
      { type: 'personAnswered', contact: contact(2), abandoned: false },
      { type: 'connectRep', lineNumber: 2 },
    ]);
    expect(s.state.tally).toEqual({ personAnswers: 1, abandoned: 0 });
  });

  it('counts a person connected more than 2 s after their greeting as abandoned', () => {
    const s = new Session();
    s.startDialing(2);
    s.send({ type: 'accepted', lineNumber: 1 });
    s.send({ type: 'detected', lineNumber: 1, verdict: 'human', greetingEndedAt: s.now - 2500 });
    expect(s.effects[0]).toEqual({ type: 'personAnswered', contact: contact(1), abandoned: true });
    expect(s.line(1).status).toBe('connected');
  });

  it('plays the callback notice to a second person while the rep is busy, queues them 3 s after it, and calls them back alone when no line is busy', () => {
    const s = new Session();
    s.startDialing(2);
    s.answer(1);
    const second = s.answer(2);
    expect(s.line(2).status).toBe('callback_notice');
    expect(second).toEqual([
      { type: 'personAnswered', contact: contact(2), abandoned: true },
      { type: 'play', lineNumber: 2, messageId: 12, kind: 'callbackNotice' },
    ]);
    s.wait(4000);
    expect(s.line(2).status).toBe('callback_notice');
    const ended = s.send({ type: 'messageEnded', lineNumber: 2 });
    expect(ended).toEqual([
      { type: 'hangup', lineNumber: 2 },
      { type: 'saveResult', contact: contact(2), result: 'Callback - HangUp', callId: 'call-2' },
    ]);
    s.wait(3000);
    expect(s.line(2).status).toBe('queued');
    expect(s.state.queue).toEqual([contact(2)]);
    // The rep's call ends: no line is busy any more, the queued person is dialled alone.
    s.send({ type: 'callEnded', lineNumber: 1, cause: 'remoteHangup' });
    expect(s.effects).toEqual([{ type: 'dialSingle', contact: contact(2) }]);
    expect(s.state.singleCall).toEqual(contact(2));
    expect(s.state.queue).toEqual([]);
    // Nothing else dials while the rep is on that call.
    expect(s.wait(5000).filter((e) => e.type === 'requestContact' || e.type === 'dial')).toEqual([]);
    s.send({ type: 'singleCallEnded' });
    expect(s.effects.map((e) => e.type)).toEqual(['requestContact', 'requestContact']);
  });

  it('hangs up a second person with Callback - HangUp and queues them at once when there is no notice', () => {
    const s = new Session({ callbackNoticeId: null });
    s.startDialing(2);
    s.answer(1);
    const effects = s.answer(2);
    expect(s.line(2).status).toBe('queued');
    expect(effects).toEqual([
      { type: 'personAnswered', contact: contact(2), abandoned: true },
      { type: 'hangup', lineNumber: 2 },
      { type: 'saveResult', contact: contact(2), result: 'Callback - HangUp', callId: 'call-2' },
    ]);
    expect(s.state.queue).toEqual([contact(2)]);
  });

  it('leaves the voice message on a machine and hangs up when it ends, writing its result', () => {
    const s = new Session();
    s.startDialing(2);
    expect(s.answer(1, 'machine')).toEqual([{ type: 'play', lineNumber: 1, messageId: 11, kind: 'voiceMessage' }]);
    expect(s.line(1).status).toBe('leaving_voicemail');
    // A message longer than 10 s still plays to its end.
    s.wait(12_000);
    expect(s.line(1).status).toBe('leaving_voicemail');
    expect(s.send({ type: 'messageEnded', lineNumber: 1 })).toEqual([
      { type: 'hangup', lineNumber: 1 },
      { type: 'saveResult', contact: contact(1), result: 'Left Voicemail', callId: 'call-1' },
    ]);
    expect(s.line(1).status).toBe('hangup');
  });

  it('hangs up on a machine with No Answer when there is no voice message', () => {
    const s = new Session({ voiceMessageId: null });
    s.startDialing(2);
    expect(s.answer(1, 'machine')).toEqual([
      { type: 'hangup', lineNumber: 1 },
      { type: 'saveResult', contact: contact(1), result: 'No Answer', callId: 'call-1' },
    ]);
    expect(s.line(1).status).toBe('hangup');
  });

  it('takes a not-sure line for a person', () => {
    const s = new Session();
    s.startDialing(2);
    s.answer(1, 'notSure');
    expect(s.line(1).status).toBe('connected');
  });

  it('writes busy, no answer and failed calls, failed lines as failed, and asks for the next contact 3 s later', () => {
    const s = new Session();
    s.startDialing(3);
    s.send({ type: 'callEnded', lineNumber: 1, cause: 'busy' });
    expect(s.effects).toEqual([{ type: 'saveResult', contact: contact(1), result: 'Busy', callId: 'call-1' }]);
    s.send({ type: 'progress', lineNumber: 2 });
    s.send({ type: 'callEnded', lineNumber: 2, cause: 'noAnswer' });
    expect(s.effects).toEqual([{ type: 'saveResult', contact: contact(2), result: 'No Answer', callId: 'call-2' }]);
    s.send({ type: 'callEnded', lineNumber: 3, cause: 'failed' });
    expect(s.line(3).status).toBe('failed');
    expect(s.effects).toEqual([{ type: 'saveResult', contact: contact(3), result: 'Call Failed', callId: 'call-3' }]);
    expect(s.line(1).status).toBe('hangup');
    const reset = s.wait(3000);
    expect(s.state.lines.map((l) => l.status)).toEqual(['enabled', 'enabled', 'enabled']);
    expect(reset.filter((e) => e.type === 'requestContact')).toHaveLength(3);
    // The next contact dials 3 s after it arrives.
    s.send({ type: 'contactAssigned', lineNumber: 1, contact: contact(4) });
    expect(s.line(1).dialAt).toBe(s.now + 3000);
  });

  it('pauses (no new dials, the server told), resumes after the queue resume delay', () => {
    const s = new Session();
    s.send({ type: 'start', lines: 2 });
    expect(s.send({ type: 'pause' })).toEqual([{ type: 'sessionStatus', status: 'paused' }]);
    s.send({ type: 'contactAssigned', lineNumber: 1, contact: contact(1) });
    expect(s.wait(5000)).toEqual([]);
    expect(s.send({ type: 'resume' })).toEqual([{ type: 'sessionStatus', status: 'resumed' }]);
    expect(s.line(1).dialAt).toBe(s.now + 3000);
    expect(s.wait(3000).filter((e) => e.type === 'dial')).toHaveLength(1);
  });

  it('is paused by an incoming call; its end resumes it and calls a queued person back', () => {
    const s = new Session({ callbackNoticeId: null });
    s.startDialing(2);
    s.answer(1);
    s.answer(2);
    expect(s.state.queue).toEqual([contact(2)]);
    s.send({ type: 'callEnded', lineNumber: 1, cause: 'remoteHangup' });
    // The queued person is called at once (no line busy): end that call first, queue another.
    s.send({ type: 'singleCallEnded' });
    s.state = { ...s.state, queue: [contact(5)] };
    expect(s.send({ type: 'incomingCall' })).toEqual([{ type: 'sessionStatus', status: 'paused' }]);
    expect(s.wait(4000).filter((e) => e.type === 'dialSingle' || e.type === 'requestContact')).toEqual([]);
    expect(s.send({ type: 'incomingCallEnded' })).toEqual([
      { type: 'sessionStatus', status: 'resumed' },
      { type: 'dialSingle', contact: contact(5) },
    ]);
  });

  it("an incoming call during the rep's own pause neither pauses nor resumes the session on the server", () => {
    const s = new Session();
    s.startDialing(1);
    expect(s.send({ type: 'pause' })).toEqual([{ type: 'sessionStatus', status: 'paused' }]);
    expect(s.send({ type: 'incomingCall' })).toEqual([]);
    expect(s.send({ type: 'incomingCallEnded' })).toEqual([]);
    expect(s.state.paused).toBe(true);
  });

  it('lets the first round dial only what the guard allows at the start', () => {
    const s = new Session();
    const asked = s.send({ type: 'start', lines: 3, allowedLines: 1 }).filter((e) => e.type === 'requestContact');
    expect(asked).toEqual([{ type: 'requestContact', lineNumber: 1 }]);
    expect(s.state.allowedLines).toBe(1);
  });

  it('asks for no more than the allowed lines (the abandonment guard)', () => {
    const s = new Session();
    s.send({ type: 'start', lines: 4 });
    s.send({ type: 'allowedLines', lines: 2 });
    for (const n of [1, 2, 3, 4]) s.send({ type: 'contactAssigned', lineNumber: n, contact: contact(n) });
    s.wait(3000);
    for (const n of [1, 2, 3, 4]) s.send({ type: 'callEnded', lineNumber: n, cause: 'busy' });
    const asked = s.wait(3000).filter((e) => e.type === 'requestContact');
    expect(asked).toHaveLength(2);
  });

  it('stops asking when the server has no contact left, and finishes once ended with every line enabled', () => {
    const s = new Session();
    s.send({ type: 'start', lines: 2 });
    s.send({ type: 'contactAssigned', lineNumber: 1, contact: null });
    expect(s.state.noMoreContacts).toBe(true);
    s.send({ type: 'contactAssigned', lineNumber: 2, contact: contact(2) });
    s.wait(3000);
    s.send({ type: 'callEnded', lineNumber: 2, cause: 'busy' });
    expect(s.wait(4000).filter((e) => e.type === 'requestContact')).toEqual([]);
    expect(sessionFinished(s.state)).toBe(false);
    expect(s.send({ type: 'end' })).toEqual([{ type: 'sessionStatus', status: 'ended' }]);
    expect(sessionFinished(s.state)).toBe(true);
  });
});
