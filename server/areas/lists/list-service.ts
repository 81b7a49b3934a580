import { and, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { CallList, listBody } from '@/src/contract/entities/lists';
import type { Db } from '../../db/database';
import { callLists, listContacts, listTagLinks, listTags, users } from '../../db/schema';
import { LIST_TEXTS, badList, listError, pausedError } from './list-errors';
import { loadList, loadOwnedList, loadWritableList, type ListAccess } from './list-access';
import { compileCondFilter } from './list-cond-sql';
import { publishListChanged, type ListLiveDeps } from './list-live';
import { requireListPermission, tenantTimeZone } from './list-permissions';
import { firstStepId, toCallLists } from './list-read';
import type { ListRefreshService } from './list-refresh-service';
import { releaseList } from '../power-dialer/power-dialer-reservation';
import type { AuthContext } from '../session/session-store';

type Body = z.output<typeof listBody>;

/** One list: read, create, edit, join / leave, priority, active, pause / resume, reset, delete. */
export function createListService(deps: ListLiveDeps & { refresh: ListRefreshService }) {
  const { db, clock } = deps;
  const publish = (auth: AuthContext, listId: number) => publishListChanged(deps, auth.tenantId, listId);

  async function read(auth: AuthContext, listId: number): Promise<CallList> {
    const { row } = await loadList(db, auth, listId);
    const [list] = await toCallLists(db, auth.tenantId, [row], clock.now());
    if (!list) throw listError(404, LIST_TEXTS.listNotFound);
    return list;
  }

  async function checkUsers(auth: AuthContext, ids: number[], what: string) {
    const unique = [...new Set(ids)];
    if (!unique.length) return;
    const rows = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.tenantId, auth.tenantId), inArray(users.id, unique)));
    if (rows.length !== unique.length) throw badList(`Unknown ${what}`);
  }

  async function checkTags(auth: AuthContext, ids: number[]) {
    const unique = [...new Set(ids)];
    if (!unique.length) return;
    const rows = await db
      .select({ id: listTags.id })
      .from(listTags)
      .where(and(eq(listTags.tenantId, auth.tenantId), inArray(listTags.id, unique)));
    if (rows.length !== unique.length) throw listError(404, LIST_TEXTS.tagNotFound);
  }

  /** Everything a definition must satisfy before anything is written. */
  async function validate(auth: AuthContext, body: Body) {
    await checkUsers(auth, [body.ownerId ?? auth.userId], 'owner');
    await checkUsers(auth, body.assigneeIds, 'assignee');
    await checkUsers(auth, body.sharedWithIds, 'user in sharedWith');
    await checkTags(auth, body.tagIds);
    if (body.type === 'dynamic') {
      if (!body.condFilter) throw badList('A dynamic list needs at least one condition');
      // Compiling checks fields, operators, values, limits and the advanced logic.
      compileCondFilter(body.condFilter, { tenantId: auth.tenantId, timeZone: await tenantTimeZone(db, auth.tenantId) });
    } else if (body.condFilter) throw badList('Only a dynamic list has conditions');
  }

  const columns = (body: Body) => ({
    name: body.name,
    type: body.type,
    priority: body.priority,
    active: body.active,
    sharing: body.sharing,
    assigneeIds: [...new Set(body.assigneeIds)],
    sharedWithIds: [...new Set(body.sharedWithIds)],
    playOwnerContactsOnly: body.playOwnerContactsOnly,
    playOwnerAccountsOnly: body.playOwnerAccountsOnly,
    defaultCallResult: body.defaultCallResult,
    defaultProjectName: body.defaultProjectName,
    salesforceReportId: body.salesforceReportId,
    salesforceReportForceExec: body.salesforceReportForceExec,
    condFilter: body.condFilter,
    autoRefreshRate: body.autoRefreshRate,
    complyEntryCriteriaAfterMove: body.complyEntryCriteriaAfterMove,
    allowContactsBackToList: body.allowContactsBackToList,
    afterDays: body.afterDays,
  });

  async function setTags(tx: Pick<Db, 'delete' | 'insert'>, auth: AuthContext, listId: number, tagIds: number[]) {
    await tx.delete(listTagLinks).where(and(eq(listTagLinks.tenantId, auth.tenantId), eq(listTagLinks.listId, listId)));
    const unique = [...new Set(tagIds)];
    if (unique.length) await tx.insert(listTagLinks).values(unique.map((tagId) => ({ tenantId: auth.tenantId, tagId, listId })));
  }

  async function update(auth: AuthContext, access: ListAccess, set: Partial<typeof callLists.$inferInsert>): Promise<CallList> {
    await db
      .update(callLists)
      .set({ ...set, modifiedAt: clock.now() })
      .where(and(eq(callLists.id, access.row.id), eq(callLists.tenantId, auth.tenantId)));
    await publish(auth, access.row.id);
    return read(auth, access.row.id);
  }

  return {
    get: read,

    async create(auth: AuthContext, body: Body): Promise<CallList> {
      await validate(auth, body);
      const source = body.cloneListId ? await loadList(db, auth, body.cloneListId) : null;
      const now = clock.now();
      const id = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(callLists)
          .values({ tenantId: auth.tenantId, ownerId: body.ownerId ?? auth.userId, ...columns(body), createdAt: now, modifiedAt: now })
          .returning({ id: callLists.id });
        if (!row) throw new Error('list not created');
        await setTags(tx, auth, row.id, body.tagIds);
        // A clone takes the source's members, fresh ('not contacted', due now); a dynamic clone is then
        // refreshed against its own criteria as well.
        if (source) {
          await tx.execute(sql`
            insert into list_contacts (tenant_id, list_id, contact_id, list_status, playbook_step_enabled_at, added_manually, created_at)
            select ${auth.tenantId}::int, ${row.id}::int, contact_id, 'not contacted', ${now.toISOString()}::timestamptz, added_manually, ${now.toISOString()}::timestamptz
            from list_contacts where tenant_id = ${auth.tenantId} and list_id = ${source.row.id} and list_status <> 'exited'
            order by id limit ${75_000}`);
        }
        return row.id;
      });
      const start = body.type === 'dynamic' ? await deps.refresh.request(auth.tenantId, id) : null;
      if (!start) await publish(auth, id);
      const list = await read(auth, id);
      start?.();
      return list;
    },

    async updateDefinition(auth: AuthContext, listId: number, body: Body): Promise<CallList> {
      const access = await loadOwnedList(db, auth, listId);
      if (access.row.legacy) throw badList('Legacy lists cannot be edited');
      await validate(auth, body);
      await db.transaction(async (tx) => {
        await tx
          .update(callLists)
          .set({ ...columns(body), ownerId: body.ownerId ?? access.row.ownerId, modifiedAt: clock.now() })
          .where(and(eq(callLists.id, listId), eq(callLists.tenantId, auth.tenantId)));
        await setTags(tx, auth, listId, body.tagIds);
      });
      const changed = body.type === 'dynamic' && JSON.stringify(body.condFilter) !== JSON.stringify(access.row.condFilter);
      const start = changed ? await deps.refresh.request(auth.tenantId, listId) : null;
      if (!start) await publish(auth, listId);
      const list = await read(auth, listId);
      start?.();
      return list;
    },

    async join(auth: AuthContext, listId: number): Promise<CallList> {
      const access = await loadList(db, auth, listId, LIST_TEXTS.joinNotFound);
      if (access.row.paused) throw pausedError();
      if (access.isAssignee) throw listError(409, LIST_TEXTS.alreadyAssignee);
      if (access.row.sharing !== 'READ_WRITE' && !access.isOwner && !access.isAdmin) throw listError(403, LIST_TEXTS.sharingForbids);
      return update(auth, access, { assigneeIds: [...access.row.assigneeIds, auth.userId] });
    },

    async leave(auth: AuthContext, listId: number): Promise<CallList> {
      const access = await loadList(db, auth, listId, LIST_TEXTS.joinNotFound);
      if (access.row.paused) throw pausedError();
      if (!access.isAssignee) throw listError(409, LIST_TEXTS.notAssignee);
      return update(auth, access, { assigneeIds: access.row.assigneeIds.filter((id) => id !== auth.userId) });
    },

    async setPriority(auth: AuthContext, listId: number, priority: 0 | 1 | 2) {
      return update(auth, await loadWritableList(db, auth, listId), { priority });
    },

    async setActive(auth: AuthContext, listId: number, active: boolean) {
      return update(auth, await loadWritableList(db, auth, listId), { active });
    },

    async pause(auth: AuthContext, listId: number) {
      const access = await loadList(db, auth, listId);
      if (access.row.paused) throw pausedError();
      if (!access.isOwner && !access.isAdmin) throw listError(403, LIST_TEXTS.ownerOnly);
      // The power dialer's holds go with the pause: its play routes answer 423 from now on (finish too), so no
      // dialer could release them. Paused first, in one transaction, so no play/next slips a new hold in between.
      await db.transaction(async (tx) => {
        await tx
          .update(callLists)
          .set({ paused: true })
          .where(and(eq(callLists.id, listId), eq(callLists.tenantId, auth.tenantId)));
        await releaseList(tx, { tenantId: auth.tenantId, listId });
      });
      return update(auth, access, { paused: true });
    },

    /** Resume (spec 2 section 6): READ_WRITE sharing and the caller not an assignee, the owner included; admins always. */
    async unpause(auth: AuthContext, listId: number) {
      const access = await loadList(db, auth, listId);
      const allowed = access.isAdmin || (access.row.sharing === 'READ_WRITE' && !access.isAssignee);
      if (!allowed) throw listError(403, LIST_TEXTS.sharingForbids);
      if (!access.row.paused) return read(auth, listId);
      return update(auth, access, { paused: false });
    },

    async remove(auth: AuthContext, listId: number): Promise<{ deleted: true }> {
      await loadOwnedList(db, auth, listId);
      await db.delete(callLists).where(and(eq(callLists.id, listId), eq(callLists.tenantId, auth.tenantId)));
      await publish(auth, listId);
      return { deleted: true };
    },

    /** Every member back to 'not contacted' on the first step, due now; RESETING while it runs. */
    async reset(auth: AuthContext, listId: number): Promise<CallList> {
      const access = await loadWritableList(db, auth, listId);
      await requireListPermission(db, auth, 'canResetLists');
      const setStatus = async (status: string) => {
        await db
          .update(callLists)
          .set({ status })
          .where(and(eq(callLists.id, listId), eq(callLists.tenantId, auth.tenantId)));
        await publish(auth, listId);
      };
      await setStatus('RESETING');
      try {
        const first = await firstStepId(db, auth.tenantId, access.row.playbookId);
        await db
          .update(listContacts)
          .set({
            listStatus: 'not contacted',
            playbookStepId: first,
            variantId: null,
            playbookStepEnabledAt: clock.now(),
            reservedByUserId: null,
            reservedUntil: null,
            skipReason: null,
            exitedAt: null,
            exitReason: null,
          })
          .where(and(eq(listContacts.tenantId, auth.tenantId), eq(listContacts.listId, listId)));
      } finally {
        await setStatus('READY');
      }
      return read(auth, listId);
    },

    async requestRefresh(auth: AuthContext, listId: number): Promise<CallList> {
      const access = await loadWritableList(db, auth, listId);
      await requireListPermission(db, auth, 'canRefreshLists');
      if (access.row.type !== 'dynamic') throw badList(LIST_TEXTS.notDynamic);
      const start = await deps.refresh.request(auth.tenantId, listId);
      const list = await read(auth, listId);
      start();
      return list;
    },
  };
}

export type ListService = ReturnType<typeof createListService>;
