import { and, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { metricTypeValues, type ActivityMetric, type ActivityMetricsReply, type MetricPeriod, type MetricTargets, type MetricType } from '@/src/contract';
import { DEFAULT_METRIC_PERIOD } from '@/src/domain/constants';
import type { ConnectionSettings } from '@/src/domain/reports/connect-rule';
import { connectRuleOf } from '../../activity/connection-rule';
import { activityMeasures } from '../../activity/measure-sql';
import { countWhere } from '../reports/report-query';
import { periodRange, WORKING_DAYS_PER_PERIOD } from '@/src/domain/metric-period';
import type { Clock } from '../../clock';
import type { Db } from '../../db/database';
import { activities, teams, tenants, userSettings, users } from '../../db/schema';
import { insufficientScope, notFound } from '../../http/api-error';
import type { AuthContext } from '../session/session-store';
import { userTimeZone } from '../profile/user-time-zone';

const MANAGER_VIEW = 'dashboard.managerView';
const PERIOD_KEY = 'dashboard.period';

/** Activity-metric gauges, all read from the one activity log. */
export function createMetricsService(db: Db, clock: Clock) {
  async function compute(tenantId: number, userIds: number[], period: MetricPeriod, selector: string, timeZone: string): Promise<ActivityMetricsReply> {
    const { from, to } = periodRange(period, clock.now(), timeZone);
    const [tenant] = await db.select({ settings: tenants.settings }).from(tenants).where(eq(tenants.id, tenantId));
    const rule = await connectRuleOf(db, tenantId, tenant);
    // The one definition of each measure (server/activity/measure-sql.ts): the gauges and the pie count as the reports do.
    const m = activityMeasures(rule);
    const [row] = userIds.length
      ? await db
          .select({
            callsOut: countWhere(m.dial),
            callsIn: countWhere(m.inbound),
            connects: countWhere(m.connect),
            outShort: countWhere(m.shortCall),
            outUnanswered: countWhere(m.unanswered),
            talkSeconds: m.talkSeconds,
            emails: countWhere(m.emailOut),
            demos: sql<number>`count(*) filter (where ${activities.kind} = 'demo')::int`,
          })
          .from(activities)
          .where(and(eq(activities.tenantId, tenantId), inArray(activities.userId, userIds), gte(activities.occurredAt, from), lt(activities.occurredAt, to)))
      : [undefined];
    const values: Record<MetricType, number> = {
      callsOut: row?.callsOut ?? 0,
      callsIn: row?.callsIn ?? 0,
      connects: row?.connects ?? 0,
      talkTime: Math.round(((row?.talkSeconds ?? 0) / 60) * 100) / 100,
      emails: row?.emails ?? 0,
      demos: row?.demos ?? 0,
    };
    // Targets add up over the subject's members: an empty team has none.
    const scale = WORKING_DAYS_PER_PERIOD[period] * userIds.length;
    const targets = tenant?.settings.metricTargets ?? {};
    const metrics: ActivityMetric[] = (Object.keys(values) as MetricType[]).map((type) => {
      const daily = targets[type] ?? { target: 0, warning: 0, error: 0 };
      return {
        type,
        value: values[type],
        selector,
        unit: type === 'talkTime' ? 'minutes' : 'count',
        threshold: { target: daily.target * scale, warning: daily.warning * scale, error: daily.error * scale },
      };
    });
    const callMix = { connected: row?.connects ?? 0, short: row?.outShort ?? 0, unanswered: row?.outUnanswered ?? 0, inbound: row?.callsIn ?? 0 };
    return {
      period,
      from: from.toISOString(),
      to: to.toISOString(),
      timeZone,
      metrics,
      callMix,
      connection: { connectTimeEnabled: rule.connectTimeEnabled, connectTime: rule.connectTime, specificCallResultEnabled: rule.specificCallResultEnabled },
    };
  }

  /** The tenant's daily thresholds of every gauge (a metric never set has zeros). */
  async function targetsOf(tenantId: number): Promise<MetricTargets> {
    const [tenant] = await db.select({ settings: tenants.settings }).from(tenants).where(eq(tenants.id, tenantId));
    const saved = tenant?.settings.metricTargets ?? {};
    return Object.fromEntries(metricTypeValues.map((type) => [type, saved[type] ?? { target: 0, warning: 0, error: 0 }])) as MetricTargets;
  }

  async function connectionOf(tenantId: number): Promise<ConnectionSettings> {
    const { connectTimeEnabled, connectTime, specificCallResultEnabled } = await connectRuleOf(db, tenantId);
    return { connectTimeEnabled, connectTime, specificCallResultEnabled };
  }

  return {
    targets: (auth: AuthContext) => targetsOf(auth.tenantId),

    /** The tenant's connection service (spec 3): what makes a call a connect. */
    connectionSettings: (auth: AuthContext) => connectionOf(auth.tenantId),

    /** Sets the connection service (administrators; the contract checked that one way at least is on). */
    async setConnectionSettings(auth: AuthContext, settings: ConnectionSettings): Promise<ConnectionSettings> {
      await db
        .update(tenants)
        .set({ settings: sql`jsonb_set(${tenants.settings}, '{connection}', ${JSON.stringify(settings)}::jsonb)` })
        .where(eq(tenants.id, auth.tenantId));
      return connectionOf(auth.tenantId);
    },

    /** Sets every gauge's daily thresholds of the tenant (administrators; the contract checked their order). */
    async setTargets(auth: AuthContext, targets: MetricTargets): Promise<MetricTargets> {
      await db
        .update(tenants)
        .set({ settings: sql`jsonb_set(${tenants.settings}, '{metricTargets}', ${JSON.stringify(targets)}::jsonb)` })
        .where(eq(tenants.id, auth.tenantId));
      return targetsOf(auth.tenantId);
    },

    async forUser(auth: AuthContext, period: MetricPeriod, userId?: number) {
      const target = userId ?? auth.userId;
      if (target !== auth.userId && !auth.capList.includes(MANAGER_VIEW)) throw insufficientScope();
      const [user] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.id, target), eq(users.tenantId, auth.tenantId)));
      if (!user) throw notFound('User');
      // The viewer's calendar: "today" is the day of whoever looks at the gauges.
      return compute(auth.tenantId, [user.id], period, `user:${user.id}`, (await userTimeZone(db, auth)).timeZone);
    },

    async forTeam(auth: AuthContext, teamId: number, period: MetricPeriod) {
      const [team] = await db
        .select({ id: teams.id })
        .from(teams)
        .where(and(eq(teams.id, teamId), eq(teams.tenantId, auth.tenantId)));
      if (!team) throw notFound('Team');
      const members = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.teamId, teamId), eq(users.tenantId, auth.tenantId)));
      return compute(
        auth.tenantId,
        members.map((m) => m.id),
        period,
        `team:${teamId}`,
        (await userTimeZone(db, auth)).timeZone,
      );
    },

    async savedPeriod(auth: AuthContext): Promise<MetricPeriod> {
      const [row] = await db
        .select({ value: userSettings.value })
        .from(userSettings)
        .where(and(eq(userSettings.userId, auth.userId), eq(userSettings.tenantId, auth.tenantId), eq(userSettings.key, PERIOD_KEY)));
      const value = row?.value;
      return value === 'currentDay' || value === 'currentWeek' || value === 'currentMonth' ? value : DEFAULT_METRIC_PERIOD;
    },

    async savePeriod(auth: AuthContext, period: MetricPeriod): Promise<MetricPeriod> {
      await db
        .insert(userSettings)
        .values({ tenantId: auth.tenantId, userId: auth.userId, key: PERIOD_KEY, value: period })
        .onConflictDoUpdate({ target: [userSettings.userId, userSettings.key], set: { value: period } });
      return period;
    },
  };
}

export type MetricsService = ReturnType<typeof createMetricsService>;
