import { describe, expect, it } from 'vitest';
import { dialerDisplayReducer as reduce, initialDialerDisplay, type DialerDisplay, type DialerDisplayEvent } from './dialer-display';

const run = (events: DialerDisplayEvent[], start: DialerDisplay = initialDialerDisplay(true)) => events.reduce(reduce, start);
const talking = (number = '+15550100') => run([{ type: 'trying', id: `c-${number}`, number }, { type: 'ringing' }, { type: 'talking' }]);

describe('phone dialer display (spec 1 section 4)', () => {
  it('starts idle with the label Dial and no control available', () => {
    const state = initialDialerDisplay();
    expect(state.dial).toEqual({ type: 'idle', label: 'Dial' });
    expect(state.hangUp.disabled).toBe(true);
    expect([state.mute, state.hold, state.record, state.addCall, state.joinCall, state.leaveMsg].every((c) => c.disabled)).toBe(true);
  });

  it('goes idle -> confirming -> trying -> ringing -> talking', () => {
    let state = reduce(initialDialerDisplay(), { type: 'confirm', id: 'c-+15550100', number: '+15550100' });
    expect(state.dial.type).toBe('confirming');
    state = reduce(state, { type: 'trying', id: 'c-+15550100', number: '+15550100' });
    expect(state.dial).toEqual({ type: 'trying', label: 'Calling' });
    expect(state.hangUp.disabled).toBe(false);
    state = reduce(state, { type: 'ringing' });
    expect(state.dial.type).toBe('ringing');
    state = reduce(state, { type: 'talking' });
    expect(state.dial.type).toBe('talking');
    expect(state.call.active?.number).toBe('+15550100');
  });

  it('returns from confirming to idle on cancel', () => {
    const state = run([{ type: 'confirm', id: 'c-1', number: '1' }, { type: 'cancel' }]);
    expect(state.dial.type).toBe('idle');
    expect(state.call.active).toBeNull();
  });

  it('ignores cancel outside confirming and ringing before trying', () => {
    expect(reduce(talking(), { type: 'cancel' }).dial.type).toBe('talking');
    expect(reduce(initialDialerDisplay(), { type: 'ringing' }).dial.type).toBe('idle');
    expect(reduce(initialDialerDisplay(), { type: 'talking' }).dial.type).toBe('idle');
  });

  it('returns to idle on hangup and clears the active call', () => {
    const state = reduce(talking(), { type: 'hangup' });
    expect(state.dial.type).toBe('idle');
    expect(state.call.active).toBeNull();
    expect(state.hangUp.disabled).toBe(true);
  });

  it('applies hold and mute only while talking', () => {
    const ringing = run([{ type: 'trying', id: 'c-1', number: '1' }, { type: 'ringing' }]);
    expect(ringing.hold.disabled).toBe(true);
    expect(reduce(ringing, { type: 'hold' }).call.active?.onHold).toBe(false);
    expect(reduce(ringing, { type: 'mute' }).call.active?.onMute).toBe(false);
    const held = reduce(talking(), { type: 'hold' });
    expect(held.call.active?.onHold).toBe(true);
    expect(held.hold.active).toBe(true);
    const muted = reduce(talking(), { type: 'mute' });
    expect(muted.call.active?.onMute).toBe(true);
    expect(muted.mute.active).toBe(true);
  });

  it('applies unhold and unmute only when currently held or muted', () => {
    const state = talking();
    expect(reduce(state, { type: 'unhold' })).toBe(state);
    expect(reduce(state, { type: 'unmute' })).toBe(state);
    expect(run([{ type: 'hold' }, { type: 'unhold' }], state).call.active?.onHold).toBe(false);
    expect(run([{ type: 'mute' }, { type: 'unmute' }], state).call.active?.onMute).toBe(false);
  });

  it('starts recording only while talking, when enabled and not yet active', () => {
    const ringing = run([{ type: 'trying', id: 'c-1', number: '1' }, { type: 'ringing' }]);
    expect(reduce(ringing, { type: 'recordStart' }).record.active).toBe(false);
    const disabled = run([{ type: 'trying', id: 'c-1', number: '1' }, { type: 'ringing' }, { type: 'talking' }], initialDialerDisplay(false));
    expect(disabled.record.disabled).toBe(true);
    expect(reduce(disabled, { type: 'recordStart' }).record.active).toBe(false);
    const recording = reduce(talking(), { type: 'recordStart' });
    expect(recording.record.active).toBe(true);
    expect(recording.record.disabled).toBe(true);
    expect(reduce(recording, { type: 'recordStart' })).toBe(recording);
    expect(reduce(recording, { type: 'recordStop' }).record.active).toBe(false);
  });

  it('add call moves the active call to waiting and the dialer to idle with add-call active', () => {
    const state = reduce(talking('+15550100'), { type: 'addCall' });
    expect(state.dial.type).toBe('idle');
    expect(state.call.active).toBeNull();
    expect(state.call.waiting).toMatchObject({ number: '+15550100', onHold: true });
    expect(state.addCall.active).toBe(true);
  });

  it('continue-waiting swaps the active and waiting calls', () => {
    const two = run([{ type: 'addCall' }, { type: 'trying', id: 'c-+15550200', number: '+15550200' }, { type: 'ringing' }, { type: 'talking' }], talking('+15550100'));
    expect(two.call.active?.number).toBe('+15550200');
    expect(two.call.waiting?.number).toBe('+15550100');
    expect(two.joinCall.disabled).toBe(false);
    const swapped = reduce(two, { type: 'continueWaiting' });
    expect(swapped.call.active).toMatchObject({ number: '+15550100', onHold: false, onMute: false });
    expect(swapped.call.waiting).toMatchObject({ number: '+15550200', onHold: true, onMute: true });
  });

  it('join merges both calls into a conference and disables recording and leave-message', () => {
    const two = run([{ type: 'addCall' }, { type: 'trying', id: 'c-+15550200', number: '+15550200' }, { type: 'talking' }], talking('+15550100'));
    expect(two.leaveMsg.disabled).toBe(false);
    const joined = reduce(two, { type: 'join' });
    expect(joined.call.active?.conference).toBe(true);
    expect(joined.call.waiting).toBeNull();
    expect(joined.joinCall.active).toBe(true);
    expect(joined.record.disabled).toBe(true);
    expect(joined.leaveMsg.disabled).toBe(true);
    expect(reduce(joined, { type: 'recordStart' }).record.active).toBe(false);
    expect(joined.addCall.disabled).toBe(true);
  });

  it('cannot join with a single call', () => {
    const one = talking();
    expect(reduce(one, { type: 'join' })).toBe(one);
    expect(one.joinCall.disabled).toBe(true);
  });

  it('an incoming call becomes active and the existing call goes to waiting, held and muted', () => {
    const state = reduce(talking('+15550100'), { type: 'incoming', id: 'c-+15550300', number: '+15550300' });
    expect(state.call.active).toMatchObject({ number: '+15550300', onHold: false, onMute: false });
    expect(state.call.waiting).toMatchObject({ number: '+15550100', onHold: true, onMute: true });
    expect(state.dial.type).toBe('ringing');
    expect(reduce(state, { type: 'talking' }).dial.type).toBe('talking');
  });

  it('an incoming call with no other call is simply active', () => {
    const state = reduce(initialDialerDisplay(), { type: 'incoming', id: 'c-+15550300', number: '+15550300' });
    expect(state.call.active?.number).toBe('+15550300');
    expect(state.call.waiting).toBeNull();
  });

  it('events about the other call leave the active one alone', () => {
    const two = run([{ type: 'addCall' }, { type: 'trying', id: 'b', number: '2' }], talking('1'));
    expect(reduce(two, { type: 'talking', id: 'c-1' })).toBe(two);
    expect(reduce(two, { type: 'talking', id: 'b' }).dial.type).toBe('talking');
  });

  it('the waiting call ending leaves the active call talking', () => {
    const two = run([{ type: 'addCall' }, { type: 'trying', id: 'b', number: '2' }, { type: 'talking', id: 'b' }], talking('1'));
    const state = reduce(two, { type: 'hangup', id: 'c-1' });
    expect(state.call.waiting).toBeNull();
    expect(state.call.active?.id).toBe('b');
    expect(state.dial.type).toBe('talking');
  });

  it('hanging up the active call keeps the waiting call waiting', () => {
    const two = run([{ type: 'addCall' }, { type: 'trying', id: 'b', number: '2' }, { type: 'talking', id: 'b' }], talking('1'));
    const state = reduce(two, { type: 'hangup', id: 'b' });
    expect(state.call.active).toBeNull();
    expect(state.call.waiting?.id).toBe('c-1');
    expect(reduce(state, { type: 'continueWaiting' }).dial.type).toBe('talking');
  });

  it('the other call of a conference goes on as the active call when one side hangs up', () => {
    const two = run([{ type: 'addCall' }, { type: 'trying', id: 'b', number: '2' }, { type: 'talking', id: 'b' }, { type: 'join' }], talking('1'));
    const alone = run([{ type: 'hangup' }, { type: 'restore', id: 'c-1', number: '1' }], two);
    expect(alone.dial.type).toBe('talking');
    expect(alone.call.active).toMatchObject({ id: 'c-1', conference: false });
    expect(alone.hangUp.disabled).toBe(false);
    expect(reduce(talking(), { type: 'restore', id: 'x', number: '3' }).call.active?.id).toBe('c-+15550100');
  });

  it('an attended transfer renumbers the call it replaced, active or waiting, and leaves the rest as it was', () => {
    const two = run([{ type: 'addCall' }, { type: 'trying', id: 'b', number: '2' }, { type: 'talking', id: 'b' }], talking('1'));
    const active = reduce(two, { type: 'renumber', id: 'b', number: '+15550142' });
    expect(active.call.active).toMatchObject({ id: 'b', number: '+15550142' });
    expect(active.call.waiting).toEqual(two.call.waiting);
    expect(active.dial).toEqual(two.dial);
    const waiting = reduce(two, { type: 'renumber', id: 'c-1', number: '+15550143' });
    expect(waiting.call.waiting).toMatchObject({ id: 'c-1', number: '+15550143', onHold: true });
    expect(reduce(two, { type: 'renumber', id: 'nobody', number: '9' }).call).toEqual(two.call);
  });
});
