import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { stepDueAt } from '@/src/domain/lists/step-due-time';
import { variantIndex } from '@/src/domain/lists/variant-letters';
import { stepScheduleOf } from '@/src/domain/schedules/week-schedule';
import { callLists, listContacts, playbookSteps, playbookStepVariants, tenants } from '../../db/schema';
import { DEFAULT_TENANT_TIME_ZONE } from '../lists/list-permissions';
import type { Executor } from '../../activity/activity-log';

/**
 * A contact's progress through its list's playbook (spec 2 sections 3 and 4): which step it is on, which
 * variant it gets, and when the step becomes due (playbookStepEnabledAt: its gap has passed).
 */

/** What was done on the step before moving on (kept for the caller's log; the move is the same). */
export type AdvanceOutcome = 'email-sent' | 'called' | 'fields-modified' | 'skipped' | 'step-deleted';

export interface StepTiming {
  id: number;
  gapMinutes: number;
  businessDays: boolean;
  /** The tenant schedule the step runs in (by name); null, or a name no schedule has: any time. */
  schedule: string | null;
}

const stepTiming = { id: playbookSteps.id, gapMinutes: playbookSteps.gapMinutes, businessDays: playbookSteps.businessDays, schedule: playbookSteps.schedule };

/**
 * When a contact placed on the step at `now` becomes due (#21 item 8): after its gap, then at the next
 * opening of the tenant schedule the step names, read in the tenant's time zone.
 */
export async function stepDueFrom(db: Executor, tenantId: number, step: StepTiming, now: Date): Promise<Date> {
  const rule = { gapMinutes: step.gapMinutes, businessDays: step.businessDays };
  if (!step.schedule) return stepDueAt(now, { ...rule, schedule: null });
  const [tenant] = await db.select({ settings: tenants.settings }).from(tenants).where(eq(tenants.id, tenantId));
  const days = tenant?.settings.schedules?.[step.schedule];
  if (!days) return stepDueAt(now, { ...rule, schedule: null });
  return stepDueAt(now, { ...rule, schedule: stepScheduleOf(days), timeZone: tenant.settings.timeZone ?? DEFAULT_TENANT_TIME_ZONE });
}

/**
 * The variants `count` contacts arriving on a step get, in order: A, B, A, B... continuing from the one
 * given last on the step (the step's variant cursor, moved atomically). Null each when the step has none.
 */
export async function takeVariants(db: Executor, tenantId: number, stepId: number, count: number): Promise<(number | null)[]> {
  if (count <= 0) return [];
  const variants = (
    await db
      .select({ id: playbookStepVariants.id, letter: playbookStepVariants.letter })
      .from(playbookStepVariants)
      .where(and(eq(playbookStepVariants.stepId, stepId), eq(playbookStepVariants.tenantId, tenantId)))
  ).sort((a, b) => variantIndex(a.letter) - variantIndex(b.letter));
  if (variants.length === 0) return Array.from({ length: count }, () => null);
  const [moved] = await db
    .update(playbookSteps)
    .set({ variantCursor: sql`${playbookSteps.variantCursor} + ${count}` })
    .where(and(eq(playbookSteps.id, stepId), eq(playbookSteps.tenantId, tenantId)))
    .returning({ cursor: playbookSteps.variantCursor });
  const first = (moved?.cursor ?? count - 1) - count + 1;
  return Array.from({ length: count }, (_, i) => variants[(((first + i) % variants.length) + variants.length) % variants.length]!.id);
}

export interface Placement {
  playbookStepId: number | null;
  variantId: number | null;
  playbookStepEnabledAt: Date;
  listStatus: 'not contacted';
}

/**
 * Where `count` contacts added to a list go (decision, see LISTS-NOTES.md): on the list playbook's FIRST
 * step (position 0), due at `now` + that step's gap, variants alternating; without a playbook (or steps),
 * on no step and due at once. LISTS-SERVER inserts these values with the new list_contacts rows.
 */
export async function firstStepPlacement(db: Executor, args: { tenantId: number; listId: number; now: Date; count?: number }): Promise<Placement[]> {
  const count = args.count ?? 1;
  const [first] = await db
    .select(stepTiming)
    .from(callLists)
    .innerJoin(playbookSteps, eq(playbookSteps.playbookId, callLists.playbookId))
    .where(and(eq(callLists.id, args.listId), eq(callLists.tenantId, args.tenantId)))
    .orderBy(asc(playbookSteps.position))
    .limit(1);
  if (!first) return Array.from({ length: count }, () => ({ playbookStepId: null, variantId: null, playbookStepEnabledAt: args.now, listStatus: 'not contacted' as const }));
  const variants = await takeVariants(db, args.tenantId, first.id, count);
  const due = await stepDueFrom(db, args.tenantId, first, args.now);
  return variants.map((variantId) => ({ playbookStepId: first.id, variantId, playbookStepEnabledAt: due, listStatus: 'not contacted' as const }));
}

