export type GaugeColour = 'normal' | 'warning' | 'error';

export interface Threshold {
  target: number;
  warning: number;
  error: number;
}

/** Normal; warning when the value is below the warning threshold; error when below the error threshold. */
export function gaugeColour(value: number, threshold: Threshold): GaugeColour {
  if (value < threshold.error) return 'error';
  if (value < threshold.warning) return 'warning';
  return 'normal';
}

/** How far the gauge is filled, 0 to 100, against its target. */
export function gaugePercent(value: number, target: number): number {
  if (target <= 0) return value > 0 ? 100 : 0;
  return Math.max(0, Math.min(100, (value / target) * 100));
}
