import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { condFilter as condFilterSchema, type CallList, type ListUserRef } from '@/src/contract/entities/lists';
import type { Db } from '../../db/database';
import { listTagLinks, listTags, playbooks, playbookSteps, playbookStepVariants, users } from '../../db/schema';
import type { ListRow } from './list-access';
import { loadListCounts, type ListCounts } from './list-counts';

type Executor = Pick<Db, 'select' | 'execute'>;

export interface PlaybookShape {
  id: number;
  name: string;
  steps: { id: number; name: string; action: 'call' | 'email' | 'automatic-email' | 'modify-field'; priority: number; position: number; variants: { id: number; letter: string; name: string }[] }[];
}

/** Playbooks with their ordered steps and variants, by id. */
export async function loadPlaybookShapes(db: Executor, tenantId: number, playbookIds: number[]): Promise<Map<number, PlaybookShape>> {
  const out = new Map<number, PlaybookShape>();
  if (!playbookIds.length) return out;
  const books = await db
    .select({ id: playbooks.id, name: playbooks.name })
    .from(playbooks)
    .where(and(eq(playbooks.tenantId, tenantId), inArray(playbooks.id, playbookIds)));
  for (const b of books) out.set(b.id, { ...b, steps: [] });
  const steps = await db
    .select({ id: playbookSteps.id, playbookId: playbookSteps.playbookId, name: playbookSteps.name, action: playbookSteps.action, priority: playbookSteps.priority, position: playbookSteps.position })
    .from(playbookSteps)
    .where(and(eq(playbookSteps.tenantId, tenantId), inArray(playbookSteps.playbookId, playbookIds)))
    .orderBy(asc(playbookSteps.position), asc(playbookSteps.id));
  const stepIds = steps.map((s) => s.id);
  const variants = stepIds.length
    ? await db
        .select({ id: playbookStepVariants.id, stepId: playbookStepVariants.stepId, letter: playbookStepVariants.letter, name: playbookStepVariants.name })
        .from(playbookStepVariants)
        .where(and(eq(playbookStepVariants.tenantId, tenantId), inArray(playbookStepVariants.stepId, stepIds)))
        .orderBy(sql`length(${playbookStepVariants.letter})`, asc(playbookStepVariants.letter))
    : [];
  for (const s of steps) {
    out
      .get(s.playbookId)
      ?.steps.push({ id: s.id, name: s.name, action: s.action, priority: s.priority, position: s.position, variants: variants.filter((v) => v.stepId === s.id).map(({ stepId: _s, ...v }) => v) });
  }
  return out;
}

/** The first step of a playbook (lowest position), or null. */
export async function firstStepId(db: Executor, tenantId: number, playbookId: number | null): Promise<number | null> {
  if (playbookId == null) return null;
  const [row] = await db
    .select({ id: playbookSteps.id })
    .from(playbookSteps)
    .where(and(eq(playbookSteps.tenantId, tenantId), eq(playbookSteps.playbookId, playbookId)))
    .orderBy(asc(playbookSteps.position), asc(playbookSteps.id))
    .limit(1);
  return row?.id ?? null;
}

const priorityOf = (n: number): 0 | 1 | 2 => (n === 0 || n === 2 ? n : 1);
const iso = (d: Date | null) => (d ? d.toISOString() : null);

function playbookSummary(shape: PlaybookShape | undefined, listId: number, counts: ListCounts): CallList['playbook'] {
  if (!shape) return null;
  return {
    id: shape.id,
    name: shape.name,
    steps: shape.steps.map((s) => ({
      id: s.id,
      name: s.name,
      action: s.action,
      priority: priorityOf(s.priority),
      position: s.position,
      ...counts.step(listId, s.id),
      variants: s.variants.map((v) => ({ ...v, ...counts.variant(listId, s.id, v.id) })),
    })),
  };
}

/** Rows of call_lists as the contract's lists: owner, assignees, tags, playbook and counts in 5 queries. */
export async function toCallLists(db: Executor, tenantId: number, rows: ListRow[], now: Date): Promise<CallList[]> {
  if (!rows.length) return [];
  const listIds = rows.map((r) => r.id);
  const userIds = [...new Set(rows.flatMap((r) => [r.ownerId, ...r.assigneeIds, ...r.sharedWithIds, ...(r.lastActivityUserId ? [r.lastActivityUserId] : [])]))];
  const [people, tagRows, counts, shapes] = await Promise.all([
    db
      .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
      .from(users)
      .where(and(eq(users.tenantId, tenantId), inArray(users.id, userIds))),
    db
      .select({ listId: listTagLinks.listId, id: listTags.id, name: listTags.name })
      .from(listTagLinks)
      .innerJoin(listTags, eq(listTags.id, listTagLinks.tagId))
      .where(and(eq(listTagLinks.tenantId, tenantId), inArray(listTagLinks.listId, listIds)))
      .orderBy(asc(listTags.name)),
    loadListCounts(db, tenantId, listIds, now),
    loadPlaybookShapes(db, tenantId, [...new Set(rows.flatMap((r) => (r.playbookId ? [r.playbookId] : [])))]),
  ]);
  const byId = new Map(people.map((p) => [p.id, p]));
  const ref = (id: number): ListUserRef => byId.get(id) ?? { id, firstName: '', lastName: '' };
  const refs = (ids: number[]) => ids.filter((id) => byId.has(id)).map(ref);
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    type: r.type,
    dynamic: r.type === 'dynamic',
    owner: ref(r.ownerId),
    priority: priorityOf(r.priority),
    active: r.active,
    sharing: r.sharing,
    tags: tagRows.filter((t) => t.listId === r.id).map(({ id, name }) => ({ id, name })),
    assignees: refs(r.assigneeIds),
    sharedWith: refs(r.sharedWithIds),
    playOwnerContactsOnly: r.playOwnerContactsOnly,
    playOwnerAccountsOnly: r.playOwnerAccountsOnly,
    defaultCallResult: r.defaultCallResult,
    defaultProjectName: r.defaultProjectName,
    salesforceReportId: r.salesforceReportId,
    salesforceReportForceExec: r.salesforceReportForceExec,
    // A stored filter that no longer fits the schema reads as none rather than breaking the table.
    condFilter: r.condFilter ? (condFilterSchema.safeParse(r.condFilter).data ?? null) : null,
    autoRefreshRate: r.autoRefreshRate,
    complyEntryCriteriaAfterMove: r.complyEntryCriteriaAfterMove,
    allowContactsBackToList: r.allowContactsBackToList,
    afterDays: r.afterDays,
    status: (['READY', 'COMPLETED', 'REQUESTED', 'REFRESHING', 'RESETING'] as const).find((s) => s === r.status) ?? 'READY',
    paused: r.paused,
    legacy: r.legacy,
    maxContacts: r.maxContacts,
    ...counts.list(r.id),
    playbook: playbookSummary(r.playbookId ? shapes.get(r.playbookId) : undefined, r.id, counts),
    lastRefreshedAt: iso(r.lastRefreshedAt),
    lastActivityTimestamp: iso(r.lastActivityAt),
    lastActivityType: r.lastActivityType,
    lastActivityUser: r.lastActivityUserId ? ref(r.lastActivityUserId) : null,
    createdAt: r.createdAt.toISOString(),
  }));
}
