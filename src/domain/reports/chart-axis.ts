/** The connect-rate chart's y-axis marks, in percent: the bars are drawn on this 0-100 scale. */
export const PERCENT_AXIS_TICKS = [0, 25, 50, 75, 100] as const;

/**
 * Which of `count` bars get a date under them: at most `maxLabels`, evenly spaced from the first,
 * so labels never overlap however long the range.
 */
export function axisLabelIndexes(count: number, maxLabels: number): number[] {
  if (count <= 0 || maxLabels <= 0) return [];
  const step = Math.ceil(count / maxLabels);
  return Array.from({ length: Math.ceil(count / step) }, (_, i) => i * step);
}
