import { SessionState, type Session } from 'sip.js';
import { describe, expect, it } from 'vitest';
import type { PhoneClock } from '../phone-clock';
import { CALLEE_RECOVERY_WAIT_MS, createCallRecovery, type RecoverableCall } from './call-recovery';

type Delegate = { onAccept(): void; onReject(response: { message: { statusCode: number } }): void };

/** A clock whose timers run when the test moves time on. */
function fakeClock() {
  let now = 0;
  const timers: { at: number; fn: () => void }[] = [];
  const clock: PhoneClock = { now: () => now, setTimeout: (fn, ms) => timers.push({ at: now + ms, fn }), clearTimeout: () => undefined };
  const advance = (ms: number) => {
    now += ms;
    for (const t of timers.filter((t) => t.at <= now)) {
      timers.splice(timers.indexOf(t), 1);
      t.fn();
    }
  };
  return { clock, advance };
}

/** A call whose session records each re-INVITE and lets the test answer it. */
function fakeCall(outgoing: boolean) {
  const invites: Delegate[] = [];
  const session = {
    state: SessionState.Established,
    sessionDescriptionHandlerOptionsReInvite: {},
    invite: (options: { requestDelegate: Delegate }) => {
      invites.push(options.requestDelegate);
      return Promise.resolve();
    },
  } as unknown as Session;
  const call: RecoverableCall = { session, sipCallId: `c-${outgoing}`, held: false, outgoing, recovering: false, recoveries: 0, recoveryLog: [] };
  return { call, invites };
}

function setUp(...calls: RecoverableCall[]) {
  const { clock, advance } = fakeClock();
  const restored: RecoverableCall[] = [];
  const recovery = createCallRecovery({ clock, logger: { info: () => undefined, warn: () => undefined }, calls: () => calls, restoreMedia: (c) => restored.push(c) });
  return { recovery, advance, restored };
}

describe('call recovery after the SIP connection drops', () => {
  it('the caller re-INVITEs as soon as it is registered again; the callee waits 3 s for it', () => {
    const caller = fakeCall(true);
    const callee = fakeCall(false);
    const { recovery, advance } = setUp(caller.call, callee.call);
    recovery.dropped();
    expect([caller.call.recovering, callee.call.recovering]).toEqual([true, true]);
    recovery.reconnected();
    expect(caller.invites).toHaveLength(1);
    expect(callee.invites).toHaveLength(0);
    advance(CALLEE_RECOVERY_WAIT_MS);
    expect(callee.invites).toHaveLength(1);
  });

  it('an accepted re-INVITE restores the media and ends recovery; the log says what happened', () => {
    const caller = fakeCall(true);
    const { recovery, restored } = setUp(caller.call);
    recovery.dropped();
    recovery.reconnected();
    caller.invites[0]?.onAccept();
    expect(caller.call.recovering).toBe(false);
    expect(caller.call.recoveries).toBe(1);
    expect(restored).toEqual([caller.call]);
    expect(caller.call.recoveryLog.map((l) => l.replace(/^\+\d+ms /, ''))).toEqual(['SIP connection dropped', 'registered again', 're-INVITE 1', 'recovered (our re-INVITE)']);
  });

  it('a refused re-INVITE is tried again when the far side may be back (480 after 1 s), not when the call is gone (481)', () => {
    const caller = fakeCall(true);
    const { recovery, advance } = setUp(caller.call);
    recovery.dropped();
    recovery.reconnected();
    caller.invites[0]?.onReject({ message: { statusCode: 480 } });
    advance(999);
    expect(caller.invites).toHaveLength(1);
    advance(1);
    expect(caller.invites).toHaveLength(2);
    caller.invites[1]?.onReject({ message: { statusCode: 481 } });
    advance(10_000);
    expect(caller.invites).toHaveLength(2);
    expect(caller.call.recoveryLog.at(-1)).toMatch(/gave up$/);
  });

  it('a call that was not established when the connection dropped is left alone', () => {
    const ringing = fakeCall(true);
    (ringing.call.session as { state: SessionState }).state = SessionState.Establishing;
    const { recovery } = setUp(ringing.call);
    recovery.dropped();
    recovery.reconnected();
    expect(ringing.call.recovering).toBe(false);
    expect(ringing.invites).toHaveLength(0);
  });

  it('traces the SIP messages of a recovering call, and nothing before a drop', () => {
    const caller = fakeCall(true);
    const { recovery } = setUp(caller.call);
    const bye = `BYE sip:x SIP/2.0\r\nCall-ID: ${caller.call.sipCallId}\r\nCSeq: 7 BYE\r\n\r\n`;
    recovery.traceSip('>', bye);
    expect(caller.call.recoveryLog).toEqual([]);
    recovery.dropped();
    recovery.traceSip('>', bye);
    expect(caller.call.recoveryLog.at(-1)).toMatch(/> BYE 7$/);
  });
});
