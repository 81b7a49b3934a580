import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { ListMeasure } from '@/src/domain/reports/activity-measures';
import type { ConnectRule } from '@/src/domain/reports/connect-rule';
import { activityMeasures } from '../../activity/measure-sql';
import { activities } from '../../db/schema';
import type { AuthContext } from '../session/session-store';
import { occurredWithin } from './report-range';
import { reportedUserIds } from './report-query';

const a = activities;
/** Where a call or email was worked from (its `context`): list, playbook step, email variant. */
export const listOf = sql<number | null>`(${a.data}->'context'->>'listId')::int`;
export const stepOf = sql<number | null>`(${a.data}->'context'->>'stepId')::int`;
export const variantOf = sql<number | null>`case when ${a.kind} = 'email' then (${a.data}->'context'->>'variantId')::int end`;
export const resultOf = sql<string | null>`case when ${a.kind} = 'call' then ${a.data}->>'result' end`;

/** Which activities each counted figure of the list performance report counts (within its scope below): the report and a figure's activities agree. */
export function listMeasureSql(rule: ConnectRule): Record<Exclude<ListMeasure, 'callResult'>, SQL> {
  const m = activityMeasures(rule);
  return { emailOut: m.emailOut, emailOpens: m.emailOpened, emailClicks: m.emailClicked, callOut: m.dial, connects: m.connect };
}

/** The calls and emails out that were worked from a list, in the range, by the users reported on, from the chosen lists. */
export function listReportScope(auth: AuthContext, filters: { start?: string | undefined; end?: string | undefined; userIds: readonly number[]; listIds: readonly number[] }): SQL | undefined {
  const userIds = reportedUserIds(auth, filters.userIds);
  return and(
    eq(a.tenantId, auth.tenantId),
    sql`${a.kind} in ('call', 'email')`,
    eq(a.direction, 'out'),
    sql`${a.data}->'context'->>'listId' is not null`,
    occurredWithin(filters),
    userIds.length ? sql`${a.userId} = any(${sql.param(userIds)}::int[])` : undefined,
    filters.listIds.length ? sql`${listOf} = any(${sql.param(filters.listIds)}::int[])` : undefined,
  );
}
