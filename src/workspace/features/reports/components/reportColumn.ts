import { formatCount, formatDuration, formatPercent } from '@/src/domain/format';
import { displayLocale } from '../../profile/displayLocale';

// Counts, percents and durations need no time zone: the locale alone.
const count = (n: number) => formatCount(n, displayLocale());
const percent = (value: number) => formatPercent(value, displayLocale());

/** A column of a report whose columns are remembered (activity, list performance): its saved name, label, sort value and shown text. */
export interface ReportColumn<F> {
  /** The spec's column name (saved in the page state). */
  name: string;
  /** The label's key, or the call result for the per-result columns. */
  label: { key: string; result?: string };
  value(row: F): string | number | null;
  show(row: F): string;
}

/** Column builders for one report: labels under `reports.<report>.<name>`. */
export function columnKinds<F>(report: string) {
  const label = (name: string) => ({ key: `reports.${report}.${name}` });
  return {
    count: (name: string, pick: (r: F) => number): ReportColumn<F> => ({ name, label: label(name), value: pick, show: (r) => count(pick(r)) }),
    percent: (name: string, pick: (r: F) => number): ReportColumn<F> => ({ name, label: label(name), value: pick, show: (r) => percent(pick(r)) }),
    time: (name: string, pick: (r: F) => number): ReportColumn<F> => ({ name, label: label(name), value: pick, show: (r) => formatDuration(pick(r)) }),
    text: (name: string, pick: (r: F) => string | null): ReportColumn<F> => ({ name, label: label(name), value: pick, show: (r) => pick(r) ?? '' }),
    /** callResult#:{result} and callResult%:{result} for each result. */
    results: (results: readonly string[], percentOf: (r: F, result: string) => number, countOf: (r: F, result: string) => number): ReportColumn<F>[] =>
      results.flatMap((result): ReportColumn<F>[] => [
        { name: `callResult#:${result}`, label: { key: 'reports.activity.resultCount', result }, value: (r) => countOf(r, result), show: (r) => count(countOf(r, result)) },
        { name: `callResult%:${result}`, label: { key: 'reports.activity.resultPercent', result }, value: (r) => percentOf(r, result), show: (r) => percent(percentOf(r, result)) },
      ]),
  };
}
