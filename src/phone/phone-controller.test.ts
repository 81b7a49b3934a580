import { describe, expect, it } from 'vitest';
import { callInfoFor } from './auto-save-call';
import type { CallTransport, OutgoingCall, TransportEvents } from './call-transport';
import type { PhoneClock } from './phone-clock';
import { createPhoneController } from './phone-controller';
import type { AutomaticRecording } from '../domain/phone/automatic-recording';
import { phoneState } from './phone-state';

/** A transport that records what the engine asked and lets the test play the far side. */
function loopTransport() {
  const asked: string[] = [];
  let events: TransportEvents | null = null;
  const transport: CallTransport = {
    kind: 'soft',
    async start(e) {
      events = e;
      e.registration('registered');
    },
    async stop() {},
    async dial(id: string, call: OutgoingCall) {
      asked.push(`dial ${id} ${call.target}${call.callerId ? ` from ${call.callerId}` : ''}`);
      return `sip-${id}`;
    },
    answer: async (id) => void asked.push(`answer ${id}`),
    decline: async (id) => void asked.push(`decline ${id}`),
    hangup: async (id) => void asked.push(`hangup ${id}`),
    hold: async (id, on) => void asked.push(`hold ${id} ${on}`),
    mute: async (id, on) => void asked.push(`mute ${id} ${on}`),
    dtmf: async (id, digits) => void asked.push(`dtmf ${id} ${digits}`),
    join: async (ids) => void asked.push(`join ${ids.join(',')}`),
    record: async (id, on) => void asked.push(`record ${id} ${on}`),
    leaveMessage: async (id, mediaId) => void asked.push(`leaveMessage ${id} ${mediaId}`),
    transfer: async (id, target) => void asked.push(`transfer ${id} ${target}`),
    transferToCall: async (id, otherId) => {
      asked.push(`transferToCall ${id} ${otherId}`);
      if (otherId === 'c3') throw new Error('transfer failed: 486');
    },
    reregister: async () => void asked.push('reregister'),
  };
  return { transport, asked, far: () => events! };
}

function fakeClock() {
  let now = 1_000_000;
  const timers: Array<{ at: number; fn: () => void }> = [];
  const clock: PhoneClock = { now: () => now, setTimeout: (fn, ms) => timers.push({ at: now + ms, fn }), clearTimeout: () => {} };
  const advance = (ms: number) => {
    now += ms;
    for (const t of timers.splice(0).sort((a, b) => a.at - b.at)) {
      if (t.at <= now) t.fn();
      else timers.push(t);
    }
  };
  return { clock, advance };
}

async function setup(limits = { simultaneous: 2, outbound: 2 }, recording: { recordingEnabled?: boolean; automaticRecording?: AutomaticRecording } = {}) {
  const { transport, asked, far } = loopTransport();
  const { clock, advance } = fakeClock();
  let n = 0;
  const engine = createPhoneController({
    transport,
    clock,
    logger: { info() {}, warn() {} },
    settings: {
      dialingPlanCountry: 'US',
      limits,
      recordingEnabled: recording.recordingEnabled ?? true,
      carrier: 'Simulated carrier',
      ...(recording.automaticRecording ? { automaticRecording: recording.automaticRecording } : {}),
    },
    newId: () => `c${++n}`,
  });
  await engine.start();
  return { engine, asked, far, advance };
}

