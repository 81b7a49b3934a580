import type { ActivityReportRow, ActivityTotals } from '@/src/contract';
import { callResultPercent } from '@/src/domain/reports/activity-figures';
import { columnKinds, type ReportColumn } from './reportColumn';

type Figures = ActivityTotals & Partial<Pick<ActivityReportRow, 'firstName' | 'lastName'>>;
export type ActivityColumn = ReportColumn<Figures>;

const { count, percent, time, text, results } = columnKinds<Figures>('activity');

/** Spec 3 report row "Activity": its columns in order, then callResult#:{result} and callResult%:{result} for each result. */
export function activityColumns(callResults: readonly string[]): ActivityColumn[] {
  return [
    text('firstName', (r) => r.firstName ?? null),
    text('lastName', (r) => r.lastName ?? null),
    count('dials', (r) => r.dials),
    count('outboundCalls', (r) => r.outboundCalls),
    count('connect#', (r) => r.connects),
    percent('connect%', (r) => r.connectPercent),
    count('inboundCalls', (r) => r.inboundCalls),
    time('talkTime', (r) => r.talkTime),
    time('avgTalkTime', (r) => r.avgTalkTime),
    count('emailOut', (r) => r.emailOut),
    count('emailIn', (r) => r.emailIn),
    count('fsEmailOut', (r) => r.fsEmailOut),
    count('emailOpen#', (r) => r.emailOpens),
    percent('emailOpen%', (r) => r.emailOpenPercent),
    count('emailClick#', (r) => r.emailClicks),
    percent('emailClick%', (r) => r.emailClickPercent),
    count('smsOut', (r) => r.smsOut),
    count('smsIn', (r) => r.smsIn),
    ...results(callResults, callResultPercent, (r, result) => r.callResults[result] ?? 0),
  ];
}
