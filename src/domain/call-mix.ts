import { isAnswered, isConnect, type CallFacts, type ConnectRule } from './reports/connect-rule';

/**
 * The dashboard's pie chart: the period's calls by outcome. Four slices in the spec's "four blues"
 * (spec 1 constants, pie chart colours), darkest for the outcome that counts most.
 */
export const PIE_CHART_COLOURS = ['blue.9', 'blue.7', 'blue.5', 'blue.3'] as const;

export const callMixKeys = ['connected', 'short', 'unanswered', 'inbound'] as const;
export type CallMixKey = (typeof callMixKeys)[number];
export type CallMix = Record<CallMixKey, number>;

export interface PieSlice {
  key: CallMixKey;
  count: number;
  /** Whole percents that add up to exactly 100 (largest remainder), so the legend and the ring agree. */
  percent: number;
  colour: (typeof PIE_CHART_COLOURS)[number];
}

/**
 * Which slice an outbound call falls in, by the tenant's one connect rule (the SQL of
 * server/activity/measure-sql.ts says the same): a connect; else answered but short; else unanswered.
 */
export function outboundOutcome(call: Pick<CallFacts, 'durationSeconds' | 'result'>, rule: ConnectRule): Exclude<CallMixKey, 'inbound'> {
  if (isConnect({ ...call, direction: 'out' }, rule)) return 'connected';
  return isAnswered(call) ? 'short' : 'unanswered';
}

/** The slices of a call mix; none when there were no calls (the chart then says so). */
export function pieSlices(mix: CallMix): PieSlice[] {
  const total = callMixKeys.reduce((sum, key) => sum + mix[key], 0);
  if (total === 0) return [];
  const exact = callMixKeys.map((key) => (mix[key] * 100) / total);
  const percents = exact.map(Math.floor);
  let left = 100 - percents.reduce((a, b) => a + b, 0);
  const byRemainder = exact.map((value, i) => ({ i, rest: value - Math.floor(value) })).sort((a, b) => b.rest - a.rest || a.i - b.i);
  for (const { i } of byRemainder) {
    if (left === 0) break;
    percents[i] = (percents[i] ?? 0) + 1;
    left -= 1;
  }
  return callMixKeys.map((key, i) => ({ key, count: mix[key], percent: percents[i] ?? 0, colour: PIE_CHART_COLOURS[i] ?? 'blue.5' }));
}
