import { sql, type SQL } from 'drizzle-orm';
import { LIST_DUE_STATUSES } from '@/src/contract/entities/lists';
import type { PlayNextIdle } from '@/src/contract/entities/power-dialer';
import type { Executor } from '../../activity/activity-log';
import type { PlayList } from './power-dialer-action';

/**
 * Why play/next handed out nothing: the list's contacts on the call steps asked for (or on no step), counted
 * by what keeps selection from giving them to the caller now. Read after selection, in its own query, so the
 * counts include what this very call marked (a contact it found outside its hours).
 */
export async function nothingDialable(
  db: Executor,
  args: { tenantId: number; userId: number; list: PlayList; playbookStepId?: number | undefined; now: Date; callingHoursGuard: boolean },
): Promise<PlayNextIdle> {
  const at = args.now.toISOString();
  const steps = args.list.jobInfo.list.playbook ? args.list.callSteps.map((s) => s.id).filter((id) => args.playbookStepId == null || id === args.playbookStepId) : null;
  const stepSql: SQL = steps == null ? sql`lc.playbook_step_id is null` : steps.length === 0 ? sql`false` : sql`lc.playbook_step_id = any(${sql.param(steps)}::int[])`;
  const dueStatus = sql`lc.list_status in (${sql.join(
    LIST_DUE_STATUSES.map((s) => sql`${s}`),
    sql`, `,
  )})`;
  const heldByOther = sql`(lc.reserved_by_user_id is not null and lc.reserved_by_user_id <> ${args.userId} and lc.reserved_until > ${at}::timestamptz)`;
  const stepDue = sql`lc.playbook_step_enabled_at <= ${at}::timestamptz`;
  const waiting = (reason: string) => sql`${dueStatus} and ${stepDue} and not ${heldByOther} and lc.skip_reason = ${reason} and lc.play_retry_at > ${at}::timestamptz`;
  // With the guard off selection ignores the calling-hours wait, so nobody is waiting for it.
  const outside = args.callingHoursGuard ? waiting('schedule') : sql`false`;
  const { rows } = await db.execute<{ outside_hours: number; outside_until: Date | string | null; held: number; no_phone: number; not_yet_due: number; opted_out: number }>(sql`
    select
      count(*) filter (where ${outside})::int as outside_hours,
      min(lc.play_retry_at) filter (where ${outside}) as outside_until,
      count(*) filter (where ${dueStatus} and ${stepDue} and ${heldByOther})::int as held,
      count(*) filter (where ${waiting('phone')})::int as no_phone,
      count(*) filter (where ${dueStatus} and not ${stepDue})::int as not_yet_due,
      count(*) filter (where lc.list_status = 'not contacted dnc skipped')::int as opted_out
    from list_contacts lc
    where lc.tenant_id = ${args.tenantId} and lc.list_id = ${args.list.row.id} and ${stepSql}`);
  const row = rows[0];
  const until = row?.outside_until ?? null;
  return {
    listInactive: !args.list.row.active,
    outsideHours: row?.outside_hours ?? 0,
    outsideHoursUntil: until === null ? null : new Date(until).toISOString(),
    heldByOthers: row?.held ?? 0,
    noPhone: row?.no_phone ?? 0,
    notYetDue: row?.not_yet_due ?? 0,
    optedOut: row?.opted_out ?? 0,
  };
}
