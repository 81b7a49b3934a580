/**
 * Spec 3: times are shown hh:mm:ss, hours not capped at 23 ("00:00:17", "11:18:41", "51:31:58").
 * The one rule for every duration the product shows as a figure (talk time, wait time, a call's
 * length, a gauge's minutes): reports, drawers, tables, gauges and CSV alike.
 */
export function formatDuration(seconds: number): string {
  const total = Math.max(0, Math.round(Number.isFinite(seconds) ? seconds : 0));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(total / 3600))}:${pad(Math.floor((total % 3600) / 60))}:${pad(total % 60)}`;
}

/** A duration held in minutes (the dashboard's time gauges), shown by the same rule. */
export const formatMinutes = (minutes: number): string => formatDuration((Number.isFinite(minutes) ? minutes : 0) * 60);
