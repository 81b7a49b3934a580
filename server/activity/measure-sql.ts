import { sql, type SQL } from 'drizzle-orm';
import type { ConnectRule } from '@/src/domain/reports/connect-rule';

/**
 * The one definition of each measure over the activity log, as SQL conditions on an `activities` row
 * (named `alias` in the query). Every surface counts through these: the dashboard, the reports with
 * their drawers and charts, list performance, list contact columns and the phone number report.
 * src/domain/reports/connect-rule.ts says the same rule for one call.
 */
export function activityMeasures(rule: ConnectRule, alias = 'activities') {
  const col = (name: string) => sql.raw(`${alias}.${name}`);
  const call = sql`${col('kind')} = 'call'`;
  const out = sql`${col('direction')} = 'out'`;
  const inbound = sql`${col('direction')} = 'in'`;
  const duration = sql`coalesce(${col('duration_seconds')}, 0)`;
  const email = sql`${col('kind')} = 'email'`;
  const byTime = rule.connectTimeEnabled ? sql`${duration} >= ${rule.connectTime}` : null;
  const byResult = rule.specificCallResultEnabled && rule.connectResults.length ? sql`${col('data')}->>'result' = any(${sql.param([...rule.connectResults])}::text[])` : null;
  const ways = [byTime, byResult].filter((w): w is SQL => w !== null);
  const connectWay = ways.length ? sql`(${sql.join(ways, sql` or `)})` : sql`false`;
  const connect = sql`${call} and ${out} and ${connectWay}`;
  return {
    call,
    /** Outbound calls logged. */
    dial: sql`${call} and ${out}`,
    /** Outbound calls talked on (longer than 0 s). */
    answered: sql`${call} and ${out} and ${duration} > 0`,
    connect,
    /** The pie's other outbound slices: answered but not a connect, and neither. */
    shortCall: sql`${call} and ${out} and ${duration} > 0 and not ${connectWay}`,
    unanswered: sql`${call} and ${out} and ${duration} = 0 and not ${connectWay}`,
    inbound: sql`${call} and ${inbound}`,
    /** Calls talked on, either way (the average talk time's divisor). */
    talked: sql`${call} and ${duration} > 0`,
    /** Talk time: the seconds of every call, either way. */
    talkSeconds: sql<number>`coalesce(sum(${duration}) filter (where ${call}), 0)::int`,
    emailOut: sql`${email} and ${out}`,
    /** Replies: emails in. */
    emailIn: sql`${email} and ${inbound}`,
    /** Emails out that a person opened / clicked at least once (the tracking counts only the prospect). */
    emailOpened: sql`${email} and ${out} and coalesce((${col('data')}->>'opens')::int, 0) > 0`,
    emailClicked: sql`${email} and ${out} and coalesce((${col('data')}->>'clicks')::int, 0) > 0`,
    smsOut: sql`${col('kind')} = 'sms' and ${out}`,
    smsIn: sql`${col('kind')} = 'sms' and ${inbound}`,
  };
}

export type ActivityMeasures = ReturnType<typeof activityMeasures>;
