import type { ListPerformanceTotals } from '@/src/contract';
import { listCallResultPercent } from '@/src/domain/reports/list-figures';
import { columnKinds, type ReportColumn } from './reportColumn';

/** A list, step or variant row (or the totals): its name, its playbook (lists only) and its figures. */
export type ListPerformanceLine = ListPerformanceTotals & { name: string; playbookName: string | null };
export type ListPerformanceColumn = ReportColumn<ListPerformanceLine>;

const { count, percent, time, text, results } = columnKinds<ListPerformanceLine>('listPerformance');

/** Spec 3 report row "List performance": its columns in order, then callResult#:{result} and callResult%:{result} for each result. */
export function listPerformanceColumns(callResults: readonly string[]): ListPerformanceColumn[] {
  return [
    text('listName', (r) => r.name),
    text('playbookName', (r) => r.playbookName),
    count('emailOut', (r) => r.emailOut),
    count('opens', (r) => r.emailOpens),
    percent('opens%', (r) => r.emailOpenPercent),
    count('clicks', (r) => r.emailClicks),
    percent('clicks%', (r) => r.emailClickPercent),
    count('callOut', (r) => r.callOut),
    count('connect#', (r) => r.connects),
    percent('connect%', (r) => r.connectPercent),
    time('avgTalkTime', (r) => r.avgTalkTime),
    ...results(callResults, listCallResultPercent, (r, result) => r.callResults[result] ?? 0),
  ];
}
