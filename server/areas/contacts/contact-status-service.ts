import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { LeadStatus } from '@/src/contract/entities/contacts';
import { checkOrderingList } from '@/src/domain/fields/ordering-list';
import type { Db } from '../../db/database';
import type { Executor } from '../../activity/activity-log';
import { contacts, leadStatuses } from '../../db/schema';
import { ApiError, notFound } from '../../http/api-error';
import type { AuthContext } from '../session/session-store';

export interface LeadStatusEdit {
  id?: number | undefined;
  name: string;
  isDefault: boolean;
}

const bad = (message: string) => new ApiError(400, message, { code: 'VALIDATION' });

export const listLeadStatuses = (db: Executor, tenantId: number): Promise<LeadStatus[]> =>
  db
    .select({ id: leadStatuses.id, name: leadStatuses.name, isDefault: leadStatuses.isDefault })
    .from(leadStatuses)
    .where(eq(leadStatuses.tenantId, tenantId))
    .orderBy(asc(leadStatuses.order), asc(leadStatuses.id));

/**
 * Admins replace the ordered lead status list: listed ids are kept (renamed, reordered), entries
 * without an id are new, the rest are removed unless a lead still has them. One default (the first
 * when none is marked).
 */
export async function replaceLeadStatuses(db: Db, auth: AuthContext, edits: LeadStatusEdit[]): Promise<LeadStatus[]> {
  const orderingError = checkOrderingList(
    edits.map((e) => e.name),
    1,
  );
  if (orderingError) throw bad(orderingError);
  if (edits.filter((e) => e.isDefault).length > 1) throw bad('Only one lead status can be the default');
  await db.transaction(async (tx) => {
    // One editor per tenant at a time: the in-use check and the writes see the same list.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`lead_statuses:${auth.tenantId}`}))`);
    const current = await listLeadStatuses(tx, auth.tenantId);
    const known = new Set(current.map((s) => s.id));
    const unknown = edits.find((e) => e.id !== undefined && !known.has(e.id));
    if (unknown) throw notFound('Lead status');
    const kept = new Set(edits.map((e) => e.id).filter((id): id is number => id !== undefined));
    const removed = current.filter((s) => !kept.has(s.id));
    if (removed.length) {
      const inUse = await tx
        .select({ id: contacts.leadStatusId, n: count() })
        .from(contacts)
        .where(
          and(
            eq(contacts.tenantId, auth.tenantId),
            inArray(
              contacts.leadStatusId,
              removed.map((s) => s.id),
            ),
          ),
        )
        .groupBy(contacts.leadStatusId);
      const first = inUse[0];
      if (first) {
        const name = removed.find((s) => s.id === first.id)?.name ?? '';
        throw bad(`The lead status '${name}' is used by ${first.n} lead(s); move them to another status first`);
      }
    }
    const anyDefault = edits.some((e) => e.isDefault);
    if (removed.length)
      await tx.delete(leadStatuses).where(
        and(
          eq(leadStatuses.tenantId, auth.tenantId),
          inArray(
            leadStatuses.id,
            removed.map((s) => s.id),
          ),
        ),
      );
    for (const [order, edit] of edits.entries()) {
      const values = { name: edit.name, isDefault: anyDefault ? edit.isDefault : order === 0, order };
      if (edit.id !== undefined)
        await tx
          .update(leadStatuses)
          .set(values)
          .where(and(eq(leadStatuses.id, edit.id), eq(leadStatuses.tenantId, auth.tenantId)));
      else await tx.insert(leadStatuses).values({ tenantId: auth.tenantId, ...values });
    }
  });
  return listLeadStatuses(db, auth.tenantId);
}
