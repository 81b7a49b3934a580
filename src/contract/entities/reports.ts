import { z } from 'zod';
import { activityMeasureValues, listMeasureValues, numberMeasureValues, queueMeasureValues } from '../../domain/reports/activity-measures';

/** Spec 3 section 9: the date range options of a report (custom dates in UTC). */
export const DATE_RANGE_OPTIONS = ['allTime', 'thisWeek', 'lastWeek', 'thisMonth', 'lastMonth', 'custom'] as const;
export const dateRangeOption = z.enum(DATE_RANGE_OPTIONS);
export type DateRangeOption = z.infer<typeof dateRangeOption>;

export const REPORT_DATE_FORMAT = 'Dates are YYYY-MM-DD.';
export const REPORT_RANGE_ORDER = 'The start date is after the end date.';

/** Spec 3 section 5: a range's start, when both are given, is not after its end. */
const startNotAfterEnd = (b: { start?: string | undefined; end?: string | undefined }) => !b.start || !b.end || b.start <= b.end;

/** Spec 3 section 5: a report date is sent as YYYY-MM-DD (UTC days). */
export const reportDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, REPORT_DATE_FORMAT)
  .refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d), REPORT_DATE_FORMAT);

/** Spec 3 section 7: the ACD reports take start, end and queue ids; a missing start means all time. */
export const acdReportBody = z
  .object({
    start: reportDate.optional(),
    end: reportDate.optional(),
    /** None: every queue. */
    queueIds: z.array(z.number().int().positive()).max(500).default([]),
  })
  .refine(startNotAfterEnd, REPORT_RANGE_ORDER);

/** The queue entries behind one figure of the queue performance report: its filters, the queue, a user under it (none: the queue's row). */
export const queueActivitiesBody = z
  .object({
    start: reportDate.optional(),
    end: reportDate.optional(),
    queueId: z.number().int().positive(),
    userId: z.number().int().positive().optional(),
    measure: z.enum(queueMeasureValues),
    offset: z.number().int().min(0).max(1_000_000).default(0),
    limit: z.number().int().min(1).max(50).default(50),
  })
  .refine(startNotAfterEnd, REPORT_RANGE_ORDER);

/** Spec 3 report row: an abandoned call of a queue. */
export const abandonedCallRow = z.object({
  queueName: z.string(),
  /** ISO time the caller entered the queue. */
  startingTime: z.string(),
  contactName: z.string().nullable(),
  contactId: z.number().int().nullable(),
  sourcePhoneNumber: z.string(),
  targetPhoneNumber: z.string(),
  /** How long they waited before hanging up (seconds). */
  waitTime: z.number().int(),
});
export type AbandonedCallRow = z.infer<typeof abandonedCallRow>;

/** Received, accepted and abandoned calls with their average talk and wait and longest wait times (seconds). */
const queueMetrics = {
  received: z.number().int(),
  accepted: z.number().int(),
  abandoned: z.number().int(),
  averageTalkTime: z.number().int(),
  averageWaitTime: z.number().int(),
  longestWaitTime: z.number().int(),
};
export const queuePerformanceUser = z.object({ userId: z.number().int(), userName: z.string(), ...queueMetrics });
/** Spec 3 report row: a queue's performance, with its users (the calls each accepted) under it. */
export const queuePerformanceRow = z.object({ queueId: z.number().int(), queueName: z.string(), ...queueMetrics, users: z.array(queuePerformanceUser) });
export type QueuePerformanceRow = z.infer<typeof queuePerformanceRow>;
export type QueuePerformanceUser = z.infer<typeof queuePerformanceUser>;

/** Spec 3 section 9: a report of more rows than this is too large to show (it still exports). */
export const REPORT_MAX_ROWS = 500;

/** Spec 3 section 7: the activity and list performance reports take start, end, user ids and list ids. */
const activityFilters = {
  start: reportDate.optional(),
  end: reportDate.optional(),
  /** None: every active user (with capList report.listUsers; without it the caller alone, whatever is asked). */
  userIds: z.array(z.number().int().positive()).max(1000).default([]),
  /** Calls made from these lists only; none: every call. */
  listIds: z.array(z.number().int().positive()).max(500).default([]),
};
export const activityReportBody = z.object(activityFilters).refine(startNotAfterEnd, REPORT_RANGE_ORDER);

/** The activity report's dials and connects per UTC day (its connect rate chart), days with calls only. */
export const activityConnectRateReply = z.object({ days: z.array(z.object({ day: z.string(), dials: z.number().int(), connects: z.number().int() })) });

/** Activities opened from a figure: at most this many per page. */
export const REPORT_ACTIVITIES_PAGE = 50;

/**
 * The activities behind one figure of the activity report: the report's own filters, the measure
 * (a column), its call result for the per-result columns, and the row's user (none: the totals row).
 */
