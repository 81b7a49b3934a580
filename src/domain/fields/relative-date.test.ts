import { describe, expect, it } from 'vitest';
import { parseRuleDate } from './relative-date';

const now = new Date(2026, 4, 20, 15, 45);

describe('rule and task date inputs', () => {
  it('reads M/d/yyyy', () => {
    expect(parseRuleDate('5/3/2026', now)).toEqual(new Date(2026, 4, 3));
    expect(parseRuleDate('12/31/2025', now)).toEqual(new Date(2025, 11, 31));
  });
  it('reads M/d/yyyy HH:mm for datetimes only', () => {
    expect(parseRuleDate('5/3/2026 17:20', now, { withTime: true })).toEqual(new Date(2026, 4, 3, 17, 20));
    expect(parseRuleDate('5/3/2026 17:20', now)).toBeNull();
  });
  it('reads today, tomorrow and yesterday', () => {
    expect(parseRuleDate('today', now)).toEqual(new Date(2026, 4, 20));
    expect(parseRuleDate('Tomorrow', now)).toEqual(new Date(2026, 4, 21));
    expect(parseRuleDate('yesterday', now)).toEqual(new Date(2026, 4, 19));
  });
  it("reads 'last' or 'next' N days or hours", () => {
    expect(parseRuleDate('last 7 days', now)).toEqual(new Date(2026, 4, 13, 15, 45));
    expect(parseRuleDate('next 2 hours', now)).toEqual(new Date(2026, 4, 20, 17, 45));
    expect(parseRuleDate('next 1 day', now)).toEqual(new Date(2026, 4, 21, 15, 45));
  });
  it("reads 'N days or hours ago'", () => {
    expect(parseRuleDate('3 days ago', now)).toEqual(new Date(2026, 4, 17, 15, 45));
    expect(parseRuleDate('5 hours ago', now)).toEqual(new Date(2026, 4, 20, 10, 45));
  });
  it('rejects anything else', () => {
    for (const bad of ['2026-05-03', '13/45/2026', 'last week', 'soon', '']) expect(parseRuleDate(bad, now), bad).toBeNull();
  });
});
