import { describe, expect, it } from 'vitest';
import { callResultPanelReducer as reduce, isExcludedMandatoryResult, mandatoryCountdownSeconds, mandatoryResultOptions, type CallResultPanel } from './call-result-panel';

describe('call result panel (spec 1 sections 4 and 5)', () => {
  it('excludes Call Failed, No Answer and Callback - HangUp from the mandatory results', () => {
    expect(['Call Failed', 'No Answer', 'Callback - HangUp'].every(isExcludedMandatoryResult)).toBe(true);
    const options = ['Connected', 'Call Failed', 'No Answer', 'Callback - HangUp', 'Left Voicemail'].map((label) => ({ label, value: label }));
    expect(mandatoryResultOptions(options).map((o) => o.label)).toEqual(['Connected', 'Left Voicemail']);
  });

  it('counts down from 30 s when the setting is not a positive number', () => {
    expect(mandatoryCountdownSeconds(undefined)).toBe(30);
    expect(mandatoryCountdownSeconds(0)).toBe(30);
    expect(mandatoryCountdownSeconds(-5)).toBe(30);
    expect(mandatoryCountdownSeconds('45')).toBe(30);
    expect(mandatoryCountdownSeconds(Number.NaN)).toBe(30);
    expect(mandatoryCountdownSeconds(45)).toBe(45);
  });

  it('ticks each second and expires at 0', () => {
    let state: CallResultPanel = reduce({ status: 'hidden' }, { type: 'open', now: 0, setting: 3 });
    expect(state).toMatchObject({ status: 'counting', remaining: 3 });
    state = reduce(state, { type: 'tick', now: 999 });
    expect(state).toMatchObject({ remaining: 3 });
    state = reduce(state, { type: 'tick', now: 1000 });
    expect(state).toMatchObject({ remaining: 2 });
    state = reduce(state, { type: 'tick', now: 2500 });
    expect(state).toMatchObject({ remaining: 1 });
    expect(reduce(state, { type: 'tick', now: 3000 })).toEqual({ status: 'expired' });
  });

  it('choosing a result hides the countdown; an update elsewhere closes it', () => {
    const open = reduce({ status: 'hidden' }, { type: 'open', now: 0, setting: null });
    expect(reduce(open, { type: 'choose', result: 'Connected' })).toEqual({ status: 'chosen', result: 'Connected' });
    expect(reduce(open, { type: 'updatedElsewhere' })).toEqual({ status: 'hidden' });
    expect(reduce({ status: 'hidden' }, { type: 'tick', now: 5 })).toEqual({ status: 'hidden' });
  });
});
