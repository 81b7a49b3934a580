import { z } from 'zod';

export const metricPeriodValues = ['currentDay', 'currentWeek', 'currentMonth'] as const;
export const metricPeriod = z.enum(metricPeriodValues);
export type MetricPeriod = z.infer<typeof metricPeriod>;

export const metricTypeValues = ['callsOut', 'callsIn', 'connects', 'talkTime', 'emails', 'demos'] as const;
export const metricType = z.enum(metricTypeValues);
export type MetricType = z.infer<typeof metricType>;

export const activityMetric = z.object({
  type: metricType,
  value: z.number(),
  /** Who the figure is for: `user:{id}` or `team:{id}`. */
  selector: z.string(),
  unit: z.enum(['count', 'minutes']),
  threshold: z.object({ target: z.number(), warning: z.number(), error: z.number() }),
});
export type ActivityMetric = z.infer<typeof activityMetric>;

export const activityMetricsReply = z.object({ period: metricPeriod, from: z.string(), to: z.string(), metrics: z.array(activityMetric) });
export type ActivityMetricsReply = z.infer<typeof activityMetricsReply>;

export const savedPeriod = z.object({ period: metricPeriod });
