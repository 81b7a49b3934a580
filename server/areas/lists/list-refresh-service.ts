import { placeNewMembers } from '../playbooks/playbook-progress';
import { and, eq, sql } from 'drizzle-orm';
import { condFilter as condFilterSchema } from '@/src/contract/entities/lists';
import { callLists } from '../../db/schema';
import { compileCondFilter } from './list-cond-sql';
import { pauseIdleLists } from './list-lifecycle';
import { publishListChanged, type ListLiveDeps } from './list-live';
import { tenantTimeZone } from './list-permissions';
import { firstStepId } from './list-read';

/** How often the server looks for dynamic lists due an automatic refresh. */
export const AUTO_REFRESH_SCAN_MS = 60_000;

export interface RefreshOutcome {
  added: number;
  removed: number;
}

/**
 * Dynamic list refresh (spec 2 sections 4 and 5). A request sets REQUESTED and returns; the work runs
 * in the background: REFRESHING, then the membership change, then READY, each pushed live.
 *
 * Rule: contacts matching the condition and not in the list are added ('not contacted', first step,
 * due now), at most condFilter.limit per refresh and never beyond the list's maxContacts; members not
 * added manually that no longer match are removed only while untouched ('not contacted' on the first
 * step, never called); members already worked stay. Exited members are not added back.
 */
export function createListRefreshService(deps: ListLiveDeps) {
  const { db, clock } = deps;
  const running = new Map<number, { job: Promise<void>; release: () => void }>();
  let timer: NodeJS.Timeout | null = null;

  async function setStatus(tenantId: number, listId: number, status: string, extra: Partial<typeof callLists.$inferInsert> = {}) {
    await db
      .update(callLists)
      .set({ status, ...extra })
      .where(and(eq(callLists.id, listId), eq(callLists.tenantId, tenantId)));
    await publishListChanged(deps, tenantId, listId);
  }

  /** Runs one refresh now (the caller has set REQUESTED). */
  async function run(tenantId: number, listId: number): Promise<RefreshOutcome> {
    const [list] = await db
      .select()
      .from(callLists)
      .where(and(eq(callLists.id, listId), eq(callLists.tenantId, tenantId)));
    if (!list || list.type !== 'dynamic') return { added: 0, removed: 0 };
    await setStatus(tenantId, listId, 'REFRESHING');
    try {
      const cond = condFilterSchema.safeParse(list.condFilter);
      if (!cond.success) {
        await setStatus(tenantId, listId, 'READY', { lastRefreshedAt: clock.now() });
        return { added: 0, removed: 0 };
      }
      const where = compileCondFilter(cond.data, { tenantId, timeZone: await tenantTimeZone(db, tenantId) });
      const now = clock.now().toISOString();
      const first = await firstStepId(db, tenantId, list.playbookId);
      // sort_name is given here (the insert trigger fills it only when missing): no lookup per row.
      const outcome = await db.transaction(async (tx) => {
        const removed = await tx.execute(sql`
          delete from list_contacts lc
          where lc.tenant_id = ${tenantId} and lc.list_id = ${listId} and not lc.added_manually
            and lc.list_status = 'not contacted' and lc.last_call_at is null
            and lc.playbook_step_id is not distinct from ${first}::int
            and not exists (select 1 from contacts c where c.id = lc.contact_id and ${where})`);
        const [{ n = 0 } = {}] = (await tx.execute<{ n: number }>(sql`select count(*)::int as n from list_contacts where tenant_id = ${tenantId} and list_id = ${listId}`)).rows;
        const room = Math.max(0, Math.min(cond.data.limit, list.maxContacts - n));
        const added = room
          ? await tx.execute(sql`
              insert into list_contacts (tenant_id, list_id, contact_id, list_status, playbook_step_id, playbook_step_enabled_at, added_manually, created_at, sort_name)
              select ${tenantId}::int, ${listId}::int, c.id, 'not contacted', ${first}::int, ${now}::timestamptz, false, ${now}::timestamptz, coalesce(c.sort_name, '')
              from contacts c
              where ${where} and not exists (select 1 from list_contacts lc where lc.list_id = ${listId} and lc.contact_id = c.id)
              order by c.id
              limit ${room}
              on conflict do nothing
              returning contact_id`)
          : { rowCount: 0, rows: [] };
        await placeNewMembers(tx, { tenantId, listId, contactIds: added.rows.map((r) => Number(r.contact_id)), stepId: first, now: clock.now() });
        return { added: added.rowCount ?? 0, removed: removed.rowCount ?? 0 };
      });
      await setStatus(tenantId, listId, 'READY', { lastRefreshedAt: clock.now() });
      return outcome;
    } catch (error) {
      // A condition that no longer compiles (a removed field) must not leave the list stuck REFRESHING.
      console.warn(`[lists] refresh of list ${listId} failed:`, error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : error);
      await setStatus(tenantId, listId, 'READY');
      return { added: 0, removed: 0 };
    }
  }

  /**
   * Sets REQUESTED and answers a function that starts the refresh in the background (one at a time per
   * list): the caller reads its reply (status REQUESTED) first, then starts it.
   */
  async function request(tenantId: number, listId: number): Promise<() => void> {
    if (running.has(listId)) return () => {};
    await setStatus(tenantId, listId, 'REQUESTED');
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const job = gate
      .then(() => run(tenantId, listId))
      .then(() => undefined)
      .catch((error: unknown) => console.warn('[lists] refresh failed:', error))
      .finally(() => running.delete(listId));
    running.set(listId, { job, release });
    return release;
  }

  /**
   * Pauses lists idle for their afterDays, then refreshes dynamic, active, unpaused lists whose
   * autoRefreshRate has passed since their last refresh (answers how many refreshes it started).
   */
  async function scan(): Promise<number> {
    for (const r of await pauseIdleLists(db, clock.now())) await publishListChanged(deps, r.tenant_id, r.id);
    const { rows } = await db.execute<{ id: number; tenant_id: number }>(sql`
      select id, tenant_id from call_lists
      where type = 'dynamic' and active and not paused and auto_refresh_rate is not null and status in ('READY', 'COMPLETED')
        and (last_refreshed_at is null or last_refreshed_at + make_interval(secs => auto_refresh_rate / 1000.0) <= ${clock.now().toISOString()}::timestamptz)
      order by last_refreshed_at nulls first limit 20`);
    for (const r of rows) (await request(r.tenant_id, r.id))();
    return rows.length;
  }

  return {
    request,
    run,
    scan,
    isRunning: (listId: number) => running.has(listId),
    start() {
      if (timer) return;
      timer = setInterval(() => void scan().catch((error: unknown) => console.warn('[lists] auto refresh scan failed:', error)), AUTO_REFRESH_SCAN_MS);
      timer.unref();
    },
    /** Stops the scan and waits for running refreshes (server shutdown, tests). */
    async stop() {
      if (timer) clearInterval(timer);
      // Requests whose reply never started them start now, so none is left REQUESTED.
      timer = null;
      await Promise.allSettled([...running.values()]);
    },
  };
}

export type ListRefreshService = ReturnType<typeof createListRefreshService>;
