import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Playbook, PlaybookSummary } from '@/src/contract/entities/playbooks';
import { variantIndex } from '@/src/domain/lists/variant-letters';
import { callLists, listContacts, playbooks, playbookSteps, playbookStepVariants } from '../../db/schema';
import { notFound } from '../../http/api-error';
import type { Executor } from '../../activity/activity-log';
import { listContactDueSql } from '../lists/list-due-sql';

/** Statuses of a contact still working its step (completed and exited contacts are on no step). */
const ACTIVE_ON_STEP = sql`${listContacts.listStatus} not in ('completed', 'exited')`;
/** Due: LISTS-SERVER's one definition (status, gap passed, no live reservation). */
const dueSql = (now: Date) => sql<number>`count(*) filter (where ${listContactDueSql(now, { alias: 'list_contacts' })})::int`;

type PlaybookRow = typeof playbooks.$inferSelect;

async function listIdsOf(db: Executor, tenantId: number, playbookIds: number[]) {
  if (playbookIds.length === 0) return new Map<number, number[]>();
  const rows = await db
    .select({ id: callLists.id, playbookId: callLists.playbookId })
    .from(callLists)
    .where(and(eq(callLists.tenantId, tenantId), inArray(callLists.playbookId, playbookIds)))
    .orderBy(asc(callLists.id));
  const map = new Map<number, number[]>();
  for (const r of rows) if (r.playbookId != null) map.set(r.playbookId, [...(map.get(r.playbookId) ?? []), r.id]);
  return map;
}

const base = (p: PlaybookRow, listIds: number[]) => ({
  id: p.id,
  name: p.name,
  description: p.description,
  isTemplate: p.isTemplate,
  trackEmailOpens: p.trackEmailOpens,
  trackEmailClicks: p.trackEmailClicks,
  automaticEmailUser: { id: p.automaticEmailUserId },
  exitConditions: p.exitConditions,
  maxModifyFields: p.maxModifyFields,
  listIds,
});

export async function playbookRow(db: Executor, tenantId: number, id: number): Promise<PlaybookRow> {
  const [row] = await db
    .select()
    .from(playbooks)
    .where(and(eq(playbooks.id, id), eq(playbooks.tenantId, tenantId)));
  if (!row) throw notFound('Playbook');
  return row;
}

/** The whole playbook: steps by position, variants by letter, with contacts and due counts over its lists. */
export async function loadPlaybook(db: Executor, tenantId: number, id: number, now: Date): Promise<Playbook> {
  const p = await playbookRow(db, tenantId, id);
  const steps = await db
    .select()
    .from(playbookSteps)
    .where(and(eq(playbookSteps.playbookId, id), eq(playbookSteps.tenantId, tenantId)))
    .orderBy(asc(playbookSteps.position), asc(playbookSteps.id));
  const stepIds = steps.map((s) => s.id);
  const variants = stepIds.length
    ? await db
        .select()
        .from(playbookStepVariants)
        .where(and(inArray(playbookStepVariants.stepId, stepIds), eq(playbookStepVariants.tenantId, tenantId)))
    : [];
  const counts = stepIds.length
    ? await db
        .select({ stepId: listContacts.playbookStepId, variantId: listContacts.variantId, contacts: sql<number>`count(*)::int`, due: dueSql(now) })
        .from(listContacts)
        .innerJoin(callLists, and(eq(callLists.id, listContacts.listId), eq(callLists.playbookId, id)))
        .where(and(eq(listContacts.tenantId, tenantId), inArray(listContacts.playbookStepId, stepIds), ACTIVE_ON_STEP))
        .groupBy(listContacts.playbookStepId, listContacts.variantId)
    : [];
  const sum = (pick: (c: (typeof counts)[number]) => boolean) =>
    counts.filter(pick).reduce((acc, c) => ({ contactsCount: acc.contactsCount + c.contacts, dueCount: acc.dueCount + c.due }), { contactsCount: 0, dueCount: 0 });
  const lists = await listIdsOf(db, tenantId, [id]);
  return {
    ...base(p, lists.get(id) ?? []),
    steps: steps.map((s) => ({
      id: s.id,
      name: s.name,
      priority: s.priority as 0 | 1 | 2,
      position: s.position,
      action: s.action,
      gap: s.gapMinutes,
      businessDays: s.businessDays,
      calendarDays: s.calendarDays,
      schedule: s.schedule,
      contactPhoneField: (s.contactPhoneField as 'Phone' | 'MobilePhone' | 'OtherPhone' | null) ?? null,
      leadPhoneField: (s.leadPhoneField as 'Phone' | 'MobilePhone' | 'OtherPhone' | null) ?? null,
      defaultCallResult: s.defaultCallResult,
      modifyField: s.modifyFields,
      ...sum((c) => c.stepId === s.id),
      variants: variants
        .filter((v) => v.stepId === s.id)
        .sort((a, b) => variantIndex(a.letter) - variantIndex(b.letter))
        .map((v) => ({ id: v.id, letter: v.letter, name: v.name, template: { replyType: v.replyType, subject: v.subject, body: v.body }, ...sum((c) => c.stepId === s.id && c.variantId === v.id) })),
    })),
  };
}

export async function listPlaybookSummaries(db: Executor, tenantId: number, templatesOnly: boolean): Promise<PlaybookSummary[]> {
  const rows = await db
    .select({ p: playbooks, stepsCount: sql<number>`(select count(*)::int from ${playbookSteps} s where s.playbook_id = ${playbooks.id})` })
    .from(playbooks)
    .where(and(eq(playbooks.tenantId, tenantId), templatesOnly ? eq(playbooks.isTemplate, true) : undefined))
    .orderBy(asc(sql`lower(${playbooks.name})`), asc(playbooks.id))
    .limit(500);
  const lists = await listIdsOf(
    db,
    tenantId,
    rows.map((r) => r.p.id),
  );
  return rows.map((r) => ({ ...base(r.p, lists.get(r.p.id) ?? []), stepsCount: r.stepsCount }));
}
