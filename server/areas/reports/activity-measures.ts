import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { ActivityMeasure } from '@/src/domain/reports/activity-measures';
import type { ConnectRule } from '@/src/domain/reports/connect-rule';
import { activityMeasures } from '../../activity/measure-sql';
import { activities } from '../../db/schema';
import type { AuthContext } from '../session/session-store';
import { occurredWithin } from './report-range';
import { reportedUserIds } from './report-query';

const a = activities;
const call = sql`${a.kind} = 'call'`;

/**
 * Which activities each counted figure of the activity report counts: the report counts them and a
 * figure opens them, from this one definition, so the two always agree.
 */
export function activityMeasureSql(rule: ConnectRule): Record<Exclude<ActivityMeasure, 'callResult'>, SQL> {
  const m = activityMeasures(rule);
  return {
    dials: m.dial,
    outboundCalls: m.answered,
    connects: m.connect,
    inboundCalls: m.inbound,
    emailOut: m.emailOut,
    emailIn: m.emailIn,
    fsEmailOut: sql`${m.emailOut} and ${a.data}->>'origin' = 'playbook'`,
    emailOpens: m.emailOpened,
    emailClicks: m.emailClicked,
    smsOut: m.smsOut,
    smsIn: m.smsIn,
  };
}

/** The calls of one call result (a per-result column of the activity and list performance reports). */
export const callResultIs = (result: string): SQL => sql`${call} and ${a.data}->>'result' = ${result}`;

/** The report's filters over the log: tenant, a user, the range, the users reported on, calls from the chosen lists. */
export function activityReportScope(auth: AuthContext, filters: { start?: string | undefined; end?: string | undefined; userIds: readonly number[]; listIds: readonly number[] }): SQL | undefined {
  const userIds = reportedUserIds(auth, filters.userIds);
  return and(
    eq(a.tenantId, auth.tenantId),
    sql`${a.userId} is not null`,
    occurredWithin(filters),
    userIds.length ? sql`${a.userId} = any(${sql.param(userIds)}::int[])` : undefined,
    filters.listIds.length ? sql`(${a.kind} <> 'call' or (${a.data}->'context'->>'listId')::int = any(${sql.param(filters.listIds)}::int[]))` : undefined,
  );
}
