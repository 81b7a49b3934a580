import { z } from 'zod';
import { defineRoute } from '../route';
import {
  abandonedCallRow,
  acdReportBody,
  activityReport,
  activityReportBody,
  activityConnectRateReply,
  listPerformanceReport,
  phoneNumberReportBody,
  phoneNumberReportItem,
  queuePerformanceRow,
  reportActivitiesBody,
  listActivitiesBody,
  numberActivitiesBody,
  queueActivitiesBody,
  reportActivitiesReply,
  spamFlagReport,
} from '../entities/reports';

/**
 * Spec 3 sections 2 and 7: the reports, read from the one activity log (supervisors: monitor read).
 * Each is one query; rows come whole (tables are unpaged), the page decides when it is too large.
 */
export const reportRoutes = {
  abandonedCallsReport: defineRoute({
    method: 'POST',
    path: '/reports/acd/abandoned-calls',
    body: acdReportBody,
    reply: z.object({ report: z.array(abandonedCallRow) }),
    auth: 'session',
    scope: 'monitor.read',
  }),
  /** A signed address (a few minutes) from which the browser downloads the abandoned calls CSV, streamed by the server. */
  abandonedCallsExport: defineRoute({
    method: 'POST',
    path: '/reports/acd/abandoned-calls/export',
    body: acdReportBody,
    reply: z.object({ url: z.string(), expiresAt: z.string() }),
    auth: 'session',
    scope: 'monitor.read',
  }),
  /** Every user may run it; without capList report.listUsers a user reports on themself only (the server decides). */
  activityReport: defineRoute({ method: 'POST', path: '/reports/activity', body: activityReportBody, reply: activityReport, auth: 'session' }),
  /** The activity report's connect rate per day over its range (the same users, range and lists as the report). */
  activityConnectRate: defineRoute({ method: 'POST', path: '/reports/activity/connect-rate', body: activityReportBody, reply: activityConnectRateReply, auth: 'session' }),
  /** The calls, emails or SMS behind one figure of the activity report, newest first (the report's own rules: report.listUsers, range, lists). */
  activityReportActivities: defineRoute({ method: 'POST', path: '/reports/activity/activities', body: reportActivitiesBody, reply: reportActivitiesReply, auth: 'session' }),
  /** The calls or emails behind one figure of the list performance report, newest first (the report's own rules). */
  listPerformanceActivities: defineRoute({ method: 'POST', path: '/reports/list-performance/activities', body: listActivitiesBody, reply: reportActivitiesReply, auth: 'session' }),
  /** Every user may run it; without capList report.listUsers a user reports on their own calls and emails only. */
  listPerformanceReport: defineRoute({ method: 'POST', path: '/reports/list-performance', body: activityReportBody, reply: listPerformanceReport, auth: 'session' }),
  /** Every user may run it; without capList report.listUsers it counts the user's own calls only. */
  phoneNumberReport: defineRoute({ method: 'POST', path: '/reports/phone-numbers', body: phoneNumberReportBody, reply: z.object({ items: z.array(phoneNumberReportItem) }), auth: 'session' }),
  /** The calls behind one figure of the phone number report (a number's calls, outbound calls or connects), newest first. */
  phoneNumberActivities: defineRoute({ method: 'POST', path: '/reports/phone-numbers/activities', body: numberActivitiesBody, reply: reportActivitiesReply, auth: 'session' }),
  /** The spam flags of the tenant's numbers as the number reputation provider sees them now (without report.listUsers: the user's own numbers). */
  spamFlagReport: defineRoute({ method: 'POST', path: '/reports/spam-flags', body: z.object({}).default({}), reply: spamFlagReport, auth: 'session' }),
  /** The queue entries behind one figure of the queue performance report (a queue's or a user's received, accepted, abandoned), newest first. */
  queuePerformanceActivities: defineRoute({
    method: 'POST',
    path: '/reports/acd/queue-performance/activities',
    body: queueActivitiesBody,
    reply: reportActivitiesReply,
    auth: 'session',
    scope: 'monitor.read',
  }),
  queuePerformanceReport: defineRoute({
    method: 'POST',
    path: '/reports/acd/queue-performance',
    body: acdReportBody,
    reply: z.object({ report: z.array(queuePerformanceRow) }),
    auth: 'session',
    scope: 'monitor.read',
  }),
};
