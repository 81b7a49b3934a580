import { and, asc, eq, inArray, isNull, ne } from 'drizzle-orm';
import type { z } from 'zod';
import type { playbookCreate, playbookUpdate, stepInput } from '@/src/contract/entities/playbooks';
import { nextVariantLetter, variantLetter } from '@/src/domain/lists/variant-letters';
import type { Clock } from '../../clock';
import type { Db, Tx } from '../../db/database';
import { callLists, listContacts, playbooks, playbookSteps, playbookStepVariants, users } from '../../db/schema';
import { ApiError, notFound } from '../../http/api-error';
import type { Executor } from '../../activity/activity-log';
import { placeOnStep } from './playbook-progress';
import { loadPlaybook, listPlaybookSummaries, playbookRow } from './playbook-read';
import { exitConditionColumns, isEmailAction, stepColumns, type ExitConditionOut, type StepInputOut } from './playbook-step-input';
import type { AuthContext } from '../session/session-store';

export const LIST_PAUSED_MESSAGE = 'Cannot perform actions on paused lists.';
const ADMIN_CAP = 'settings.admin';

export interface PlaybookServiceDeps {
  db: Db;
  clock: Clock;
  /** Announces a list's new counts on /updates (LISTS-SERVER's publishListChanged). */
  listChanged: (tenantId: number, listId: number) => void;
}

