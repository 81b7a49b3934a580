import { percentOf } from './report-table';

/**
 * The built-in number reputation provider is simulated (no carrier analytics can be reached here):
 * it flags a number the way carriers' analytics are known to react, on the number's outbound calls
 * of the last 24 hours and how many of them connected. Many calls that nobody picks up look like
 * robocalling; each carrier has its own thresholds.
 */
export interface NumberTraffic {
  /** Outbound calls presenting the number in the last 24 hours. */
  dailyCalls: number;
  /** Of those, the ones that connected. */
  dailyConnects: number;
}

export interface CarrierFlags {
  isCarrierSmartCallFlagged: boolean;
  isCarrierVerizonFlagged: boolean;
  isCarrierTMobileFlagged: boolean;
}

/** Per carrier: flagged from this many daily calls when fewer than `belowConnectPercent` of them connect. */
export const SIMULATED_CARRIER_RULES = {
  isCarrierTMobileFlagged: { minDailyCalls: 100, belowConnectPercent: 15 },
  isCarrierVerizonFlagged: { minDailyCalls: 75, belowConnectPercent: 10 },
  isCarrierSmartCallFlagged: { minDailyCalls: 50, belowConnectPercent: 5 },
} as const;

export const dailyConnectPercent = (t: NumberTraffic) => percentOf(t.dailyConnects, t.dailyCalls);

export function simulatedCarrierFlags(t: NumberTraffic): CarrierFlags {
  const rate = dailyConnectPercent(t);
  const flagged = (rule: { minDailyCalls: number; belowConnectPercent: number }) => t.dailyCalls >= rule.minDailyCalls && rate < rule.belowConnectPercent;
  return {
    isCarrierSmartCallFlagged: flagged(SIMULATED_CARRIER_RULES.isCarrierSmartCallFlagged),
    isCarrierVerizonFlagged: flagged(SIMULATED_CARRIER_RULES.isCarrierVerizonFlagged),
    isCarrierTMobileFlagged: flagged(SIMULATED_CARRIER_RULES.isCarrierTMobileFlagged),
  };
}
