import { describe, expect, it } from 'vitest';
import { exitConditionMatches, matchingExitCondition, type ActivityFacts, type ExitConditionRule } from './exit-condition';

const call = (over: Partial<ActivityFacts> = {}): ActivityFacts => ({ kind: 'call', direction: 'out', durationSeconds: 30, data: { result: 'Connected' }, ...over });
const rule = (condition: ExitConditionRule['condition'], value: string | null = null): ExitConditionRule => ({ condition, value, success: true });

describe('playbook exit conditions (spec 2 section 3)', () => {
  it('connect call completed needs a call of 120 seconds or more', () => {
    expect(exitConditionMatches(rule('connectCall'), call({ durationSeconds: 130 }))).toBe(true);
    expect(exitConditionMatches(rule('connectCall'), call({ durationSeconds: 120 }))).toBe(true);
    expect(exitConditionMatches(rule('connectCall'), call({ durationSeconds: 119 }))).toBe(false);
    expect(exitConditionMatches(rule('connectCall'), { kind: 'email', direction: 'out', durationSeconds: 500, data: {} })).toBe(false);
  });

  it("connect call completed follows the tenant's connect rule when given (connect time, results marked as a connect)", () => {
    const byResult = { connectTimeEnabled: false, connectTime: 120, specificCallResultEnabled: true, connectResults: ['Meeting Booked'] };
    expect(exitConditionMatches(rule('connectCall'), call({ durationSeconds: 10, data: { result: 'Meeting Booked' } }), byResult)).toBe(true);
    expect(exitConditionMatches(rule('connectCall'), call({ durationSeconds: 600, data: { result: 'Busy' } }), byResult)).toBe(false);
    const shortTime = { connectTimeEnabled: true, connectTime: 30, specificCallResultEnabled: false, connectResults: [] };
    expect(exitConditionMatches(rule('connectCall'), call({ durationSeconds: 30 }), shortTime)).toBe(true);
  });
  it('inbound call matches calls in only', () => {
    expect(exitConditionMatches(rule('inboundCall'), call({ direction: 'in' }))).toBe(true);
    expect(exitConditionMatches(rule('inboundCall'), call())).toBe(false);
  });
  it('call result set to matches the result label, ignoring case', () => {
    expect(exitConditionMatches(rule('callResult', 'connected'), call())).toBe(true);
    expect(exitConditionMatches(rule('callResult', 'Busy'), call())).toBe(false);
  });
  it('lead status set to matches the lead status change event', () => {
    const event: ActivityFacts = { kind: 'contact_event', direction: null, durationSeconds: null, data: { event: 'CHANGE_LEAD_STATUS', from: 'Open', to: 'Qualified' } };
    expect(exitConditionMatches(rule('leadStatus', 'Qualified'), event)).toBe(true);
    expect(exitConditionMatches(rule('leadStatus', 'Open'), event)).toBe(false);
  });
  it('email and SMS received match inbound messages only', () => {
    expect(exitConditionMatches(rule('emailReceived'), { kind: 'email', direction: 'in', durationSeconds: null, data: {} })).toBe(true);
    expect(exitConditionMatches(rule('emailReceived'), { kind: 'email', direction: 'out', durationSeconds: null, data: {} })).toBe(false);
    expect(exitConditionMatches(rule('smsReceived'), { kind: 'sms', direction: 'in', durationSeconds: null, data: {} })).toBe(true);
    expect(exitConditionMatches(rule('smsReceived'), { kind: 'sms', direction: 'out', durationSeconds: null, data: {} })).toBe(false);
  });
  it('returns the first matching condition', () => {
    const rules = [rule('emailReceived'), rule('connectCall'), rule('inboundCall')];
    // An inbound call is never a connect (one rule for every connect): the inbound call condition meets it.
    expect(matchingExitCondition(rules, call({ direction: 'in', durationSeconds: 200 }))?.condition).toBe('inboundCall');
    expect(matchingExitCondition(rules, call({ direction: 'out', durationSeconds: 200 }))?.condition).toBe('connectCall');
    expect(matchingExitCondition(rules, call())).toBeNull();
  });
});
