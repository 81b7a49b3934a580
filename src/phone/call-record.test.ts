import { describe, expect, it } from 'vitest';
import { callViewOf, endedCallRecord, keepEnded, liveCallsOf, newCallRecord } from './call-record';

const outgoing = () => newCallRecord({ id: 'a', callId: null, direction: 'outgoing', number: '+15550100', displayName: null, contactId: 7, startedAt: 1000 });
const incoming = () => newCallRecord({ id: 'b', callId: 'b', direction: 'incoming', number: '+15550101', displayName: 'Ada', contactId: null, startedAt: 2000 });

describe('the phone engine’s call records', () => {
  it('an outgoing call starts trying, an incoming one ringing; neither answered, held, muted or recorded', () => {
    expect(outgoing().state.name).toBe('trying');
    expect(incoming().state.name).toBe('ringing');
    expect(outgoing().view).toMatchObject({ onHold: false, isMute: false, recording: false, conference: false, answeredAt: null, endedAt: null, failureStatus: null });
    expect('context' in outgoing().view).toBe(false);
    const withContext = newCallRecord({ ...outgoing().view, id: 'c', direction: 'outgoing', context: { listId: 3 } as never });
    expect(withContext.view.context).toEqual({ listId: 3 });
  });

  it('counts trying and ringing calls as ringing for the call limits', () => {
    expect(liveCallsOf([outgoing(), incoming()])).toEqual([
      { direction: 'outgoing', ringing: true, conference: false },
      { direction: 'incoming', ringing: true, conference: false },
    ]);
  });

  it('an ended call keeps when it ended and why: a 4xx terminates it, a 5xx is an error shown for a while', () => {
    const busy = endedCallRecord(outgoing(), 486, 5000);
    expect(busy.view).toMatchObject({ endedAt: 5000, failureStatus: 486, recording: false });
    expect(callViewOf(busy, 'active')).toMatchObject({ id: 'a', state: 'terminated', callType: 'active' });
    const unreachable = endedCallRecord(outgoing(), 503, 5000);
    expect(unreachable.state).toMatchObject({ name: 'error', failureStatus: 503 });
    expect(unreachable.state.errorUntil).toBeGreaterThan(5000);
    expect(endedCallRecord(incoming(), null, 6000).view).toMatchObject({ endedAt: 6000, failureStatus: null });
  });

  it('keeps the last ended calls, newest first, each once', () => {
    const view = (id: string) => callViewOf({ ...outgoing(), view: { ...outgoing().view, id } }, 'active');
    const kept = ['1', '2', '3'].reduce((list, id) => keepEnded(list, view(id), 2), [] as ReturnType<typeof view>[]);
    expect(kept.map((c) => c.id)).toEqual(['3', '2']);
    expect(keepEnded(kept, view('2'), 2).map((c) => c.id)).toEqual(['2', '3']);
  });
});
