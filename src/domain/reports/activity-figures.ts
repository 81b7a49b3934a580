import type { ActivityTotals } from '../../contract/entities/reports';
import { percentOf } from './report-table';

/** What the activity report counts for one user (or all of them), before its ratios. */
export interface ActivityCounts {
  dials: number;
  outboundCalls: number;
  connects: number;
  inboundCalls: number;
  talkTime: number;
  /** Calls that lasted more than 0 s (the average talk time's divisor). */
  talkedCalls: number;
  emailOut: number;
  emailIn: number;
  fsEmailOut: number;
  emailOpens: number;
  emailClicks: number;
  smsOut: number;
  smsIn: number;
  callResults: Record<string, number>;
}

/** A user (or a range) without any activity. */
export const NO_ACTIVITY: Readonly<ActivityCounts> = {
  dials: 0,
  outboundCalls: 0,
  connects: 0,
  inboundCalls: 0,
  talkTime: 0,
  talkedCalls: 0,
  emailOut: 0,
  emailIn: 0,
  fsEmailOut: 0,
  emailOpens: 0,
  emailClicks: 0,
  smsOut: 0,
  smsIn: 0,
  callResults: {},
};

/**
 * The activity report's figures (spec 3): connect% of dials, open% and click% of emails sent, the
 * average talk time over the calls that were talked on (rounded seconds).
 */
export function activityFigures(c: ActivityCounts): ActivityTotals {
  return {
    dials: c.dials,
    outboundCalls: c.outboundCalls,
    connects: c.connects,
    connectPercent: percentOf(c.connects, c.dials),
    inboundCalls: c.inboundCalls,
    talkTime: c.talkTime,
    avgTalkTime: c.talkedCalls > 0 ? Math.round(c.talkTime / c.talkedCalls) : 0,
    emailOut: c.emailOut,
    emailIn: c.emailIn,
    fsEmailOut: c.fsEmailOut,
    emailOpens: c.emailOpens,
    emailOpenPercent: percentOf(c.emailOpens, c.emailOut),
    emailClicks: c.emailClicks,
    emailClickPercent: percentOf(c.emailClicks, c.emailOut),
    smsOut: c.smsOut,
    smsIn: c.smsIn,
    callResults: c.callResults,
  };
}

/** callResult%:{result}: a result's share of the user's calls (dials and inbound). */
export const callResultPercent = (figures: Pick<ActivityTotals, 'dials' | 'inboundCalls' | 'callResults'>, result: string) =>
  percentOf(figures.callResults[result] ?? 0, figures.dials + figures.inboundCalls);
