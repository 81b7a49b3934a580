import { describe, expect, it } from 'vitest';
import { callStateMessage, callStateReducer as reduce, initialCallState, type CallState, type CallStateEvent } from './call-state';

const run = (events: CallStateEvent[], start: CallState = initialCallState) => events.reduce(reduce, start);
const talking = () => run([{ type: 'start' }, { type: 'progress' }, { type: 'accepted' }]);

describe('call state (spec 1 section 4)', () => {
  it('shows the spec messages: idle Dial, trying Calling, error Some error occurred during the call', () => {
    expect(callStateMessage('idle')).toBe('Dial');
    expect(callStateMessage('trying')).toBe('Calling');
    expect(callStateMessage('error')).toBe('Some error occurred during the call');
    for (const name of ['ringing', 'talking', 'holdOnly', 'holdAndCall', 'terminated'] as const) expect(callStateMessage(name)).toBe(name);
  });

  it('flows trying, ringing, talking, terminated', () => {
    const names = [initialCallState];
    for (const event of [{ type: 'start' }, { type: 'progress' }, { type: 'accepted' }, { type: 'ended' }] as CallStateEvent[]) {
      names.push(reduce(names[names.length - 1]!, event));
    }
    expect(names.map((s) => s.name)).toEqual(['idle', 'trying', 'ringing', 'talking', 'terminated']);
  });

  it('answers straight from trying when the far side skips ringing', () => {
    expect(run([{ type: 'start' }, { type: 'accepted' }]).name).toBe('talking');
  });

  it('holds to holdOnly, or holdAndCall when another call exists, and unholds to talking', () => {
    expect(reduce(talking(), { type: 'hold', otherCall: false }).name).toBe('holdOnly');
    expect(reduce(talking(), { type: 'hold', otherCall: true }).name).toBe('holdAndCall');
    expect(run([{ type: 'hold', otherCall: false }, { type: 'unhold' }], talking()).name).toBe('talking');
    expect(reduce(run([{ type: 'start' }]), { type: 'hold', otherCall: false }).name).toBe('trying');
  });

  it.each([400, 404, 480, 486, 487, 499])('a failure with status %i becomes terminated', (status) => {
    const state = reduce(run([{ type: 'start' }, { type: 'progress' }]), { type: 'failed', status, now: 0 });
    expect(state).toEqual({ name: 'terminated', failureStatus: status, errorUntil: null });
  });

  it.each([null, 399, 500, 503, 603])('a failure with status %s becomes error', (status) => {
    const state = reduce(run([{ type: 'start' }]), { type: 'failed', status, now: 1000 });
    expect(state.name).toBe('error');
    expect(state.errorUntil).toBe(5000);
  });

  it('shows an error for 4 s, then returns to idle', () => {
    const error = reduce(run([{ type: 'start' }]), { type: 'failed', status: 503, now: 10_000 });
    expect(reduce(error, { type: 'tick', now: 13_999 }).name).toBe('error');
    expect(reduce(error, { type: 'tick', now: 14_000 }).name).toBe('idle');
  });

  it('ticks leave other states alone and failures after the end are ignored', () => {
    expect(reduce(talking(), { type: 'tick', now: 1e12 }).name).toBe('talking');
    const ended = reduce(talking(), { type: 'ended' });
    expect(reduce(ended, { type: 'failed', status: 500, now: 0 })).toBe(ended);
  });

  it('a new call may start after terminated; reset returns to idle', () => {
    const ended = reduce(talking(), { type: 'ended' });
    expect(reduce(ended, { type: 'start' }).name).toBe('trying');
    expect(reduce(ended, { type: 'reset' }).name).toBe('idle');
    expect(reduce(talking(), { type: 'start' }).name).toBe('talking');
  });
});
