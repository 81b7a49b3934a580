import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { SCHEDULE_NAME_TAKEN, type TenantSchedule, type tenantScheduleBody, type WeekSchedule } from '@/src/contract';
import { normalizedWeek } from '@/src/domain/schedules/week-schedule';
import { isScheduleInUse, scheduleInUseMessage, type ScheduleUses } from '@/src/domain/schedules/schedule-in-use';
import type { Db } from '../../db/database';
import type { Executor } from '../../activity/activity-log';
import { acdQueues, playbooks, playbookSteps, tenants } from '../../db/schema';
import { ApiError, notFound } from '../../http/api-error';

type Body = z.infer<typeof tenantScheduleBody>;

/** The tenant's named schedules, kept in the tenant's settings (`schedules`: name to week). */
export async function tenantSchedulesOf(db: Executor, tenantId: number): Promise<Record<string, WeekSchedule>> {
  const [row] = await db.select({ settings: tenants.settings }).from(tenants).where(eq(tenants.id, tenantId));
  return row?.settings.schedules ?? {};
}

const list = (schedules: Record<string, WeekSchedule>): TenantSchedule[] =>
  Object.entries(schedules)
    .map(([name, days]) => ({ name, days }))
    .sort((a, b) => a.name.localeCompare(b.name, undefined, { sensitivity: 'base' }));

/**
 * Spec 3 schedules: names unique in the tenant (case-insensitive), intervals of at least 30 minutes
 * (the contract), overlapping ones merged. A rename carries the playbook steps and queues that name
 * the schedule along; a schedule a queue or a playbook step still names is not deleted (409, naming
 * them), so nothing silently starts running at any time. Each change locks the tenant's row, so two
 * admins saving at once do not lose one another's schedules.
 */
export function createScheduleService(db: Db) {
  async function change(tenantId: number, edit: (schedules: Record<string, WeekSchedule>, tx: Executor) => Promise<void> | void) {
    await db.transaction(async (tx) => {
      const [row] = await tx.select({ settings: tenants.settings }).from(tenants).where(eq(tenants.id, tenantId)).for('update');
      const schedules = { ...(row?.settings.schedules ?? {}) };
      await edit(schedules, tx);
      await tx
        .update(tenants)
        .set({ settings: sql`jsonb_set(${tenants.settings}, '{schedules}', ${JSON.stringify(schedules)}::jsonb)` })
        .where(eq(tenants.id, tenantId));
    });
  }
  const taken = (schedules: Record<string, WeekSchedule>, name: string, except: string | null) =>
    Object.keys(schedules).some((existing) => existing !== except && existing.toLowerCase() === name.toLowerCase());

  return {
    list: async (tenantId: number) => list(await tenantSchedulesOf(db, tenantId)),
    async create(tenantId: number, body: Body): Promise<TenantSchedule> {
      const days = normalizedWeek(body.days);
      await change(tenantId, (schedules) => {
        if (taken(schedules, body.name, null)) throw new ApiError(409, SCHEDULE_NAME_TAKEN);
        schedules[body.name] = days;
      });
      return { name: body.name, days };
    },
    async save(tenantId: number, name: string, body: Body): Promise<TenantSchedule> {
      const days = normalizedWeek(body.days);
      await change(tenantId, async (schedules, tx) => {
        if (!(name in schedules)) throw notFound('Schedule');
        if (taken(schedules, body.name, name)) throw new ApiError(409, SCHEDULE_NAME_TAKEN);
        delete schedules[name];
        schedules[body.name] = days;
        if (body.name !== name) {
          await tx
            .update(playbookSteps)
            .set({ schedule: body.name })
            .where(and(eq(playbookSteps.tenantId, tenantId), eq(playbookSteps.schedule, name)));
          await tx
            .update(acdQueues)
            .set({ scheduleName: body.name })
            .where(and(eq(acdQueues.tenantId, tenantId), eq(acdQueues.scheduleName, name)));
        }
      });
      return { name: body.name, days };
    },
    async remove(tenantId: number, name: string): Promise<void> {
      await change(tenantId, async (schedules, tx) => {
        if (!(name in schedules)) throw notFound('Schedule');
        const uses = await usesOf(tx, tenantId, name);
        if (isScheduleInUse(uses)) throw new ApiError(409, scheduleInUseMessage(uses), { code: 'SCHEDULE_IN_USE' });
        delete schedules[name];
      });
    },
  };
}

/** The queues and playbook steps that name the schedule, in name order. */
async function usesOf(tx: Executor, tenantId: number, name: string): Promise<ScheduleUses> {
  const queues = await tx
    .select({ name: acdQueues.name })
    .from(acdQueues)
    .where(and(eq(acdQueues.tenantId, tenantId), eq(acdQueues.scheduleName, name)))
    .orderBy(acdQueues.name);
  const steps = await tx
    .select({ playbook: playbooks.name, step: playbookSteps.name })
    .from(playbookSteps)
    .innerJoin(playbooks, and(eq(playbooks.id, playbookSteps.playbookId), eq(playbooks.tenantId, tenantId)))
    .where(and(eq(playbookSteps.tenantId, tenantId), eq(playbookSteps.schedule, name)))
    .orderBy(playbooks.name, playbookSteps.position);
  return { queues: queues.map((q) => q.name), steps: steps.map((s) => `${s.playbook}: ${s.step}`) };
}
