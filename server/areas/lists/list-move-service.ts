import { placeNewMembers } from '../playbooks/playbook-progress';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { condFilter as condFilterSchema, type listContactsMoveBody } from '@/src/contract/entities/lists';
import type { Db } from '../../db/database';
import type { callLists } from '../../db/schema';
import { compileCondFilter } from './list-cond-sql';
import { tenantTimeZone } from './list-permissions';
import { loadWritableList } from './list-access';
import { landingStep } from './list-contacts-service';
import { listContactDueSql } from './list-due-sql';
import { LIST_TEXTS, listError } from './list-errors';
import { publishListChanged, type ListLiveDeps } from './list-live';
import type { AuthContext } from '../session/session-store';

type Body = z.output<typeof listContactsMoveBody>;

/**
 * complyEntryCriteriaAfterMove: a dynamic destination takes moved contacts only when every one matches
 * its criteria; else 409 and nothing moves.
 */
async function requireEntryCriteria(db: Db, tx: Pick<Db, 'execute'>, auth: AuthContext, target: typeof callLists.$inferSelect, contactIds: number[]) {
  if (target.type !== 'dynamic' || !target.complyEntryCriteriaAfterMove || !contactIds.length) return;
  const cond = condFilterSchema.safeParse(target.condFilter);
  if (!cond.success) throw listError(409, LIST_TEXTS.moveCriteria, 'LIST_MOVE_CRITERIA');
  const where = compileCondFilter(cond.data, { tenantId: auth.tenantId, timeZone: await tenantTimeZone(db, auth.tenantId) });
  const unique = [...new Set(contactIds)];
  const { rows } = await tx.execute<{ n: number }>(sql`
    select count(*)::int as n from contacts c where c.id = any(${sql.param(unique)}::int[]) and ${where}`);
  if ((rows[0]?.n ?? 0) !== unique.length) throw listError(409, LIST_TEXTS.moveCriteria, 'LIST_MOVE_CRITERIA');
}

/**
 * Move contacts between lists (spec 2 sections 4, 5 and 8). Named contacts: every one must be in its
 * source list (else 404) and none already in the destination (else 409); nothing moves unless all can.
 * A whole source (contacts empty): those already in the destination stay where they are; 409 only when
 * none could move. Moved contacts start 'not contacted' on the destination step (or its first), due now.
 */
export function createListMoveService(deps: ListLiveDeps) {
  const { db, clock } = deps;
  return {
    async move(auth: AuthContext, body: Body): Promise<{ moved: number }> {
      const nf = LIST_TEXTS.moveNotFound;
      const target = await loadWritableList(db, auth, body.targetListId, nf);
      const step = await landingStep(db, auth, target, body.targetStepId, nf);
      const sourceIds = new Set(body.contacts.map((c) => c.listId));
      if (!body.contacts.length) {
        if (!body.sourceListId) throw listError(400, 'Contacts or a source list are required');
        sourceIds.add(body.sourceListId);
      }
      for (const id of sourceIds) await loadWritableList(db, auth, id, nf);
      if (sourceIds.has(target.row.id)) throw listError(409, LIST_TEXTS.moveConflict);

      const now = clock.now().toISOString();
      const moved = await db.transaction(async (tx) => {
        let pairs: { contact_id: number; list_id: number }[];
        if (body.contacts.length) {
          const wanted = body.contacts.map((c) => sql`(${c.contactId}::int, ${c.listId}::int)`);
          const { rows } = await tx.execute<{ contact_id: number; list_id: number }>(sql`
            select lc.contact_id, lc.list_id from list_contacts lc
            join (values ${sql.join(wanted, sql`, `)}) w(contact_id, list_id) on w.contact_id = lc.contact_id and w.list_id = lc.list_id
            where lc.tenant_id = ${auth.tenantId}`);
          const uniqueWanted = new Set(body.contacts.map((c) => `${c.contactId}/${c.listId}`));
          if (rows.length !== uniqueWanted.size) throw listError(404, nf);
          const { rows: clash } = await tx.execute(sql`
            select 1 from list_contacts where tenant_id = ${auth.tenantId} and list_id = ${target.row.id}
              and contact_id = any(${sql.param(rows.map((r) => r.contact_id))}::int[]) limit 1`);
          if (clash.length) throw listError(409, LIST_TEXTS.moveConflict);
          pairs = rows;
        } else {
          const { rows } = await tx.execute<{ contact_id: number; list_id: number }>(sql`
            select lc.contact_id, lc.list_id from list_contacts lc
            where lc.tenant_id = ${auth.tenantId} and lc.list_id = ${body.sourceListId}
              ${body.sourceStepId ? sql`and lc.playbook_step_id = ${body.sourceStepId}` : sql``}
              ${body.dueOnly ? sql`and ${listContactDueSql(clock.now(), { alias: 'lc', userId: auth.userId })}` : sql``}
              and not exists (select 1 from list_contacts t where t.list_id = ${target.row.id} and t.contact_id = lc.contact_id)`);
          if (!rows.length) {
            const { rows: any } = await tx.execute(sql`select 1 from list_contacts where tenant_id = ${auth.tenantId} and list_id = ${body.sourceListId} limit 1`);
            if (any.length) throw listError(409, LIST_TEXTS.moveConflict);
            return 0;
          }
          pairs = rows;
        }
        await requireEntryCriteria(
          db,
          tx,
          auth,
          target.row,
          pairs.map((p) => p.contact_id),
        );
        const [{ n = 0 } = {}] = (await tx.execute<{ n: number }>(sql`select count(*)::int as n from list_contacts where tenant_id = ${auth.tenantId} and list_id = ${target.row.id}`)).rows;
        if (n + new Set(pairs.map((p) => p.contact_id)).size > target.row.maxContacts) throw listError(400, `The list cannot hold more than ${target.row.maxContacts} contacts`);
        const contactIds = sql`${sql.param(pairs.map((p) => p.contact_id))}::int[]`;
        const listIds = sql`${sql.param(pairs.map((p) => p.list_id))}::int[]`;
        await tx.execute(sql`
          delete from list_contacts lc using unnest(${contactIds}, ${listIds}) as m(contact_id, list_id)
          where lc.tenant_id = ${auth.tenantId} and lc.contact_id = m.contact_id and lc.list_id = m.list_id`);
        const inserted = await tx.execute(sql`
          insert into list_contacts (tenant_id, list_id, contact_id, list_status, playbook_step_id, playbook_step_enabled_at, added_manually, created_at)
          select distinct on (m) ${auth.tenantId}::int, ${target.row.id}::int, m, 'not contacted', ${step}::int, ${now}::timestamptz, true, ${now}::timestamptz
          from unnest(${contactIds}) as m
          on conflict do nothing
          returning contact_id`);
        await placeNewMembers(tx, { tenantId: auth.tenantId, listId: target.row.id, contactIds: inserted.rows.map((r) => Number(r.contact_id)), stepId: step, now: clock.now() });
        return inserted.rowCount ?? 0;
      });
      for (const id of [target.row.id, ...sourceIds]) await publishListChanged(deps, auth.tenantId, id);
      return { moved };
    },
  };
}
