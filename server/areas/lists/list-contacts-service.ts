import { placeNewMembers } from '../playbooks/playbook-progress';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { ListContactDetail, ListContactRow, ListContactStatus } from '@/src/contract/entities/lists';
import type { Db } from '../../db/database';
import { activities, contacts, listContacts, playbooks, playbookSteps, users } from '../../db/schema';
import { loadList, loadWritableList, visibleListSql, writableListSql, type ListAccess } from './list-access';
import { listContactPage, type ListContactPageQuery } from './list-contact-page';
import { listContactDueSql } from './list-due-sql';
import { LIST_TEXTS, badList, listError } from './list-errors';
import { publishListChanged, type ListLiveDeps } from './list-live';
import { requireListPermission } from './list-permissions';
import { firstStepId } from './list-read';
import type { AuthContext } from '../session/session-store';

type Executor = Pick<Db, 'select' | 'execute'>;

/** The step a contact lands on: the given one (must be the list's playbook's), else the first step. */
export async function landingStep(db: Executor, auth: AuthContext, access: ListAccess, stepId: number | null, notFound: string = LIST_TEXTS.stepNotFound): Promise<number | null> {
  if (stepId == null) return firstStepId(db, auth.tenantId, access.row.playbookId);
  const [step] = await db
    .select({ id: playbookSteps.id })
    .from(playbookSteps)
    .where(and(eq(playbookSteps.id, stepId), eq(playbookSteps.tenantId, auth.tenantId), eq(playbookSteps.playbookId, access.row.playbookId ?? -1)));
  if (!step) throw listError(404, notFound);
  return step.id;
}

