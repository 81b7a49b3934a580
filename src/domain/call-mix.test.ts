import { describe, expect, it } from 'vitest';
import { outboundOutcome, PIE_CHART_COLOURS, pieSlices } from './call-mix';

describe('the dashboard pie chart (spec 1 constants: pie chart colours, four blues)', () => {
  it('has four colours, all blues', () => {
    expect(PIE_CHART_COLOURS).toHaveLength(4);
    for (const colour of PIE_CHART_COLOURS) expect(colour).toMatch(/^blue\.\d$/);
    expect(new Set(PIE_CHART_COLOURS).size).toBe(4);
  });

  it('sorts an outbound call by the connect time: at least it connects, less is short, none is unanswered', () => {
    const byTime = (connectTime: number) => ({ connectTimeEnabled: true, connectTime, specificCallResultEnabled: false, connectResults: [] });
    const call = (durationSeconds: number) => ({ durationSeconds, result: null });
    expect(outboundOutcome(call(120), byTime(120))).toBe('connected');
    expect(outboundOutcome(call(119), byTime(120))).toBe('short');
    expect(outboundOutcome(call(1), byTime(120))).toBe('short');
    expect(outboundOutcome(call(0), byTime(120))).toBe('unanswered');
    expect(outboundOutcome(call(30), byTime(30))).toBe('connected');
    // A result marked as a connect makes even a 0 s call a connect when the tenant counts results.
    expect(outboundOutcome({ durationSeconds: 0, result: 'Meeting Booked' }, { ...byTime(120), specificCallResultEnabled: true, connectResults: ['Meeting Booked'] })).toBe('connected');
  });

  it('gives whole percents that add up to 100, each slice its own blue', () => {
    const slices = pieSlices({ connected: 1, short: 1, unanswered: 1, inbound: 0 });
    expect(slices.map((s) => s.percent)).toEqual([34, 33, 33, 0]);
    expect(slices.map((s) => s.colour)).toEqual([...PIE_CHART_COLOURS]);
    const odd = pieSlices({ connected: 2, short: 1, unanswered: 1, inbound: 2 });
    expect(odd.map((s) => s.percent)).toEqual([33, 17, 17, 33]);
    expect(odd.reduce((sum, s) => sum + s.percent, 0)).toBe(100);
    expect(odd.map((s) => s.count)).toEqual([2, 1, 1, 2]);
  });

  it('has no slices without calls', () => {
    expect(pieSlices({ connected: 0, short: 0, unanswered: 0, inbound: 0 })).toEqual([]);
  });
});
