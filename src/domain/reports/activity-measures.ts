/**
 * The activity report's counted figures, each a set of activities from the log that a figure can
 * be opened into (issue: every number links to the calls or emails behind it). Percents, times and
 * names are derived and open nothing.
 */
export const activityMeasureValues = ['dials', 'outboundCalls', 'connects', 'inboundCalls', 'emailOut', 'emailIn', 'fsEmailOut', 'emailOpens', 'emailClicks', 'smsOut', 'smsIn', 'callResult'] as const;
export type ActivityMeasure = (typeof activityMeasureValues)[number];

const BY_COLUMN: Record<string, Exclude<ActivityMeasure, 'callResult'>> = {
  dials: 'dials',
  outboundCalls: 'outboundCalls',
  'connect#': 'connects',
  inboundCalls: 'inboundCalls',
  emailOut: 'emailOut',
  emailIn: 'emailIn',
  fsEmailOut: 'fsEmailOut',
  'emailOpen#': 'emailOpens',
  'emailClick#': 'emailClicks',
  smsOut: 'smsOut',
  smsIn: 'smsIn',
};
const RESULT_COUNT = 'callResult#:';

/** A counted figure of a report with per-result columns: a measure, with its call result for callResult. */
export interface MeasureTarget<M extends string> {
  measure: M | 'callResult';
  result?: string;
}

/** The activities behind a column, or null for a column that is not a count (percents, times, names). */
const columnMeasure =
  <M extends string>(byColumn: Readonly<Record<string, M>>) =>
  (column: string): MeasureTarget<M> | null => {
    if (column.startsWith(RESULT_COUNT)) return { measure: 'callResult', result: column.slice(RESULT_COUNT.length) };
    const measure = byColumn[column];
    return measure ? { measure } : null;
  };

/** The figure a measure stands for in a row of its report (what opening it must list). */
export const figureOf = <M extends string>(
  target: { measure: M; result?: string | undefined },
  figures: Record<Exclude<M, 'callResult'>, number> & { callResults: Readonly<Record<string, number>> },
): number => (target.measure === 'callResult' ? (figures.callResults[target.result ?? ''] ?? 0) : figures[target.measure as Exclude<M, 'callResult'>]);

/** The activity report's columns and their measures. */
export const measureOfColumn = columnMeasure(BY_COLUMN);

/** The list performance report's counted figures (a list's, a step's, a variant's or the totals'). */
export const listMeasureValues = ['emailOut', 'emailOpens', 'emailClicks', 'callOut', 'connects', 'callResult'] as const;
export type ListMeasure = (typeof listMeasureValues)[number];

/** The list performance report's columns and their measures. */
export const listMeasureOfColumn = columnMeasure<Exclude<ListMeasure, 'callResult'>>({ emailOut: 'emailOut', opens: 'emailOpens', clicks: 'emailClicks', callOut: 'callOut', 'connect#': 'connects' });

/** The phone number connect rate report's counted figures of a number: its calls, its outbound calls, their connects. */
export const numberMeasureValues = ['calls', 'outboundCalls', 'connects'] as const;
export type NumberMeasure = (typeof numberMeasureValues)[number];

/** The ACD queue performance report's counted figures of a queue (or of a user under it): its entries, those taken, those abandoned. */
export const queueMeasureValues = ['received', 'accepted', 'abandoned'] as const;
export type QueueMeasure = (typeof queueMeasureValues)[number];