/** A list's contacts: the page, add, remove, status, bulk retry, and the lists a contact may resume into. */
export function createListContactsService(deps: ListLiveDeps) {
  const { db, clock } = deps;
  const publish = (auth: AuthContext, listId: number) => publishListChanged(deps, auth.tenantId, listId);

  return {
    async page(auth: AuthContext, listId: number, q: ListContactPageQuery): Promise<{ contacts: ListContactRow[]; total: number }> {
      await loadList(db, auth, listId);
      return listContactPage(db, auth, listId, q, clock.now());
    },

    /** One member of the list with its step and the calls made to it on this list. */
    async detail(auth: AuthContext, listId: number, contactId: number): Promise<ListContactDetail> {
      const access = await loadList(db, auth, listId);
      const page = await listContactPage(db, auth, listId, { start: 0, length: 1, dueOnly: false, ownerContactsOnly: false, ownerAccountsOnly: false, order: [], search: '', contactId }, clock.now());
      const contact = page.contacts[0];
      if (!contact) throw listError(404, LIST_TEXTS.contactNotFound);
      const [playbook] = access.row.playbookId
        ? await db
            .select({ name: playbooks.name })
            .from(playbooks)
            .where(and(eq(playbooks.id, access.row.playbookId), eq(playbooks.tenantId, auth.tenantId)))
        : [];
      const [step] = contact.playbookStepId
        ? await db
            .select({ id: playbookSteps.id, name: playbookSteps.name, action: playbookSteps.action })
            .from(playbookSteps)
            .where(and(eq(playbookSteps.id, contact.playbookStepId), eq(playbookSteps.tenantId, auth.tenantId)))
        : [];
      const calls = await db
        .select({
          id: activities.id,
          occurredAt: activities.occurredAt,
          result: sql<string | null>`${activities.data} ->> 'result'`,
          durationSeconds: activities.durationSeconds,
          userName: sql<string | null>`${users.firstName} || ' ' || ${users.lastName}`,
          stepName: sql<string | null>`${activities.data} -> 'context' ->> 'stepName'`,
        })
        .from(activities)
        .leftJoin(users, eq(users.id, activities.userId))
        .where(and(eq(activities.tenantId, auth.tenantId), eq(activities.contactId, contactId), eq(activities.kind, 'call'), sql`(${activities.data} -> 'context' ->> 'listId')::int = ${listId}`))
        .orderBy(desc(activities.occurredAt), desc(activities.id))
        .limit(50);
      return {
        list: { id: access.row.id, name: access.row.name, playbookName: playbook?.name ?? null },
        contact,
        step: step ?? null,
        calls: calls.map((c) => ({ ...c, occurredAt: c.occurredAt.toISOString() })),
      };
    },

    async add(auth: AuthContext, listId: number, contactIds: number[], stepId: number | null): Promise<{ added: number; alreadyInList: number }> {
      const access = await loadWritableList(db, auth, listId);
      const unique = [...new Set(contactIds)];
      const found = await db
        .select({ id: contacts.id })
        .from(contacts)
        .where(and(eq(contacts.tenantId, auth.tenantId), inArray(contacts.id, unique)));
      if (found.length !== unique.length) throw listError(404, LIST_TEXTS.contactNotFound);
      const step = await landingStep(db, auth, access, stepId);
      const now = clock.now();
      const added = await db.transaction(async (tx) => {
        // The list row lock serialises adds, so the capacity check holds.
        await tx.execute(sql`select id from call_lists where id = ${listId} for update`);
        const [{ n = 0 } = {}] = (await tx.execute<{ n: number }>(sql`select count(*)::int as n from list_contacts where tenant_id = ${auth.tenantId} and list_id = ${listId}`)).rows;
        const existing = await tx
          .select({ id: listContacts.contactId })
          .from(listContacts)
          .where(and(eq(listContacts.listId, listId), inArray(listContacts.contactId, unique)));
        const fresh = unique.length - existing.length;
        if (n + fresh > access.row.maxContacts) throw badList(`The list cannot hold more than ${access.row.maxContacts} contacts`);
        const rows = await tx
          .insert(listContacts)
          .values(
            unique.map((contactId) => ({
              tenantId: auth.tenantId,
              listId,
              contactId,
              listStatus: 'not contacted',
              playbookStepId: step,
              playbookStepEnabledAt: now,
              addedManually: true,
              addedAt: now,
            })),
          )
          .onConflictDoNothing()
          .returning({ contactId: listContacts.contactId });
        await placeNewMembers(tx, { tenantId: auth.tenantId, listId, contactIds: rows.map((r) => r.contactId), stepId: step, now });
        return rows.length;
      });
      await publish(auth, listId);
      return { added, alreadyInList: unique.length - added };
    },

    async removeOne(auth: AuthContext, listId: number, contactId: number): Promise<{ removed: number }> {
      await loadWritableList(db, auth, listId);
      const rows = await db
        .delete(listContacts)
        .where(and(eq(listContacts.tenantId, auth.tenantId), eq(listContacts.listId, listId), eq(listContacts.contactId, contactId)))
        .returning({ id: listContacts.id });
      if (!rows.length) throw listError(404, LIST_TEXTS.contactNotFound);
      await publish(auth, listId);
      return { removed: rows.length };
    },

    async removeSelected(auth: AuthContext, listId: number, contactIds: number[]): Promise<{ removed: number }> {
      await loadWritableList(db, auth, listId);
      const rows = await db
        .delete(listContacts)
        .where(and(eq(listContacts.tenantId, auth.tenantId), eq(listContacts.listId, listId), inArray(listContacts.contactId, [...new Set(contactIds)])))
        .returning({ id: listContacts.id });
      await publish(auth, listId);
      return { removed: rows.length };
    },

    async removeAll(auth: AuthContext, listId: number, q: { stepId?: number | undefined; dueOnly: boolean }): Promise<{ removed: number }> {
      await loadWritableList(db, auth, listId);
      const res = await db.execute(sql`
        delete from list_contacts lc where lc.tenant_id = ${auth.tenantId} and lc.list_id = ${listId}
        ${q.stepId ? sql`and lc.playbook_step_id = ${q.stepId}` : sql``}
        ${q.dueOnly ? sql`and ${listContactDueSql(clock.now(), { alias: 'lc', userId: auth.userId })}` : sql``}`);
      await publish(auth, listId);
      return { removed: res.rowCount ?? 0 };
    },

    async setStatus(auth: AuthContext, listId: number, listStatus: ListContactStatus, contactIds: number[]): Promise<{ updated: number }> {
      await loadWritableList(db, auth, listId);
      const now = clock.now();
      const rows = await db
        .update(listContacts)
        .set({ listStatus, ...(listStatus === 'exited' ? { exitedAt: now, exitReason: 'manual' } : { exitedAt: null, exitReason: null }) })
        .where(and(eq(listContacts.tenantId, auth.tenantId), eq(listContacts.listId, listId), inArray(listContacts.contactId, [...new Set(contactIds)])))
        .returning({ id: listContacts.id });
      await publish(auth, listId);
      return { updated: rows.length };
    },

    /** Failed automatic emails back to 'email send retry', due now; the count fills '{n} emails were queued.'. */
    async bulkRetry(auth: AuthContext, sources: { listId: number; contactIds: number[] | null }[]): Promise<{ count: number }> {
      await requireListPermission(db, auth, 'canEmail');
      const lists = new Set<number>();
      for (const s of sources) {
        const access = await loadWritableList(db, auth, s.listId);
        if (!access.row.playbookId) throw badList(LIST_TEXTS.noPlaybook);
        lists.add(s.listId);
      }
      const now = clock.now();
      let count = 0;
      await db.transaction(async (tx) => {
        for (const s of sources) {
          const rows = await tx
            .update(listContacts)
            .set({ listStatus: 'email send retry', playbookStepEnabledAt: now })
            .where(
              and(
                eq(listContacts.tenantId, auth.tenantId),
                eq(listContacts.listId, s.listId),
                eq(listContacts.listStatus, 'email send error'),
                ...(s.contactIds ? [inArray(listContacts.contactId, s.contactIds.length ? s.contactIds : [-1])] : []),
              ),
            )
            .returning({ id: listContacts.id });
          count += rows.length;
        }
      });
      for (const listId of lists) await publish(auth, listId);
      return { count };
    },

    /** Visible, writable, unpaused lists holding the contact as exited or completed that let contacts back. */
    async resumeLists(auth: AuthContext, contactId: number): Promise<{ lists: { id: number; name: string; listStatus: ListContactStatus }[] }> {
      const [contact] = await db
        .select({ id: contacts.id })
        .from(contacts)
        .where(and(eq(contacts.id, contactId), eq(contacts.tenantId, auth.tenantId)));
      if (!contact) throw listError(404, LIST_TEXTS.contactNotFound);
      const { rows } = await db.execute<{ id: number; name: string; list_status: 'exited' | 'completed' }>(sql`
        select l.id, l.name, lc.list_status from list_contacts lc join call_lists l on l.id = lc.list_id
        where lc.tenant_id = ${auth.tenantId} and lc.contact_id = ${contactId} and lc.list_status in ('exited', 'completed')
          and l.allow_contacts_back_to_list and not l.paused and ${visibleListSql(auth)} and ${writableListSql(auth)}
        order by lower(l.name), l.id`);
      return { lists: rows.map((r) => ({ id: r.id, name: r.name, listStatus: r.list_status })) };
    },
  };
}
