import { z } from 'zod';
import { THRESHOLD_ORDER_MESSAGE, thresholdsInOrder } from '../../domain/metric-targets';
import { callMixKeys, type CallMixKey } from '../../domain/call-mix';
import { CONNECT_TIME_MAX_S, CONNECT_TIME_MIN_S, NO_CONNECT_RULE } from '../../domain/reports/connect-rule';

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

const count = z.number().int().min(0);
/** The period's calls by outcome (the dashboard's pie chart): outbound connected, short, unanswered, and inbound. */
export const callMix = z.object(Object.fromEntries(callMixKeys.map((key) => [key, count])) as Record<CallMixKey, typeof count>);
/** Spec 3 connection service: what makes a call a connect in the tenant (the call results marked as one say connectScoreEnabled). */
export const connectionSettings = z
  .object({
    connectTimeEnabled: z.boolean(),
    connectTime: z
      .number({ error: 'The connect time is a number of seconds' })
      .int('The connect time is a whole number of seconds')
      .min(CONNECT_TIME_MIN_S, `The connect time is at least ${CONNECT_TIME_MIN_S} s`)
      .max(CONNECT_TIME_MAX_S, `The connect time is at most ${CONNECT_TIME_MAX_S} s`),
    specificCallResultEnabled: z.boolean(),
  })
  .refine((s) => s.connectTimeEnabled || s.specificCallResultEnabled, { message: NO_CONNECT_RULE, path: ['connectTimeEnabled'] });
export type ConnectionSettingsReply = z.infer<typeof connectionSettings>;

/** `timeZone`: the viewer's, whose calendar cut the period (from and to are its midnights); `connection`: the rule the connects follow. */
export const activityMetricsReply = z.object({
  period: metricPeriod,
  from: z.string(),
  to: z.string(),
  timeZone: z.string(),
  metrics: z.array(activityMetric),
  callMix,
  connection: connectionSettings,
});
export type ActivityMetricsReply = z.infer<typeof activityMetricsReply>;

export const savedPeriod = z.object({ period: metricPeriod });

const dailyFigure = z.number({ error: 'A threshold is a number' }).min(0, 'A threshold is at least 0').max(100_000, 'A threshold is at most 100000');
/** One metric's daily thresholds (talk time in minutes): error <= warning <= target. */
export const dailyThreshold = z.object({ target: dailyFigure, warning: dailyFigure, error: dailyFigure }).refine(thresholdsInOrder, THRESHOLD_ORDER_MESSAGE);
/** Every gauge's daily thresholds; a day's are multiplied by the working days of a week or month and by a team's members. */
export const metricTargets = z.object({ callsOut: dailyThreshold, callsIn: dailyThreshold, connects: dailyThreshold, talkTime: dailyThreshold, emails: dailyThreshold, demos: dailyThreshold });
export type MetricTargets = z.infer<typeof metricTargets>;
