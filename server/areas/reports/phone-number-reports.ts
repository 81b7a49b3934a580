import { connectRuleOf } from '../../activity/connection-rule';
import { activityMeasures } from '../../activity/measure-sql';
import type { ConnectRule } from '@/src/domain/reports/connect-rule';
import { sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { PhoneNumberReportItem, phoneNumberReportBody, SpamFlagReport } from '@/src/contract';
import type { NumberMeasure } from '@/src/domain/reports/activity-measures';
import { formatReportNumber, phoneNumberItem } from '@/src/domain/reports/number-figures';
import { dailyConnectPercent } from '@/src/domain/reports/simulated-reputation';
import type { Clock } from '../../clock';
import type { Db } from '../../db/database';
import type { AuthContext } from '../session/session-store';
import type { NumberReputationProvider } from './number-reputation';
import { occurredWithin } from './report-range';
import { reportedUserIds, reportQuery } from './report-query';

type Filters = z.infer<typeof phoneNumberReportBody>;
const DAY_MS = 24 * 3600 * 1000;
/** The spam report looks at numbers that called in the last 30 days, beside every assigned one. */
const RECENT_DAYS = 30;

/**
 * The tenant's number on a call: the one the call wrote as it was saved (the caller id shown, or the
 * number called), else the user's assigned number (calls saved before calls wrote it).
 */
const ownNumber = sql`coalesce(activities.data->>'ownNumber', upn.phone_number)`;

/** Which of a number's calls each figure counts: the report counts them and a figure opens them. */
export function numberMeasureSql(rule: ConnectRule): Record<NumberMeasure, SQL> {
  const m = activityMeasures(rule);
  return { calls: m.call, outboundCalls: m.dial, connects: m.connect };
}

/**
 * The calls on one number, as the report groups them: the number the call wrote, else (calls saved
 * before calls wrote it) one of the user's assigned numbers, which the report joins.
 */
export const onNumber = (phoneNumber: string) =>
  sql`(activities.data->>'ownNumber' = ${phoneNumber} or (activities.data->>'ownNumber' is null and exists (
    select 1 from user_phone_numbers upn where upn.user_id = activities.user_id and upn.tenant_id = activities.tenant_id and upn.phone_number = ${phoneNumber})))`;

/** Without report.listUsers, the caller's own calls only. */
const ownCallsOnly = (auth: AuthContext): SQL => {
  const only = reportedUserIds(auth, []);
  return only.length ? sql`activities.user_id = any(${sql.param(only)}::int[])` : sql`true`;
};

/** The calls a phone number report counts: the tenant's, in the range, the caller's own without report.listUsers. */
export function numberReportScope(auth: AuthContext, filters: { start?: string | undefined; end?: string | undefined }): SQL {
  return sql`activities.tenant_id = ${auth.tenantId} and activities.kind = 'call' and ${occurredWithin(filters) ?? sql`true`} and ${ownCallsOnly(auth)}`;
}

/**
 * The phone number connect rate and spam flag status reports (spec 3), from the calls of the one
 * activity log, tenant-scoped; without report.listUsers a user's own calls and numbers only. A number
 * is 'assigned' when it is a user's caller id or another of the tenant's numbers a user holds (settings
 * numbers), else 'localPresence'.
 */
export function createPhoneNumberReports(db: Db, clock: Clock, reputation: NumberReputationProvider) {
  const assigned = (auth: AuthContext, number: SQL) =>
    sql`(exists (select 1 from user_phone_numbers mine where mine.tenant_id = ${auth.tenantId} and mine.phone_number = ${number})
      or exists (select 1 from tenant_phone_numbers held where held.tenant_id = ${auth.tenantId} and held.phone_number = ${number} and held.user_id is not null))`;

  return {
    async connectRate(auth: AuthContext, filters: Filters): Promise<PhoneNumberReportItem[]> {
      const m = numberMeasureSql(await connectRuleOf(db, auth.tenantId));
      const { rows } = await reportQuery(db, (tx) =>
        tx.execute<{ number: string; assigned: boolean; calls: number; outbound: number; connects: number }>(sql`
        select n.number, ${assigned(auth, sql`n.number`)} as assigned, n.calls, n.outbound, n.connects
        from (
          select ${ownNumber} as number, count(*) filter (where ${m.calls})::int as calls,
            count(*) filter (where ${m.outboundCalls})::int as outbound,
            count(*) filter (where ${m.connects})::int as connects
          from activities
          left join user_phone_numbers upn on upn.user_id = activities.user_id and upn.tenant_id = activities.tenant_id
          where ${numberReportScope(auth, filters)}
          group by 1
        ) n
        where n.number is not null
        order by n.number`),
      );
      return rows.map((r) => phoneNumberItem({ type: r.assigned ? 'assigned' : 'localPresence', phoneNumber: r.number, callCount: r.calls, outboundCallCount: r.outbound, connectCount: r.connects }));
    },

    async spamFlags(auth: AuthContext): Promise<SpamFlagReport> {
      const connect = activityMeasures(await connectRuleOf(db, auth.tenantId)).connect;
      const now = clock.now();
      const dayAgo = new Date(now.getTime() - DAY_MS);
      const recent = new Date(now.getTime() - RECENT_DAYS * DAY_MS);
      const everyone = reportedUserIds(auth, []).length === 0;
      const { rows } = await reportQuery(db, (tx) =>
        tx.execute<{ number: string; assigned: boolean; daily: number; connects: number }>(sql`
        with traffic as (
          select ${ownNumber} as number,
            count(*) filter (where activities.occurred_at >= ${dayAgo})::int as daily,
            count(*) filter (where activities.occurred_at >= ${dayAgo} and ${connect})::int as connects
          from activities
          left join user_phone_numbers upn on upn.user_id = activities.user_id and upn.tenant_id = activities.tenant_id
          where activities.tenant_id = ${auth.tenantId} and activities.kind = 'call' and activities.direction = 'out' and activities.occurred_at >= ${recent} and ${ownCallsOnly(auth)}
          group by 1
        ),
        numbers as (
          -- A user whose number was taken (a forced unassign) keeps a row with no number: not a number to report.
          select phone_number as number from user_phone_numbers where tenant_id = ${auth.tenantId} and phone_number is not null and (${everyone} or user_id = ${auth.userId})
          union
          select number from traffic where number is not null
        )
        select n.number, ${assigned(auth, sql`n.number`)} as assigned, coalesce(t.daily, 0)::int as daily, coalesce(t.connects, 0)::int as connects
        from numbers n left join traffic t on t.number = n.number
        order by n.number`),
      );
      const traffic = rows.map((r) => ({ phoneNumber: r.number, traffic: { dailyCalls: r.daily, dailyConnects: r.connects } }));
      const flags = await reputation.flags(traffic);
      return {
        items: rows.map((r, i) => ({
          type: r.assigned ? 'assigned' : 'localPresence',
          phoneNumber: r.number,
          formattedPhoneNumber: formatReportNumber(r.number),
          carriers: flags[i]!,
          dailyCalls: r.daily,
          dailyConnectPercentage: dailyConnectPercent(traffic[i]!.traffic),
        })),
        provider: { name: reputation.name, simulated: reputation.simulated },
        checkedAt: now.toISOString(),
      };
    },
  };
}