/** Playbooks: create with steps, base and exit conditions, steps with variants and priority, list association. */
export function createPlaybookService(deps: PlaybookServiceDeps) {
  const { db, clock } = deps;

  async function listsOf(ex: Executor, tenantId: number, playbookId: number) {
    return ex
      .select({ id: callLists.id, ownerId: callLists.ownerId, paused: callLists.paused })
      .from(callLists)
      .where(and(eq(callLists.tenantId, tenantId), eq(callLists.playbookId, playbookId)));
  }

  /** A playbook in use by lists is changed by one of their owners (or an admin): only the owner edits a list. */
  async function assertMayEdit(ex: Executor, auth: AuthContext, playbookId: number) {
    const row = await playbookRow(ex, auth.tenantId, playbookId);
    const lists = await listsOf(ex, auth.tenantId, playbookId);
    if (lists.length > 0 && !auth.capList.includes(ADMIN_CAP) && !lists.some((l) => l.ownerId === auth.userId)) {
      throw new ApiError(403, 'Only the list owner can change its playbook', { code: 'PLAYBOOK_NOT_OWNER' });
    }
    return { row, lists };
  }

  async function assertAutomaticUser(ex: Executor, tenantId: number, id: number) {
    if (id === -1) return;
    const [user] = await ex
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, id), eq(users.tenantId, tenantId)));
    if (!user) throw new ApiError(400, 'Unknown automatic email user', { code: 'PLAYBOOK_UNKNOWN_USER' });
  }

  async function stepsOf(tx: Executor, tenantId: number, playbookId: number) {
    return tx
      .select()
      .from(playbookSteps)
      .where(and(eq(playbookSteps.playbookId, playbookId), eq(playbookSteps.tenantId, tenantId)))
      .orderBy(asc(playbookSteps.position), asc(playbookSteps.id));
  }

  /** Rewrites positions 0..n-1 in the given order. */
  async function renumber(tx: Executor, ids: number[]) {
    for (const [position, id] of ids.entries()) await tx.update(playbookSteps).set({ position }).where(eq(playbookSteps.id, id));
  }

  async function insertStep(tx: Executor, tenantId: number, playbookId: number, input: StepInputOut, position: number, maxModifyFields: number) {
    const [step] = await tx
      .insert(playbookSteps)
      .values({ tenantId, playbookId, position, ...stepColumns(input, maxModifyFields) })
      .returning({ id: playbookSteps.id });
    if (!step) throw new ApiError(500, 'Step not saved');
    if (isEmailAction(input.action) && input.variants.length) {
      await tx
        .insert(playbookStepVariants)
        .values(
          input.variants.map((v, i) => ({ tenantId, stepId: step.id, letter: variantLetter(i), name: v.name, replyType: v.template.replyType, subject: v.template.subject, body: v.template.body })),
        );
    }
    return step.id;
  }

  /** Variants with an id are kept (letter unchanged) and updated; new ones get the next letter; the rest are deleted. */
  async function syncVariants(tx: Executor, tenantId: number, stepId: number, input: StepInputOut) {
    const existing = await tx
      .select({ id: playbookStepVariants.id, letter: playbookStepVariants.letter })
      .from(playbookStepVariants)
      .where(and(eq(playbookStepVariants.stepId, stepId), eq(playbookStepVariants.tenantId, tenantId)));
    const wanted = isEmailAction(input.action) ? input.variants : [];
    const known = new Map(existing.map((v) => [v.id, v.letter]));
    for (const v of wanted) if (v.id !== undefined && !known.has(v.id)) throw new ApiError(400, `Unknown variant ${v.id} for this step`, { code: 'PLAYBOOK_UNKNOWN_VARIANT' });
    const keep = new Set(wanted.flatMap((v) => (v.id === undefined ? [] : [v.id])));
    const removed = existing.filter((v) => !keep.has(v.id)).map((v) => v.id);
    if (removed.length) await tx.delete(playbookStepVariants).where(inArray(playbookStepVariants.id, removed));
    const letters = existing.filter((v) => keep.has(v.id)).map((v) => v.letter);
    for (const v of wanted) {
      const template = { name: v.name, replyType: v.template.replyType, subject: v.template.subject, body: v.template.body };
      if (v.id !== undefined) await tx.update(playbookStepVariants).set(template).where(eq(playbookStepVariants.id, v.id));
      else {
        const letter = nextVariantLetter(letters);
        letters.push(letter);
        await tx.insert(playbookStepVariants).values({ tenantId, stepId, letter, ...template });
      }
    }
  }

  /**
   * The reply-type rule (spec 2 section 4; src/domain/lists/reply-type.ts): the first email step opens the
   * thread, so its variants are newThread; when the first email step was deleted, later ones become newThread.
   */
  async function enforceReplyTypes(tx: Executor, tenantId: number, playbookId: number, firstEmailDeleted: boolean) {
    const emailSteps = (await stepsOf(tx, tenantId, playbookId)).filter((s) => isEmailAction(s.action));
    const forced = firstEmailDeleted ? emailSteps : emailSteps.slice(0, 1);
    if (forced.length)
      await tx
        .update(playbookStepVariants)
        .set({ replyType: 'newThread' })
        .where(
          and(
            inArray(
              playbookStepVariants.stepId,
              forced.map((s) => s.id),
            ),
            ne(playbookStepVariants.replyType, 'newThread'),
          ),
        );
  }

  const reply = (auth: AuthContext, id: number) => loadPlaybook(db, auth.tenantId, id, clock.now());
  const announce = (tenantId: number, lists: { id: number }[]) => lists.forEach((l) => deps.listChanged(tenantId, l.id));

  async function listForAssociation(tx: Executor, auth: AuthContext, listId: number) {
    const [list] = await tx
      .select()
      .from(callLists)
      .where(and(eq(callLists.id, listId), eq(callLists.tenantId, auth.tenantId)))
      .for('update');
    if (!list) throw notFound('List');
    if (list.ownerId !== auth.userId && !auth.capList.includes(ADMIN_CAP)) throw new ApiError(403, 'Only the list owner can change its playbook', { code: 'PLAYBOOK_NOT_OWNER' });
    if (list.paused) throw new ApiError(423, LIST_PAUSED_MESSAGE, { code: 'LIST_PAUSED' });
    return list;
  }

  async function firstStep(tx: Executor, tenantId: number, playbookId: number) {
    const [first] = await stepsOf(tx, tenantId, playbookId);
    return first ? { id: first.id, gapMinutes: first.gapMinutes, businessDays: first.businessDays, schedule: first.schedule } : null;
  }

  return {
    list: (auth: AuthContext, templatesOnly: boolean) => listPlaybookSummaries(db, auth.tenantId, templatesOnly),
    get: reply,

    async create(auth: AuthContext, body: z.output<typeof playbookCreate>) {
      const exitConditions = exitConditionColumns(body.exitConditions);
      await assertAutomaticUser(db, auth.tenantId, body.automaticEmailUser.id);
      const id = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(playbooks)
          .values({
            tenantId: auth.tenantId,
            name: body.name,
            description: body.description,
            isTemplate: body.isTemplate,
            trackEmailOpens: body.trackEmailOpens,
            trackEmailClicks: body.trackEmailClicks,
            automaticEmailUserId: body.automaticEmailUser.id,
            exitConditions,
          })
          .returning();
        if (!row) throw new ApiError(500, 'Playbook not saved');
        for (const [position, step] of body.steps.entries()) await insertStep(tx, auth.tenantId, row.id, step, position, row.maxModifyFields);
        await enforceReplyTypes(tx, auth.tenantId, row.id, false);
        return row.id;
      });
      return reply(auth, id);
    },

    async update(auth: AuthContext, id: number, body: z.output<typeof playbookUpdate>) {
      await assertMayEdit(db, auth, id);
      if (body.automaticEmailUser) await assertAutomaticUser(db, auth.tenantId, body.automaticEmailUser.id);
      const { automaticEmailUser, ...rest } = body;
      const set = { ...rest, ...(automaticEmailUser ? { automaticEmailUserId: automaticEmailUser.id } : {}) };
      if (Object.keys(set).length)
        await db
          .update(playbooks)
          .set(set)
          .where(and(eq(playbooks.id, id), eq(playbooks.tenantId, auth.tenantId)));
      return reply(auth, id);
    },

    async updateExitConditions(auth: AuthContext, id: number, list: ExitConditionOut[]) {
      const exitConditions = exitConditionColumns(list);
      await assertMayEdit(db, auth, id);
      await db
        .update(playbooks)
        .set({ exitConditions })
        .where(and(eq(playbooks.id, id), eq(playbooks.tenantId, auth.tenantId)));
      return reply(auth, id);
    },

    async addStep(auth: AuthContext, id: number, input: z.output<typeof stepInput>, position: number | undefined) {
      const { row, lists } = await assertMayEdit(db, auth, id);
      await db.transaction(async (tx: Tx) => {
        const steps = await stepsOf(tx, auth.tenantId, id);
        const at = Math.min(position ?? steps.length, steps.length);
        const stepId = await insertStep(tx, auth.tenantId, id, input, at, row.maxModifyFields);
        const order = steps.map((s) => s.id);
        order.splice(at, 0, stepId);
        await renumber(tx, order);
        await enforceReplyTypes(tx, auth.tenantId, id, false);
        // A first step added before the others: contacts on no step yet (a playbook without steps) start on it.
        if (at === 0) {
          const first = await firstStep(tx, auth.tenantId, id);
          for (const list of lists) {
            const waiting = await tx
              .select({ contactId: listContacts.contactId })
              .from(listContacts)
              .where(and(eq(listContacts.listId, list.id), eq(listContacts.tenantId, auth.tenantId), eq(listContacts.listStatus, 'not contacted'), isNull(listContacts.playbookStepId)));
            if (waiting.length) await placeOnStep(tx, { tenantId: auth.tenantId, listId: list.id, contactIds: waiting.map((w) => w.contactId), step: first, now: clock.now() });
          }
        }
      });
      announce(auth.tenantId, lists);
      return reply(auth, id);
    },

    async updateStep(auth: AuthContext, id: number, stepId: number, input: z.output<typeof stepInput>, position: number | undefined) {
      const { row, lists } = await assertMayEdit(db, auth, id);
      await db.transaction(async (tx: Tx) => {
        const steps = await stepsOf(tx, auth.tenantId, id);
        if (!steps.some((s) => s.id === stepId)) throw notFound('Step');
        await tx.update(playbookSteps).set(stepColumns(input, row.maxModifyFields)).where(eq(playbookSteps.id, stepId));
        await syncVariants(tx, auth.tenantId, stepId, input);
        if (position !== undefined) {
          const order = steps.map((s) => s.id).filter((s) => s !== stepId);
          order.splice(Math.min(position, order.length), 0, stepId);
          await renumber(tx, order);
        }
        await enforceReplyTypes(tx, auth.tenantId, id, false);
      });
      announce(auth.tenantId, lists);
      return reply(auth, id);
    },

    async deleteStep(auth: AuthContext, id: number, stepId: number) {
      const { lists } = await assertMayEdit(db, auth, id);
      await db.transaction(async (tx: Tx) => {
        const steps = await stepsOf(tx, auth.tenantId, id);
        const index = steps.findIndex((s) => s.id === stepId);
        if (index < 0) throw notFound('Step');
        const wasFirstEmail = steps.findIndex((s) => isEmailAction(s.action)) === index;
        const next = steps[index + 1];
        // Contacts on the deleted step move on to the next one (or complete), before the step goes.
        for (const list of lists) {
          const on = await tx
            .select({ contactId: listContacts.contactId })
            .from(listContacts)
            .where(and(eq(listContacts.listId, list.id), eq(listContacts.tenantId, auth.tenantId), eq(listContacts.playbookStepId, stepId)));
          if (!on.length) continue;
          const contactIds = on.map((o) => o.contactId);
          if (next)
            await placeOnStep(tx, {
              tenantId: auth.tenantId,
              listId: list.id,
              contactIds,
              step: { id: next.id, gapMinutes: next.gapMinutes, businessDays: next.businessDays, schedule: next.schedule },
              now: clock.now(),
            });
          else
            await tx
              .update(listContacts)
              .set({ playbookStepId: null, variantId: null, listStatus: 'completed' })
              .where(and(eq(listContacts.listId, list.id), eq(listContacts.tenantId, auth.tenantId), inArray(listContacts.contactId, contactIds), eq(listContacts.playbookStepId, stepId)));
        }
        await tx.delete(playbookSteps).where(eq(playbookSteps.id, stepId));
        await renumber(
          tx,
          steps.filter((s) => s.id !== stepId).map((s) => s.id),
        );
        await enforceReplyTypes(tx, auth.tenantId, id, wasFirstEmail);
      });
      announce(auth.tenantId, lists);
      return reply(auth, id);
    },

    async updateStepPriority(auth: AuthContext, id: number, stepId: number, priority: 0 | 1 | 2) {
      await assertMayEdit(db, auth, id);
      const updated = await db
        .update(playbookSteps)
        .set({ priority })
        .where(and(eq(playbookSteps.id, stepId), eq(playbookSteps.playbookId, id), eq(playbookSteps.tenantId, auth.tenantId)))
        .returning({ id: playbookSteps.id });
      if (!updated.length) throw notFound('Step');
      return reply(auth, id);
    },

    async associate(auth: AuthContext, id: number, listId: number) {
      await playbookRow(db, auth.tenantId, id);
      await db.transaction(async (tx: Tx) => {
        const list = await listForAssociation(tx, auth, listId);
        if (list.playbookId === id) return;
        if (list.playbookId != null) throw new ApiError(409, 'The list already has a playbook.', { code: 'LIST_HAS_PLAYBOOK' });
        await tx.update(callLists).set({ playbookId: id, modifiedAt: clock.now() }).where(eq(callLists.id, listId));
        await placeOnStep(tx, { tenantId: auth.tenantId, listId, contactIds: null, step: await firstStep(tx, auth.tenantId, id), now: clock.now() });
      });
      deps.listChanged(auth.tenantId, listId);
      return reply(auth, id);
    },

    async dissociate(auth: AuthContext, id: number, listId: number) {
      await playbookRow(db, auth.tenantId, id);
      await db.transaction(async (tx: Tx) => {
        const list = await listForAssociation(tx, auth, listId);
        if (list.playbookId !== id) throw new ApiError(404, 'The list does not have this playbook', { code: 'LIST_PLAYBOOK_NOT_FOUND' });
        await tx.update(callLists).set({ playbookId: null, modifiedAt: clock.now() }).where(eq(callLists.id, listId));
        // The contacts stay on the list with their status; they are on no step any more.
        await tx
          .update(listContacts)
          .set({ playbookStepId: null, variantId: null })
          .where(and(eq(listContacts.listId, listId), eq(listContacts.tenantId, auth.tenantId)));
      });
      deps.listChanged(auth.tenantId, listId);
      return reply(auth, id);
    },
  };
}

export type PlaybookService = ReturnType<typeof createPlaybookService>;
