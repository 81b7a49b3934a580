import { describe, expect, it } from 'vitest';
import { listenableCallId, monitorStep, unsavedCallInfo } from './monitor-selection';

const base = { selectedUserId: 7, selectedCallId: null, monitoredCallId: null, ownUserId: 1 };

describe('real-time monitor selection (spec 3 section 4)', () => {
  it('starts monitoring by itself when the selected line goes on a call', () => {
    expect(monitorStep(base)).toEqual({ kind: 'none' });
    expect(monitorStep({ ...base, selectedCallId: 'c1' })).toEqual({ kind: 'start', callId: 'c1' });
  });

  it('keeps monitoring while the same call goes on, and stops when it ends or nothing is selected', () => {
    expect(monitorStep({ ...base, selectedCallId: 'c1', monitoredCallId: 'c1' })).toEqual({ kind: 'none' });
    expect(monitorStep({ ...base, monitoredCallId: 'c1' })).toEqual({ kind: 'stop', callId: 'c1' });
    expect(monitorStep({ ...base, selectedUserId: null, monitoredCallId: 'c1' })).toEqual({ kind: 'stop', callId: 'c1' });
  });

  it('selecting another line on a call stops the previous monitoring and starts the new one', () => {
    expect(monitorStep({ ...base, selectedUserId: 8, selectedCallId: 'c2', monitoredCallId: 'c1' })).toEqual({ kind: 'switch', from: 'c1', to: 'c2' });
  });

  it('never monitors one’s own call', () => {
    expect(monitorStep({ ...base, selectedUserId: 1, selectedCallId: 'own' })).toEqual({ kind: 'none' });
  });

  it('an observation or score differing from what was loaded is unsaved; an empty one is not worth saving', () => {
    expect(unsavedCallInfo(null, { callObservation: 'Good opener', callScore: null })).toBe(true);
    expect(unsavedCallInfo(null, { callObservation: null, callScore: 4 })).toBe(true);
    expect(unsavedCallInfo(null, { callObservation: '  ', callScore: null })).toBe(false);
    expect(unsavedCallInfo({ callObservation: 'Good opener', callScore: 4 }, { callObservation: 'Good opener ', callScore: 4 })).toBe(false);
    expect(unsavedCallInfo({ callObservation: 'Good opener', callScore: 4 }, { callObservation: 'Good opener', callScore: 5 })).toBe(true);
  });

  it('a call is listened to once answered, not while it rings', () => {
    expect(listenableCallId({ callId: 'c1', callStatus: 'ringing' })).toBeNull();
    expect(listenableCallId({ callId: 'c1', callStatus: 'talking' })).toBe('c1');
    expect(listenableCallId(null)).toBeNull();
  });
});