describe('phone engine rules', () => {
  it('registers and dials a cleaned number through the transport', async () => {
    const { engine, asked, far } = await setup();
    expect(engine.getState().registration).toBe('registered');
    await engine.execute({ command: 'dial', number: '(202) 555-0100' });
    expect(asked).toEqual(['dial c1 +12025550100']);
    expect(engine.getState().display.dial.type).toBe('trying');
    expect(engine.getState().calls[0]).toMatchObject({ id: 'c1', callId: 'sip-c1', message: 'Calling' });
    far().progress('c1');
    far().accepted('c1');
    expect(engine.getState().display.dial.type).toBe('talking');
  });

  it('reads typed numbers with the dialing plan of my profile once it changes (spec 3 user dialingPlan)', async () => {
    const { engine, asked } = await setup();
    await engine.execute({ command: 'dialingPlan', country: 'GB' });
    await engine.execute({ command: 'dial', number: '020 7946 0018' });
    expect(asked).toEqual(['dial c1 +442079460018']);
  });

  it('presents the caller id it was given, and the new one after a callerId command (spec 3 caller id)', async () => {
    const { engine, asked } = await setup();
    await engine.execute({ command: 'callerId', number: '+12025550111' });
    await engine.execute({ command: 'dial', number: '2025550100' });
    expect(asked).toEqual(['dial c1 +12025550100 from +12025550111']);
  });

  it('a call placed with a call context (power dialer) keeps it, and its saved call carries it', async () => {
    const { engine, far } = await setup();
    const context = { source: 'PowerDialer', listId: 7, listName: 'Q4 calls', stepId: 12, targetPhoneType: 'Phone' };
    await engine.execute({ command: 'dial', number: '2025550100', contactId: 21, context });
    expect(engine.getState().calls[0]).toMatchObject({ contactId: 21, context });
    far().ended('c1', 486);
    const [ended] = engine.getState().ended;
    expect(ended?.context).toEqual(context);
    expect(callInfoFor(ended!)).toMatchObject({ callId: 'sip-c1', contactId: 21, result: 'Busy', context });
  });

  it('refuses an emergency number and shows the warning for 5000 ms', async () => {
    const { engine, asked, advance } = await setup();
    await engine.execute({ command: 'dial', number: '911' });
    expect(asked).toEqual([]);
    expect(engine.getState().emergencyUntil).toBe(1_005_000);
    advance(5000);
    expect(engine.getState().emergencyUntil).toBeNull();
  });

  it('ignores an empty number', async () => {
    const { engine, asked } = await setup();
    await engine.execute({ command: 'dial', number: ' ' });
    expect(asked).toEqual([]);
    expect(engine.getState().calls).toEqual([]);
  });

  it('a busy (486) call is terminated; a 503 is an error shown 4 s then idle', async () => {
    const { engine, far, advance } = await setup();
    await engine.execute({ command: 'dial', number: '2025550107' });
    far().ended('c1', 486);
    expect(engine.getState().ended[0]).toMatchObject({ state: 'terminated', failureStatus: 486 });
    await engine.execute({ command: 'dial', number: '2025550109' });
    far().ended('c2', 503);
    expect(engine.getState().ended[0]).toMatchObject({ state: 'error', message: 'Some error occurred during the call' });
    advance(3999);
    expect(engine.getState().ended[0]?.state).toBe('error');
    advance(1);
    expect(engine.getState().ended[0]).toMatchObject({ state: 'idle', message: 'Dial' });
  });

  it('dialing while talking holds the first call; join needs two calls and mixes them', async () => {
    const { engine, asked, far } = await setup();
    await engine.execute({ command: 'join' });
    expect(engine.getState().notice?.text).toBe('Need at least 2 calls to join');
    await engine.execute({ command: 'dial', number: '2025550100' });
    far().accepted('c1');
    await engine.execute({ command: 'dial', number: '2025550101' });
    expect(asked).toContain('hold c1 true');
    expect(engine.getState().display.call.waiting?.id).toBe('c1');
    far().accepted('c2');
    await engine.execute({ command: 'join' });
    expect(asked).toContain('join c1,c2');
    expect(engine.getState().display.call.active?.conference).toBe(true);
    expect(engine.getState().calls.every((c) => c.conference && !c.onHold)).toBe(true);
  });

  it('refuses a third call at the simultaneous limit', async () => {
    const { engine, far } = await setup();
    await engine.execute({ command: 'dial', number: '2025550100' });
    far().accepted('c1');
    await engine.execute({ command: 'dial', number: '2025550101' });
    far().accepted('c2');
    await engine.execute({ command: 'dial', number: '2025550102' });
    expect(engine.getState().calls).toHaveLength(2);
    expect(engine.getState().notice?.text).toBe('Maximum number of calls reached');
  });

  it('rejects an incoming call while another is ringing, and puts the active call on hold on answer', async () => {
    const { engine, asked, far } = await setup({ simultaneous: 3, outbound: 2 });
    await engine.execute({ command: 'dial', number: '2025550100' });
    far().accepted('c1');
    expect(far().incoming({ id: 'in1', number: '+15550123', displayName: null })).toBe(true);
    expect(far().incoming({ id: 'in2', number: '+15550124', displayName: null })).toBe(false);
    const state = engine.getState();
    expect(state.display.call.active?.id).toBe('in1');
    expect(state.display.call.waiting).toMatchObject({ id: 'c1', onHold: true, onMute: true });
    expect(state.calls.find((c) => c.id === 'in1')?.callType).toBe('incoming');
    await engine.execute({ command: 'answer', callId: 'in1' });
    expect(asked).toContain('hold c1 true');
    expect(asked).toContain('answer in1');
  });

  it('records an outbound call from its answer when the tenant records outbound calls (spec 3), and shows it as recording', async () => {
    const { engine, asked, far } = await setup(undefined, { automaticRecording: { outboundEnabled: true, inboundEnabled: false } });
    await engine.execute({ command: 'dial', number: '+15550100' });
    far().accepted('c1');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(asked).toContain('record c1 true');
    expect(engine.getState().calls[0]).toMatchObject({ recording: true });
    expect(engine.getState().display.record.active).toBe(true);
  });

  it('records no outbound call from its answer to a number under the recording filters (spec 3 outboundFilters)', async () => {
    const { engine, asked, far } = await setup(undefined, { automaticRecording: { outboundEnabled: true, inboundEnabled: false, outboundFilters: ['+1555'] } });
    await engine.execute({ command: 'dial', number: '+15550100' });
    far().accepted('c1');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(asked.filter((a) => a.startsWith('record'))).toEqual([]);
    expect(engine.getState().calls[0]).toMatchObject({ recording: false });
  });

  it('records no inbound call from its answer unless the tenant records inbound calls; without on-demand recording the button stays hidden', async () => {
    const { engine, asked, far } = await setup(undefined, { recordingEnabled: false, automaticRecording: { outboundEnabled: true, inboundEnabled: false } });
    far().incoming({ id: 'in1', number: '+15550123', displayName: null });
    await engine.execute({ command: 'answer', callId: 'in1' });
    far().accepted('in1');
    expect(engine.getState().display.dial.type).toBe('talking');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(asked.filter((a) => a.startsWith('record'))).toEqual([]);
    expect(engine.getState().display.record).toMatchObject({ enabled: false, active: false });
  });

  it('transfers the active call while talking, to a colleague or a cleaned number; a bad target says so', async () => {
    const { engine, asked, far } = await setup();
    await engine.execute({ command: 'transfer', target: 'rep-2' });
    expect(asked).toEqual([]);
    await engine.execute({ command: 'dial', number: '+15550100' });
    far().accepted('c1');
    await engine.execute({ command: 'transfer', target: 'sam.seller' });
    await engine.execute({ command: 'transfer', target: '(303) 555-0111' });
    expect(asked.slice(1)).toEqual(['transfer c1 sam.seller', 'transfer c1 +13035550111']);
    await engine.execute({ command: 'transfer', target: '12' });
    expect(engine.getState().notice?.text).toBe('Transfer to a colleague or a valid number');
    expect(asked).toHaveLength(3);
  });

  it('completes an attended transfer only with a held caller and an answered consult call; a failed one says so and keeps both', async () => {
    const { engine, asked, far } = await setup({ simultaneous: 3, outbound: 3 });
    await engine.execute({ command: 'completeTransfer' });
    await engine.execute({ command: 'dial', number: '+15550100' });
    far().accepted('c1');
    await engine.execute({ command: 'completeTransfer' });
    expect(asked.filter((a) => a.startsWith('transferToCall'))).toEqual([]);
    // Consult: the colleague is called while the caller waits on hold.
    await engine.execute({ command: 'dial', number: 'sam.seller' });
    expect(asked).toContain('hold c1 true');
    await engine.execute({ command: 'completeTransfer' });
    expect(asked.filter((a) => a.startsWith('transferToCall'))).toEqual([]);
    far().accepted('c2');
    await engine.execute({ command: 'completeTransfer' });
    expect(asked).toContain('transferToCall c1 c2');
    expect(engine.getState().notice).toBeNull();
    // The transport ends both calls once they are through.
    far().ended('c2', null);
    far().ended('c1', null);
    expect(engine.getState().calls).toEqual([]);
    expect(engine.getState().ended.map((c) => c.id)).toEqual(['c1', 'c2']);

    await engine.execute({ command: 'dial', number: '+15550101' });
    far().accepted('c3');
    await engine.execute({ command: 'dial', number: '+15550102' });
    far().accepted('c4');
    await engine.execute({ command: 'continueWaiting' });
    await engine.execute({ command: 'completeTransfer' });
    expect(asked).toContain('transferToCall c4 c3');
    expect(engine.getState().notice?.text).toBe('The call could not be transferred');
    expect(
      engine
        .getState()
        .calls.map((c) => c.id)
        .sort(),
    ).toEqual(['c3', 'c4']);
  });

  it('a call replaced by an attended transfer goes on with the new party: their number and call id, no contact, not recording', async () => {
    const { engine, far } = await setup();
    far().incoming({ id: 'in-1', number: 'rep-1', displayName: 'Rep One' });
    await engine.execute({ command: 'answer', callId: 'in-1' });
    far().accepted('in-1');
    await engine.execute({ command: 'record', on: true });
    far().replaced('in-1', { callId: 'in-2', number: '+15550142', displayName: null });
    const [call] = engine.getState().calls;
    expect(call).toMatchObject({ id: 'in-1', callId: 'in-2', number: '+15550142', displayName: null, contactId: null, recording: false, state: 'talking' });
    expect(engine.getState().display.call.active?.number).toBe('+15550142');
    expect(engine.getState().display.record.active).toBe(false);
    far().replaced('gone', { callId: 'x', number: '1', displayName: null });
    expect(engine.getState().calls).toHaveLength(1);
  });

  it('holds, mutes, sends DTMF and records only while talking', async () => {
    const { engine, asked, far } = await setup();
    await engine.execute({ command: 'dial', number: '2025550100' });
    await engine.execute({ command: 'hold', on: true });
    await engine.execute({ command: 'dtmf', digits: '1' });
    expect(asked).toEqual(['dial c1 +12025550100']);
    far().accepted('c1');
    await engine.execute({ command: 'hold', on: true });
    await engine.execute({ command: 'hold', on: false });
    await engine.execute({ command: 'mute', on: true });
    await engine.execute({ command: 'dtmf', digits: '5#' });
    await engine.execute({ command: 'record', on: true });
    expect(asked.slice(1)).toEqual(['hold c1 true', 'hold c1 false', 'mute c1 true', 'dtmf c1 5#', 'record c1 true']);
    expect(engine.getState().calls[0]).toMatchObject({ isMute: true, recording: true, onHold: false });
  });

  it('keeps the ended call for its call result until dismissed', async () => {
    const { engine, far } = await setup();
    await engine.execute({ command: 'dial', number: '2025550100' });
    far().accepted('c1');
    far().ended('c1', null);
    expect(engine.getState().calls).toEqual([]);
    expect(engine.getState().display.dial.type).toBe('idle');
    expect(engine.getState().ended[0]).toMatchObject({ id: 'c1', callId: 'sip-c1', state: 'terminated' });
    await engine.execute({ command: 'dismissEnded', callId: 'c1' });
    expect(engine.getState().ended).toEqual([]);
  });

  it("adopts a parallel dialer's answered line as the active call: talking, with its context, hung up and saved like any call", async () => {
    const { engine, asked, far } = await setup();
    const context = { listId: 7, source: 'ParallelDialer', personAnswered: true, abandoned: false };
    engine.adopt({ id: 'line-1', callId: 'sip-line-1', number: '+12025550100', displayName: 'Ann Lee', contactId: 42, startedAt: 999_000, context });
    const [call] = engine.getState().calls;
    expect(call).toMatchObject({ id: 'line-1', state: 'talking', direction: 'outgoing', contactId: 42, context, callType: 'active' });
    expect(call!.answeredAt).not.toBeNull();
    expect(engine.getState().display.dial.type).toBe('talking');
    await engine.execute({ command: 'mute', on: true });
    await engine.execute({ command: 'hangup' });
    expect(asked).toEqual(['mute line-1 true', 'hangup line-1']);
    far().ended('line-1', null);
    const ended = engine.getState().ended[0]!;
    expect(callInfoFor(ended)).toMatchObject({ callId: 'sip-line-1', contactId: 42, direction: 'out', context });
  });

  it('hanging up a conference ends both calls; one far side leaving keeps the other talking', async () => {
    const { engine, asked, far } = await setup();
    await engine.execute({ command: 'dial', number: '2025550100' });
    far().accepted('c1');
    await engine.execute({ command: 'dial', number: '2025550101' });
    far().accepted('c2');
    await engine.execute({ command: 'join' });
    far().ended('c2', null);
    expect(engine.getState().display).toMatchObject({ dial: { type: 'talking' }, call: { active: { id: 'c1', conference: false } } });
    await engine.execute({ command: 'dial', number: '2025550102' });
    far().accepted('c3');
    await engine.execute({ command: 'join' });
    await engine.execute({ command: 'hangup' });
    expect(asked.filter((a) => a.startsWith('hangup'))).toEqual(['hangup c1', 'hangup c3']);
  });

  it('every state it broadcasts passes the message schema the UI checks', async () => {
    const { engine, far } = await setup();
    const seen: unknown[] = [];
    engine.subscribe((state) => seen.push(state));
    await engine.execute({ command: 'dial', number: '2025550100' });
    far().progress('c1');
    far().accepted('c1');
    far().incoming({ id: 'in1', number: '+15550123', displayName: 'Simulated carrier' });
    await engine.execute({ command: 'join' });
    far().ended('c1', 486);
    await engine.execute({ command: 'dial', number: '911' });
    expect(seen.length).toBeGreaterThan(5);
    for (const state of seen) expect(phoneState.safeParse(state).success).toBe(true);
  });
});
