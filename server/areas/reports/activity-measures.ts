import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { ActivityMeasure } from '@/src/domain/reports/activity-measures';
import { activities } from '../../db/schema';
import type { AuthContext } from '../session/session-store';
import { occurredWithin } from './report-range';
import { reportedUserIds } from './report-query';

const a = activities;
const call = sql`${a.kind} = 'call'`;
const out = sql`${a.direction} = 'out'`;
const inbound = sql`${a.direction} = 'in'`;
const email = sql`${a.kind} = 'email'`;
const sms = sql`${a.kind} = 'sms'`;

/**
 * Which activities each counted figure of the activity report counts: the report counts them and a
 * figure opens them, from this one definition, so the two always agree.
 */
export function activityMeasureSql(connectTime: number): Record<Exclude<ActivityMeasure, 'callResult'>, SQL> {
  return {
    dials: sql`${call} and ${out}`,
    outboundCalls: sql`${call} and ${out} and ${a.durationSeconds} > 0`,
    connects: sql`${call} and ${out} and ${a.durationSeconds} >= ${connectTime}`,
    inboundCalls: sql`${call} and ${inbound}`,
    emailOut: sql`${email} and ${out}`,
    emailIn: sql`${email} and ${inbound}`,
    fsEmailOut: sql`${email} and ${out} and ${a.data}->>'origin' = 'playbook'`,
    emailOpens: sql`${email} and ${out} and coalesce((${a.data}->>'opens')::int, 0) > 0`,
    emailClicks: sql`${email} and ${out} and coalesce((${a.data}->>'clicks')::int, 0) > 0`,
    smsOut: sql`${sms} and ${out}`,
    smsIn: sql`${sms} and ${inbound}`,
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
