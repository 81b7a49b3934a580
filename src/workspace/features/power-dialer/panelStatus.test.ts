import { describe, expect, it } from 'vitest';
import { initialPowerDialerState, POWER_DIALER_STATUSES, type PowerDialerState } from '@/src/domain/power-dialer/power-dialer-state';
import { powerDialerEn } from '../../i18n/en/powerDialer';
import { panelStatusKey } from './panelStatus';

const state = (patch: Partial<PowerDialerState>): PowerDialerState => ({ ...initialPowerDialerState(), ...patch });
const resultPanel = { seconds: 30, remaining: 12, startedAt: 0 };
const text = (key: string) => (powerDialerEn.powerDialer as Record<string, string>)[key.replace('powerDialer.', '')];

describe('power dialer panel status', () => {
  it('names each status with its own text', () => {
    for (const status of POWER_DIALER_STATUSES) expect(text(panelStatusKey(state({ status }))), status).toBeTruthy();
    expect(text(panelStatusKey(state({ status: 'idleStarted' })))).toBe('Wrap-up');
  });

  it('reads "Waiting for result" while the mandatory result countdown holds the dialer, not "Paused"', () => {
    expect(text(panelStatusKey(state({ status: 'paused', resultPanel })))).toBe('Waiting for result');
    expect(text(panelStatusKey(state({ status: 'paused', resultPanel: null })))).toBe('Paused');
  });

  it('reads "Paused" while a call that ended during the pause waits for its result (no mandatory countdown)', () => {
    const ended = { phoneCallId: 'c1', phase: 'ended' as const, startedAt: 0, endedAt: 1, defaultResult: 'Connected', failed: false };
    expect(text(panelStatusKey(state({ status: 'paused', call: ended, resultSaved: false, resultPanel: null })))).toBe('Paused');
  });

  it('reads "Ended" once the run is over, whatever was open', () => {
    expect(text(panelStatusKey(state({ status: 'ended', resultPanel })))).toBe('Ended');
  });
});
