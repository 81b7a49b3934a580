import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { OpportunityStage } from '@/src/contract/entities/opportunities';
import { checkOrderingList } from '@/src/domain/fields/ordering-list';
import type { Db } from '../../db/database';
import type { Executor } from '../../activity/activity-log';
import { opportunities, opportunityStages } from '../../db/schema';
import { ApiError, notFound } from '../../http/api-error';
import type { AuthContext } from '../session/session-store';

export interface OpportunityStageEdit {
  id?: number | undefined;
  name: string;
  isClosed: boolean;
  isWon: boolean;
}

const bad = (message: string) => new ApiError(400, message, { code: 'VALIDATION' });

export const listOpportunityStages = (db: Executor, tenantId: number): Promise<OpportunityStage[]> =>
  db
    .select({ id: opportunityStages.id, name: opportunityStages.name, isClosed: opportunityStages.isClosed, isWon: opportunityStages.isWon, order: opportunityStages.order })
    .from(opportunityStages)
    .where(eq(opportunityStages.tenantId, tenantId))
    .orderBy(asc(opportunityStages.order), asc(opportunityStages.id));

/**
 * Admins replace the ordered stage list: listed ids are kept, entries without an id are new, the rest
 * are removed unless an opportunity is still in them. A won stage is a closed one.
 */
export async function replaceOpportunityStages(db: Db, auth: AuthContext, edits: OpportunityStageEdit[]): Promise<OpportunityStage[]> {
  const orderingError = checkOrderingList(
    edits.map((e) => e.name),
    1,
  );
  if (orderingError) throw bad(orderingError);
  const openWon = edits.find((e) => e.isWon && !e.isClosed);
  if (openWon) throw bad(`The stage '${openWon.name}' is won, so it must be closed`);
  await db.transaction(async (tx) => {
    // One editor per tenant at a time: the in-use check and the writes see the same list.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`opportunity_stages:${auth.tenantId}`}))`);
    const current = await listOpportunityStages(tx, auth.tenantId);
    const known = new Set(current.map((s) => s.id));
    if (edits.some((e) => e.id !== undefined && !known.has(e.id))) throw notFound('Opportunity stage');
    const kept = new Set(edits.map((e) => e.id).filter((id): id is number => id !== undefined));
    const removed = current.filter((s) => !kept.has(s.id));
    if (removed.length) {
      const inUse = await tx
        .select({ id: opportunities.stageId, n: count() })
        .from(opportunities)
        .where(
          and(
            eq(opportunities.tenantId, auth.tenantId),
            inArray(
              opportunities.stageId,
              removed.map((s) => s.id),
            ),
          ),
        )
        .groupBy(opportunities.stageId);
      const first = inUse[0];
      if (first) {
        const name = removed.find((s) => s.id === first.id)?.name ?? '';
        throw bad(`The stage '${name}' is used by ${first.n} opportunit${first.n === 1 ? 'y' : 'ies'}; move them to another stage first`);
      }
    }
    if (removed.length)
      await tx.delete(opportunityStages).where(
        and(
          eq(opportunityStages.tenantId, auth.tenantId),
          inArray(
            opportunityStages.id,
            removed.map((s) => s.id),
          ),
        ),
      );
    for (const [order, edit] of edits.entries()) {
      const values = { name: edit.name, isClosed: edit.isClosed, isWon: edit.isWon, order };
      if (edit.id !== undefined)
        await tx
          .update(opportunityStages)
          .set(values)
          .where(and(eq(opportunityStages.id, edit.id), eq(opportunityStages.tenantId, auth.tenantId)));
      else await tx.insert(opportunityStages).values({ tenantId: auth.tenantId, ...values });
    }
  });
  return listOpportunityStages(db, auth.tenantId);
}
