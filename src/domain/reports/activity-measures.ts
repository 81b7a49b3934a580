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

/** The activities behind a column of the activity report, or null for a column that is not a count. */
export function measureOfColumn(column: string): { measure: ActivityMeasure; result?: string } | null {
  if (column.startsWith(RESULT_COUNT)) return { measure: 'callResult', result: column.slice(RESULT_COUNT.length) };
  const measure = BY_COLUMN[column];
  return measure ? { measure } : null;
}

type CountedFigures = Record<Exclude<ActivityMeasure, 'callResult'>, number> & { callResults: Readonly<Record<string, number>> };

/** The figure a measure stands for in a row of the report (what opening it must list). */
export const measureFigure = (target: { measure: ActivityMeasure; result?: string | undefined }, figures: CountedFigures): number =>
  target.measure === 'callResult' ? (figures.callResults[target.result ?? ''] ?? 0) : figures[target.measure];

/** The list performance report's counted figures (a list's, a step's, a variant's or the totals'). */
export const listMeasureValues = ['emailOut', 'emailOpens', 'emailClicks', 'callOut', 'connects', 'callResult'] as const;
export type ListMeasure = (typeof listMeasureValues)[number];

const LIST_BY_COLUMN: Record<string, Exclude<ListMeasure, 'callResult'>> = { emailOut: 'emailOut', opens: 'emailOpens', clicks: 'emailClicks', callOut: 'callOut', 'connect#': 'connects' };

/** The activities behind a column of the list performance report, or null for a column that is not a count. */
export function listMeasureOfColumn(column: string): { measure: ListMeasure; result?: string } | null {
  if (column.startsWith(RESULT_COUNT)) return { measure: 'callResult', result: column.slice(RESULT_COUNT.length) };
  const measure = LIST_BY_COLUMN[column];
  return measure ? { measure } : null;
}

type ListCountedFigures = Record<Exclude<ListMeasure, 'callResult'>, number> & { callResults: Readonly<Record<string, number>> };

/** The figure a list measure stands for in a row (list, step, variant or totals). */
export const listMeasureFigure = (target: { measure: ListMeasure; result?: string | undefined }, figures: ListCountedFigures): number =>
  target.measure === 'callResult' ? (figures.callResults[target.result ?? ''] ?? 0) : figures[target.measure];

/** The phone number connect rate report's counted figures of a number: its calls, its outbound calls, their connects. */
export const numberMeasureValues = ['calls', 'outboundCalls', 'connects'] as const;
export type NumberMeasure = (typeof numberMeasureValues)[number];

/** The ACD queue performance report's counted figures of a queue (or of a user under it): its entries, those taken, those abandoned. */
export const queueMeasureValues = ['received', 'accepted', 'abandoned'] as const;
export type QueueMeasure = (typeof queueMeasureValues)[number];