export const reportActivitiesBody = z
  .object({
    ...activityFilters,
    measure: z.enum(activityMeasureValues),
    result: z.string().min(1).max(200).optional(),
    userId: z.number().int().positive().optional(),
    offset: z.number().int().min(0).max(1_000_000).default(0),
    limit: z.number().int().min(1).max(REPORT_ACTIVITIES_PAGE).default(REPORT_ACTIVITIES_PAGE),
  })
  .refine(startNotAfterEnd, REPORT_RANGE_ORDER)
  .refine((b) => (b.measure === 'callResult') === (b.result !== undefined), 'A call result is given with the callResult measure, and only then.');

/**
 * The activities behind one figure of the list performance report: its filters, the measure, and the
 * row (a list, a step of it, a variant of that step; none: the totals row).
 */
export const listActivitiesBody = z
  .object({
    ...activityFilters,
    measure: z.enum(listMeasureValues),
    result: z.string().min(1).max(200).optional(),
    listId: z.number().int().positive().optional(),
    stepId: z.number().int().positive().optional(),
    variantId: z.number().int().positive().optional(),
    offset: z.number().int().min(0).max(1_000_000).default(0),
    limit: z.number().int().min(1).max(REPORT_ACTIVITIES_PAGE).default(REPORT_ACTIVITIES_PAGE),
  })
  .refine(startNotAfterEnd, REPORT_RANGE_ORDER)
  .refine((b) => (b.measure === 'callResult') === (b.result !== undefined), 'A call result is given with the callResult measure, and only then.')
  .refine((b) => (b.stepId === undefined || b.listId !== undefined) && (b.variantId === undefined || b.stepId !== undefined), 'A step is of a list, a variant of a step.');

/** One activity behind a figure, newest first. */
export const reportActivity = z.object({
  id: z.number().int(),
  /** A queue entry is a caller's time in an ACD queue: its result is its outcome, its duration the talk. */
  kind: z.enum(['call', 'email', 'sms', 'queue']),
  direction: z.enum(['in', 'out']).nullable(),
  occurredAt: z.string(),
  durationSeconds: z.number().int(),
  /** A call's result, an email's subject. */
  result: z.string().nullable(),
  subject: z.string().nullable(),
  contact: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  /** Who made it (none: an automatic playbook email sent as nobody). */
  user: z.object({ id: z.number().int(), name: z.string() }).nullable(),
});
export type ReportActivity = z.infer<typeof reportActivity>;
export const reportActivitiesReply = z.object({ items: z.array(reportActivity), total: z.number().int() });

/** One user's figures (times in seconds, percents 0-100 unrounded): spec 3 report row "Activity". */
const activityFigures = {
  dials: z.number().int(),
  outboundCalls: z.number().int(),
  connects: z.number().int(),
  connectPercent: z.number(),
  inboundCalls: z.number().int(),
  talkTime: z.number().int(),
  avgTalkTime: z.number().int(),
  emailOut: z.number().int(),
  emailIn: z.number().int(),
  fsEmailOut: z.number().int(),
  emailOpens: z.number().int(),
  emailOpenPercent: z.number(),
  emailClicks: z.number().int(),
  emailClickPercent: z.number(),
  smsOut: z.number().int(),
  smsIn: z.number().int(),
  /** Calls by their result (callResult#:{result}); the percent is of all the user's calls. */
  callResults: z.record(z.string(), z.number().int()),
};
export const activityTotals = z.object(activityFigures);
export type ActivityTotals = z.infer<typeof activityTotals>;
export const activityReportRow = z.object({ userId: z.number().int(), firstName: z.string(), lastName: z.string(), ...activityFigures });
export type ActivityReportRow = z.infer<typeof activityReportRow>;
export const activityReport = z.object({ report: z.array(activityReportRow), totals: activityTotals, callResults: z.array(z.string()) });
export type ActivityReport = z.infer<typeof activityReport>;
export const REPORT_LIST_USERS = 'report.listUsers';

/**
 * Spec 3 section 3 saved page states activityReport and listPerformanceReport: the filters, and each
 * column's visibility and sort (at most one column sorted).
 */
export const reportPageState = z.object({
  filters: z.object({
    dateRange: z.object({ option: dateRangeOption, start: reportDate.nullable(), end: reportDate.nullable() }),
    users: z.object({ items_: z.array(z.number().int().positive()).max(1000) }),
    lists: z.object({ items_: z.array(z.number().int().positive()).max(500) }),
  }),
  columns: z
    .array(z.object({ name: z.string().min(1).max(200), visible: z.boolean(), sort: z.enum(['asc', 'desc']).nullable() }))
    .max(300)
    .refine((columns) => columns.filter((c) => c.sort !== null).length <= 1, 'One column at most is sorted'),
});
export type ReportPageState = z.infer<typeof reportPageState>;

