import { describe, expect, it } from 'vitest';
import { initialPowerDialerState, type PowerDialerState } from '@/src/domain/power-dialer/power-dialer-state';
import { panelActions } from './panelActions';

const target: NonNullable<PowerDialerState['target']> = {
  listId: 1,
  listName: 'L',
  contactId: 2,
  contactName: 'Ann Lee',
  playbookId: null,
  playbookName: null,
  playbookStepId: null,
  stepName: null,
  projectName: null,
  listCallResult: null,
  stepCallResult: null,
  number: '+12025550100',
  targetPhoneType: 'Phone',
  phoneError: null,
  taskId: null,
};
const liveCall = { phoneCallId: 'c1', phase: 'live' as const, startedAt: 0, endedAt: null, defaultResult: null, failed: false };
const state = (patch: Partial<PowerDialerState>): PowerDialerState => ({ ...initialPowerDialerState(), ...patch });
const enabled = (s: PowerDialerState) => [...panelActions(s).enabled].sort();

describe('power dialer panel actions', () => {
  it('offers nothing while inactive or ended', () => {
    expect(enabled(state({ status: 'inactive' }))).toEqual([]);
    expect(enabled(state({ status: 'ended', engine: 'terminated' }))).toEqual([]);
  });
  it('shows pause while running and resume in its place while paused', () => {
    expect(panelActions(state({ status: 'calling', target, call: liveCall })).shown).toEqual(['pause', 'previous', 'skip', 'next', 'stop']);
    expect(panelActions(state({ status: 'paused', target })).shown[0]).toBe('resume');
    expect(enabled(state({ status: 'paused', target }))).toContain('resume');
  });
  it('allows only pause and stop during a call', () => {
    expect(enabled(state({ status: 'calling', engine: 'dialing', target, call: liveCall }))).toEqual(['pause', 'stop']);
  });
  it('lets a paused rep skip, go next or previous with no call going on', () => {
    expect(enabled(state({ status: 'paused', engine: 'paused', target }))).toEqual(['next', 'previous', 'resume', 'skip', 'stop']);
  });
  it('keeps everything but stop back while a mandatory result is awaited', () => {
    const ended = { ...liveCall, phase: 'ended' as const, endedAt: 1, defaultResult: 'Connected' };
    expect(enabled(state({ status: 'paused', target, call: ended, resultPanel: { seconds: 30, remaining: 20, startedAt: 0 } }))).toEqual(['stop']);
  });
});
