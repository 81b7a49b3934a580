import { and, asc, desc, eq, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Opportunity, opportunityBody, OpportunityStage } from '@/src/contract/entities/opportunities';
import type { OtherFields } from '@/src/contract/entities/layouts';
import type { Clock } from '../../clock';
import type { Db } from '../../db/database';
import { accounts, contacts, opportunities, opportunityStages } from '../../db/schema';
import { ApiError, notFound } from '../../http/api-error';
import { insertActivity, publishActivity, type Executor, type TimelinePush, type WrittenActivity } from '../../activity/activity-log';
import { otherFieldsObject, parseOtherFields } from '../../db/json-text';
import { checkOtherFields, createLayoutService } from '../layouts/layout-service';
import type { AuthContext } from '../session/session-store';

type Body = z.output<typeof opportunityBody>;
const bad = (message: string) => new ApiError(400, message, { code: 'VALIDATION' });

const columns = {
  id: opportunities.id,
  externalId: opportunities.externalId,
  name: opportunities.name,
  closeDate: opportunities.closeDate,
  amount: opportunities.amount,
  stageId: opportunities.stageId,
  stageName: opportunityStages.name,
  accountId: opportunities.accountId,
  accountName: accounts.name,
  contactId: opportunities.contactId,
  otherFields: opportunities.otherFields,
  createdAt: opportunities.createdAt,
};

function base(db: Executor) {
  return db.select(columns).from(opportunities).leftJoin(opportunityStages, eq(opportunityStages.id, opportunities.stageId)).leftJoin(accounts, eq(accounts.id, opportunities.accountId));
}
type Row = Awaited<ReturnType<ReturnType<typeof base>['execute']>>[number];

const toOpportunity = (r: Row): Opportunity => ({
  id: r.id,
  externalId: r.externalId,
  name: r.name,
  closeDate: r.closeDate,
  amount: r.amount,
  opportunityStage: r.stageId !== null && r.stageName !== null ? { id: r.stageId, name: r.stageName } : null,
  account: r.accountId !== null && r.accountName !== null ? { id: r.accountId, name: r.accountName } : null,
  contactId: r.contactId,
  otherFields: parseOtherFields(r.otherFields),
  createdAt: r.createdAt.toISOString(),
});

export async function opportunitiesOf(db: Executor, tenantId: number, filter: { accountId?: number | null; contactId?: number | null }, limit = 50) {
  const match = [filter.accountId ? eq(opportunities.accountId, filter.accountId) : undefined, filter.contactId ? eq(opportunities.contactId, filter.contactId) : undefined].filter(
    (c) => c !== undefined,
  );
  if (!match.length) return [];
  const rows = await base(db)
    .where(and(eq(opportunities.tenantId, tenantId), or(...match)))
    .orderBy(desc(opportunities.createdAt), desc(opportunities.id))
    .limit(limit);
  return rows.map(toOpportunity);
}