/** One list's, step's or variant's figures (times in seconds, percents 0-100 unrounded): spec 3 report row "List performance". */
const listFigures = {
  emailOut: z.number().int(),
  emailOpens: z.number().int(),
  emailOpenPercent: z.number(),
  emailClicks: z.number().int(),
  emailClickPercent: z.number(),
  callOut: z.number().int(),
  connects: z.number().int(),
  connectPercent: z.number(),
  talkTime: z.number().int(),
  avgTalkTime: z.number().int(),
  /** Calls by their result; the percent is of the calls out. */
  callResults: z.record(z.string(), z.number().int()),
};
export const listPerformanceTotals = z.object(listFigures);
export type ListPerformanceTotals = z.infer<typeof listPerformanceTotals>;
/** A variant of an email step: its name and template (the subject), and the emails sent with it. */
export const listPerformanceVariant = z.object({ playbookStepVariantId: z.number().int(), playbookStepVariantName: z.string(), playbookStepVariantTemplate: z.string(), ...listFigures });
export const listPerformanceStep = z.object({ playbookStepId: z.number().int(), playbookStepName: z.string(), playbookStepVariants: z.array(listPerformanceVariant), ...listFigures });
export const listPerformanceRow = z.object({ listId: z.number().int(), listName: z.string(), playbookName: z.string().nullable(), playbookSteps: z.array(listPerformanceStep), ...listFigures });
export type ListPerformanceRow = z.infer<typeof listPerformanceRow>;
export type ListPerformanceStep = z.infer<typeof listPerformanceStep>;
export type ListPerformanceVariant = z.infer<typeof listPerformanceVariant>;
export const listPerformanceReport = z.object({ report: z.array(listPerformanceRow), totals: listPerformanceTotals, callResults: z.array(z.string()) });
export type ListPerformanceReport = z.infer<typeof listPerformanceReport>;

/** Spec 3 section 7: the phone number connect rate report takes start, end and its grouping (by phone number). */
export const phoneNumberReportBody = z
  .object({ start: reportDate.optional(), end: reportDate.optional(), grouping: z.literal('phoneNumber').default('phoneNumber') })
  .refine(startNotAfterEnd, REPORT_RANGE_ORDER);

/** The calls behind one figure of the phone number connect rate report: its range, the number, the measure. */
export const numberActivitiesBody = z
  .object({
    start: reportDate.optional(),
    end: reportDate.optional(),
    phoneNumber: z.string().min(1).max(40),
    measure: z.enum(numberMeasureValues),
    offset: z.number().int().min(0).max(1_000_000).default(0),
    limit: z.number().int().min(1).max(REPORT_ACTIVITIES_PAGE).default(REPORT_ACTIVITIES_PAGE),
  })
  .refine(startNotAfterEnd, REPORT_RANGE_ORDER);

/** A number's kind: a user's assigned number, or a local presence number (any other caller id the tenant called from). */
export const phoneNumberType = z.enum(['assigned', 'localPresence']);

/**
 * Spec 3 phone number report item: the calls on one of the tenant's numbers (outbound: its caller id
 * was shown; inbound: it was called), the outbound ones, their connects and connect % of outbound;
 * the formatted fields as shown, the raw ones to sort by.
 */
export const phoneNumberReportItem = z.object({
  type: phoneNumberType,
  phoneNumber: z.string(),
  formattedPhoneNumber: z.string(),
  callCount: z.number().int(),
  outboundCallCount: z.number().int(),
  connectCount: z.number().int(),
  connectPercentage: z.number(),
  formattedCallCount: z.string(),
  formattedOutboundCallCount: z.string(),
  formattedConnectCount: z.string(),
  formattedConnectPercentage: z.string(),
});
export type PhoneNumberReportItem = z.infer<typeof phoneNumberReportItem>;

/** Spec 3 spam flag item: whether each carrier's analytics flag the number as spam. */
export const spamFlagItem = z.object({
  type: phoneNumberType,
  phoneNumber: z.string(),
  formattedPhoneNumber: z.string(),
  carriers: z.object({ isCarrierSmartCallFlagged: z.boolean(), isCarrierVerizonFlagged: z.boolean(), isCarrierTMobileFlagged: z.boolean() }),
  /** What the flags were judged on: the number's outbound calls in the last 24 hours and their connect %. */
  dailyCalls: z.number().int(),
  dailyConnectPercentage: z.number(),
});
export type SpamFlagItem = z.infer<typeof spamFlagItem>;
/** The number reputation provider that gave the flags (the built-in one is simulated and says so). */
export const spamFlagReport = z.object({ items: z.array(spamFlagItem), provider: z.object({ name: z.string(), simulated: z.boolean() }), checkedAt: z.string() });
export type SpamFlagReport = z.infer<typeof spamFlagReport>;
