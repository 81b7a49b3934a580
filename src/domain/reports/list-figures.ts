import type { ListPerformanceReport, ListPerformanceTotals } from '../../contract/entities/reports';
import { percentOf } from './report-table';

/** What the list performance report counts for a list, a step, a variant or all of them, before its ratios. */
export interface ListCounts {
  emailOut: number;
  emailOpens: number;
  emailClicks: number;
  callOut: number;
  connects: number;
  talkTime: number;
  /** Calls that lasted more than 0 s (the average talk time's divisor). */
  talkedCalls: number;
  callResults: Record<string, number>;
}

export const NO_LIST_ACTIVITY: Readonly<ListCounts> = { emailOut: 0, emailOpens: 0, emailClicks: 0, callOut: 0, connects: 0, talkTime: 0, talkedCalls: 0, callResults: {} };

/** The list performance figures (spec 3): connect% of calls out, open% and click% of emails out, average talk over the calls talked on. */
export function listFigures(c: ListCounts): ListPerformanceTotals {
  return {
    emailOut: c.emailOut,
    emailOpens: c.emailOpens,
    emailOpenPercent: percentOf(c.emailOpens, c.emailOut),
    emailClicks: c.emailClicks,
    emailClickPercent: percentOf(c.emailClicks, c.emailOut),
    callOut: c.callOut,
    connects: c.connects,
    connectPercent: percentOf(c.connects, c.callOut),
    talkTime: c.talkTime,
    avgTalkTime: c.talkedCalls > 0 ? Math.round(c.talkTime / c.talkedCalls) : 0,
    callResults: c.callResults,
  };
}

/** callResult%:{result} of a list, step or variant: the result's share of its calls out. */
export const listCallResultPercent = (figures: Pick<ListPerformanceTotals, 'callOut' | 'callResults'>, result: string) => percentOf(figures.callResults[result] ?? 0, figures.callOut);

/** Spec 3 section 9: the list performance report counts its lists, their steps and the steps' variants (the too-large rule). */
export const listPerformanceRowCount = (reply: Pick<ListPerformanceReport, 'report'>) =>
  reply.report.reduce((sum, list) => sum + 1 + list.playbookSteps.reduce((steps, step) => steps + 1 + step.playbookStepVariants.length, 0), 0);