/** Opportunities and their stages; a stage change is a contact event in the activity log. */
export function createOpportunityService(deps: { db: Db; clock: Clock; timeline: TimelinePush }) {
  const { db, clock, timeline } = deps;
  const layouts = createLayoutService(db);

  async function load(tenantId: number, id: number): Promise<Opportunity> {
    const [row] = await base(db).where(and(eq(opportunities.id, id), eq(opportunities.tenantId, tenantId)));
    if (!row) throw notFound('Opportunity');
    return toOpportunity(row);
  }

  async function checkRefs(auth: AuthContext, body: Body): Promise<{ stageId: number | null; stageName: string | null }> {
    if (body.accountId) {
      const [a] = await db
        .select({ id: accounts.id })
        .from(accounts)
        .where(and(eq(accounts.id, body.accountId), eq(accounts.tenantId, auth.tenantId)));
      if (!a) throw bad('Unknown account');
    }
    if (body.contactId) {
      const [c] = await db
        .select({ id: contacts.id })
        .from(contacts)
        .where(and(eq(contacts.id, body.contactId), eq(contacts.tenantId, auth.tenantId)));
      if (!c) throw bad('Unknown contact');
    }
    // An unset picklist is sent as id -1.
    const stageId = body.opportunityStage && body.opportunityStage.id > 0 ? body.opportunityStage.id : null;
    if (stageId === null) return { stageId, stageName: null };
    const [s] = await db
      .select({ name: opportunityStages.name })
      .from(opportunityStages)
      .where(and(eq(opportunityStages.id, stageId), eq(opportunityStages.tenantId, auth.tenantId)));
    if (!s) throw bad('Unknown opportunity stage');
    return { stageId, stageName: s.name };
  }

  function stageEvent(auth: AuthContext, opp: { id: number; contactId: number | null; accountId: number | null }, from: string | null, to: string | null) {
    return {
      tenantId: auth.tenantId,
      userId: auth.userId,
      contactId: opp.contactId,
      kind: 'contact_event' as const,
      occurredAt: clock.now(),
      data: { event: 'CHANGE_OPPORTUNITY_STATUS', from, to, opportunityId: opp.id, ...(opp.accountId ? { accountId: opp.accountId } : {}) },
    };
  }

  return {
    async list(auth: AuthContext, q: { accountId?: number | undefined; contactId?: number | undefined; search?: string | undefined; offset: number; limit: number }) {
      const where = and(
        eq(opportunities.tenantId, auth.tenantId),
        q.accountId ? eq(opportunities.accountId, q.accountId) : undefined,
        q.contactId ? eq(opportunities.contactId, q.contactId) : undefined,
        q.search ? sql`lower(${opportunities.name}) like ${`%${q.search.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`}` : undefined,
      );
      const [rows, [count]] = await Promise.all([
        base(db).where(where).orderBy(desc(opportunities.createdAt), desc(opportunities.id)).limit(q.limit).offset(q.offset),
        db
          .select({ n: sql<number>`count(*)::int` })
          .from(opportunities)
          .where(where),
      ]);
      return { opportunities: rows.map(toOpportunity), total: count?.n ?? 0 };
    },

    statuses: (auth: AuthContext): Promise<OpportunityStage[]> =>
      db
        .select({ id: opportunityStages.id, name: opportunityStages.name, isClosed: opportunityStages.isClosed, isWon: opportunityStages.isWon, order: opportunityStages.order })
        .from(opportunityStages)
        .where(eq(opportunityStages.tenantId, auth.tenantId))
        .orderBy(asc(opportunityStages.order), asc(opportunityStages.id)),

    async create(auth: AuthContext, body: Body): Promise<Opportunity> {
      const { stageId, stageName } = await checkRefs(auth, body);
      const fields = await layouts.layout(auth.tenantId, 'opportunity');
      const other = otherFieldsObject(body.otherFields);
      checkOtherFields(fields, other, Object.keys(other), 'create');
      const written: WrittenActivity[] = [];
      const id = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(opportunities)
          .values({
            tenantId: auth.tenantId,
            name: body.name,
            externalId: body.externalId ?? null,
            closeDate: body.closeDate ?? null,
            amount: body.amount ?? null,
            stageId,
            accountId: body.accountId ?? null,
            contactId: body.contactId ?? null,
            otherFields: JSON.stringify(other),
            createdAt: clock.now(),
          })
          .returning({ id: opportunities.id });
        if (!row) throw new Error('opportunity not created');
        if (stageName) written.push(await insertActivity(tx, stageEvent(auth, { id: row.id, contactId: body.contactId ?? null, accountId: body.accountId ?? null }, null, stageName)));
        return row.id;
      });
      for (const w of written) publishActivity(timeline, w);
      return load(auth.tenantId, id);
    },

    /** PUT: the whole opportunity; only updatable custom fields may change. */
    async update(auth: AuthContext, id: number, body: Body): Promise<Opportunity> {
      const current = await load(auth.tenantId, id);
      const { stageId, stageName } = await checkRefs(auth, body);
      const fields = await layouts.layout(auth.tenantId, 'opportunity');
      const stored: OtherFields = current.otherFields ?? {};
      const sent = body.otherFields === undefined ? stored : otherFieldsObject(body.otherFields);
      const changed = [...new Set([...Object.keys(sent), ...Object.keys(stored)])].filter((k) => sent[k] !== stored[k]);
      checkOtherFields(fields, sent, changed, 'update');
      const written: WrittenActivity[] = [];
      await db.transaction(async (tx) => {
        await tx
          .update(opportunities)
          .set({
            name: body.name,
            ...(body.externalId !== undefined ? { externalId: body.externalId } : {}),
            closeDate: body.closeDate ?? null,
            amount: body.amount ?? null,
            stageId,
            accountId: body.accountId ?? null,
            contactId: body.contactId ?? null,
            otherFields: JSON.stringify(sent),
          })
          .where(and(eq(opportunities.id, id), eq(opportunities.tenantId, auth.tenantId)));
        const from = current.opportunityStage?.name ?? null;
        if ((current.opportunityStage?.id ?? null) !== stageId) {
          written.push(await insertActivity(tx, stageEvent(auth, { id, contactId: body.contactId ?? null, accountId: body.accountId ?? null }, from, stageName)));
        }
      });
      for (const w of written) publishActivity(timeline, w);
      return load(auth.tenantId, id);
    },
  };
}
