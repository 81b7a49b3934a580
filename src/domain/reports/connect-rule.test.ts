import { describe, expect, it } from 'vitest';
import { connectionSettingsOf, connectRuleText, connectTimeText, DEFAULT_CONNECTION_SETTINGS, isAnswered, isConnect, type ConnectRule } from './connect-rule';

const byTime: ConnectRule = { connectTimeEnabled: true, connectTime: 120, specificCallResultEnabled: false, connectResults: ['Connected'] };
const byResult: ConnectRule = { ...byTime, connectTimeEnabled: false, specificCallResultEnabled: true };
const both: ConnectRule = { ...byTime, specificCallResultEnabled: true };

describe('connection service (spec 3)', () => {
  it('defaults to the connect time of 120 s alone', () => {
    expect(DEFAULT_CONNECTION_SETTINGS).toEqual({ connectTimeEnabled: true, connectTime: 120, specificCallResultEnabled: false });
    expect(connectionSettingsOf(undefined)).toEqual(DEFAULT_CONNECTION_SETTINGS);
    expect(connectionSettingsOf(undefined, 90).connectTime).toBe(90);
    expect(connectionSettingsOf({ connectTime: 60, specificCallResultEnabled: true }, 90)).toEqual({ connectTimeEnabled: true, connectTime: 60, specificCallResultEnabled: true });
  });

  it('by connect time: an outbound call of at least the connect time', () => {
    expect(isConnect({ direction: 'out', durationSeconds: 120, result: null }, byTime)).toBe(true);
    expect(isConnect({ direction: 'out', durationSeconds: 119, result: 'Connected' }, byTime)).toBe(false);
  });

  it('by result: an outbound call whose result is marked as a connect, whatever its length', () => {
    expect(isConnect({ direction: 'out', durationSeconds: 5, result: 'Connected' }, byResult)).toBe(true);
    expect(isConnect({ direction: 'out', durationSeconds: 600, result: 'No Answer' }, byResult)).toBe(false);
    expect(isConnect({ direction: 'out', durationSeconds: 600, result: null }, byResult)).toBe(false);
  });

  it('with both ways on, either is enough', () => {
    expect(isConnect({ direction: 'out', durationSeconds: 5, result: 'Connected' }, both)).toBe(true);
    expect(isConnect({ direction: 'out', durationSeconds: 600, result: 'Busy' }, both)).toBe(true);
    expect(isConnect({ direction: 'out', durationSeconds: 5, result: 'Busy' }, both)).toBe(false);
  });

  it('never counts an inbound call', () => {
    expect(isConnect({ direction: 'in', durationSeconds: 600, result: 'Connected' }, both)).toBe(false);
  });

  it('with neither way on, nothing is a connect', () => {
    expect(isConnect({ direction: 'out', durationSeconds: 600, result: 'Connected' }, { ...both, connectTimeEnabled: false, specificCallResultEnabled: false })).toBe(false);
  });

  it('answered means talked on for more than 0 s', () => {
    expect(isAnswered({ durationSeconds: 0 })).toBe(false);
    expect(isAnswered({ durationSeconds: 1 })).toBe(true);
  });

  it('says the rule in the words labels use', () => {
    expect(connectTimeText(120)).toBe('2 min');
    expect(connectTimeText(90)).toBe('1 min 30 s');
    expect(connectTimeText(45)).toBe('45 s');
    expect(connectRuleText(byTime)).toBe('2 min or more');
    expect(connectRuleText(byResult)).toBe('a connect result');
    expect(connectRuleText(both)).toBe('2 min or more, or a connect result');
  });
});
