import type { ActivityReportRow, ActivityTotals } from '@/src/contract';
import { formatHms } from '@/src/domain/duration-hms';
import { callResultPercent } from '@/src/domain/reports/activity-figures';
import { formatPercent } from '@/src/domain/reports/report-table';

type Figures = ActivityTotals & Partial<Pick<ActivityReportRow, 'firstName' | 'lastName'>>;

export interface ActivityColumn {
  /** The spec's column name (saved in the page state). */
  name: string;
  /** The label's key, or the call result for the per-result columns. */
  label: { key: string; result?: string };
  value(row: Figures): string | number | null;
  show(row: Figures): string;
}

const count = (name: string, pick: (r: Figures) => number): ActivityColumn => ({ name, label: { key: `reports.activity.${name}` }, value: pick, show: (r) => String(pick(r)) });
const percent = (name: string, pick: (r: Figures) => number): ActivityColumn => ({ name, label: { key: `reports.activity.${name}` }, value: pick, show: (r) => formatPercent(pick(r)) });
const time = (name: string, pick: (r: Figures) => number): ActivityColumn => ({ name, label: { key: `reports.activity.${name}` }, value: pick, show: (r) => formatHms(pick(r)) });
const text = (name: 'firstName' | 'lastName'): ActivityColumn => ({ name, label: { key: `reports.activity.${name}` }, value: (r) => r[name] ?? null, show: (r) => r[name] ?? '' });

/** Spec 3 report row "Activity": its columns in order, then callResult#:{result} and callResult%:{result} for each result. */
export function activityColumns(results: readonly string[]): ActivityColumn[] {
  return [
    text('firstName'),
    text('lastName'),
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
    ...results.flatMap((result): ActivityColumn[] => [
      { name: `callResult#:${result}`, label: { key: 'reports.activity.resultCount', result }, value: (r) => r.callResults[result] ?? 0, show: (r) => String(r.callResults[result] ?? 0) },
      { name: `callResult%:${result}`, label: { key: 'reports.activity.resultPercent', result }, value: (r) => callResultPercent(r, result), show: (r) => formatPercent(callResultPercent(r, result)) },
    ]),
  ];
}