/** Puts the list's given contacts (all when `contactIds` is null) on a step, due after its gap, 'not contacted'. */
export async function placeOnStep(db: Executor, args: { tenantId: number; listId: number; contactIds: number[] | null; step: StepTiming | null; now: Date }): Promise<number> {
  const rows = await db
    .select({ id: listContacts.id })
    .from(listContacts)
    .where(
      and(eq(listContacts.tenantId, args.tenantId), eq(listContacts.listId, args.listId), args.contactIds ? sql`${listContacts.contactId} = any(${sql.param(args.contactIds)}::int[])` : undefined),
    )
    .orderBy(asc(listContacts.contactId));
  if (rows.length === 0) return 0;
  const ids = rows.map((r) => r.id);
  if (!args.step) {
    await db
      .update(listContacts)
      .set({ playbookStepId: null, variantId: null, listStatus: 'not contacted', playbookStepEnabledAt: args.now, exitedAt: null, exitReason: null })
      .where(sql`${listContacts.id} = any(${sql.param(ids)}::int[])`);
    return ids.length;
  }
  const variants = await takeVariants(db, args.tenantId, args.step.id, ids.length);
  const due = await stepDueFrom(db, args.tenantId, args.step, args.now);
  // One statement: each row gets its own variant by its order.
  await db.execute(sql`
    update ${listContacts} as lc set
      playbook_step_id = ${args.step.id}, variant_id = v.variant_id, playbook_step_enabled_at = ${due.toISOString()}::timestamptz,
      list_status = 'not contacted', skip_reason = null, exited_at = null, exit_reason = null
    from unnest(${`{${ids.join(',')}}`}::int[], ${`{${variants.map((v) => v ?? 'NULL').join(',')}}`}::int[]) as v(id, variant_id)
    where lc.id = v.id`);
  return ids.length;
}

/**
 * Places contacts just added to a list (by hand, a move or a refresh) on their landing step: due after the
 * step's gap, variants dealt in turn. Nothing to do without a step (a list without a playbook).
 */
export async function placeNewMembers(db: Executor, args: { tenantId: number; listId: number; contactIds: number[]; stepId: number | null; now: Date }): Promise<void> {
  if (args.stepId == null || args.contactIds.length === 0) return;
  const [step] = await db
    .select(stepTiming)
    .from(playbookSteps)
    .where(and(eq(playbookSteps.id, args.stepId), eq(playbookSteps.tenantId, args.tenantId)));
  if (step) await placeOnStep(db, { tenantId: args.tenantId, listId: args.listId, contactIds: args.contactIds, step, now: args.now });
}

export interface AdvanceResult {
  listStatus: 'not contacted' | 'completed';
  playbookStepId: number | null;
  playbookStepEnabledAt: Date | null;
}

/**
 * After a contact's step is done: the next step by position, due at `now` + its gap ('not contacted');
 * past the last step 'completed'. Null when the contact is not on the list. The power dialer and the
 * playbook email send call it; so does the engine after an automatic email or a field change.
 */
export async function advanceContact(db: Executor, args: { tenantId: number; listId: number; contactId: number; outcome: AdvanceOutcome; now?: Date }): Promise<AdvanceResult | null> {
  const now = args.now ?? new Date();
  const [row] = await db
    .select({ id: listContacts.id, stepId: listContacts.playbookStepId, playbookId: callLists.playbookId, position: playbookSteps.position })
    .from(listContacts)
    .innerJoin(callLists, eq(callLists.id, listContacts.listId))
    .leftJoin(playbookSteps, eq(playbookSteps.id, listContacts.playbookStepId))
    .where(and(eq(listContacts.tenantId, args.tenantId), eq(listContacts.listId, args.listId), eq(listContacts.contactId, args.contactId)));
  if (!row) return null;
  const [next] =
    row.playbookId == null
      ? []
      : await db
          .select(stepTiming)
          .from(playbookSteps)
          .where(and(eq(playbookSteps.playbookId, row.playbookId), eq(playbookSteps.tenantId, args.tenantId), row.position == null ? undefined : gt(playbookSteps.position, row.position)))
          .orderBy(asc(playbookSteps.position))
          .limit(1);
  // A contact on no step of a list with a playbook starts at its first step.
  if (next && (row.stepId == null || row.position != null)) {
    const [variantId] = await takeVariants(db, args.tenantId, next.id, 1);
    const due = await stepDueFrom(db, args.tenantId, next, now);
    await db
      .update(listContacts)
      .set({ playbookStepId: next.id, variantId: variantId ?? null, playbookStepEnabledAt: due, listStatus: 'not contacted', skipReason: null, reservedByUserId: null, reservedUntil: null })
      .where(eq(listContacts.id, row.id));
    return { listStatus: 'not contacted', playbookStepId: next.id, playbookStepEnabledAt: due };
  }
  await db
    .update(listContacts)
    .set({ playbookStepId: null, variantId: null, listStatus: 'completed', skipReason: null, reservedByUserId: null, reservedUntil: null })
    .where(eq(listContacts.id, row.id));
  return { listStatus: 'completed', playbookStepId: null, playbookStepEnabledAt: null };
}
