import { and, asc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { QUEUE_MEDIA_UNKNOWN, QUEUE_MEMBER_UNKNOWN, QUEUE_NUMBER_TAKEN, QUEUE_SCHEDULE_UNKNOWN, type AcdQueue, type saveAcdQueueBody } from '@/src/contract';
import type { Db, Tx } from '../../db/database';
import { acdQueueMembers, acdQueues, predefinedMessages, tenantPhoneNumbers, users } from '../../db/schema';
import { NUMBER_ALREADY_ASSIGNED } from '@/src/domain/settings/number-assignment';
import { inventoryRowOf } from '../numbers/inventory-row';
import { ApiError, notFound } from '../../http/api-error';
import { tenantSchedulesOf } from '../schedules/schedule-service';

type QueueRow = typeof acdQueues.$inferSelect;
export type QueueWithTenant = AcdQueue & { tenantId: number };
type SaveBody = z.infer<typeof saveAcdQueueBody>;

/** The tenant's inbound queues and their members; every query is scoped to the tenant, except the lookup of a dialed number. */
export function createQueueStore(db: Db) {
  async function withMembers(rows: QueueRow[]): Promise<QueueWithTenant[]> {
    if (!rows.length) return [];
    const members = await db
      .select({ queueId: acdQueueMembers.queueId, userId: acdQueueMembers.userId })
      .from(acdQueueMembers)
      .where(
        inArray(
          acdQueueMembers.queueId,
          rows.map((r) => r.id),
        ),
      )
      .orderBy(asc(acdQueueMembers.userId));
    return rows.map((r) => ({
      id: r.id,
      tenantId: r.tenantId,
      name: r.name,
      phoneNumber: r.phoneNumber,
      memberIds: members.filter((m) => m.queueId === r.id).map((m) => m.userId),
      scheduleName: r.scheduleName,
      scheduleMediaId: r.scheduleMediaId,
      holdMediaId: r.holdMediaId,
      ringSeconds: r.ringSeconds,
      wrapUpSeconds: r.wrapUpSeconds,
      enableRecording: r.enableRecording,
    }));
  }

  /** Members are active users of the tenant; audio files are the tenant's messages. Bad input changes nothing. */
  async function check(tenantId: number, body: SaveBody, queueId: number | null) {
    const memberIds = [...new Set(body.memberIds)];
    if (memberIds.length) {
      const found = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.tenantId, tenantId), inArray(users.id, memberIds)));
      if (found.length !== memberIds.length) throw new ApiError(400, QUEUE_MEMBER_UNKNOWN);
    }
    for (const mediaId of [body.holdMediaId, body.scheduleMediaId]) {
      if (mediaId === null) continue;
      const [media] = await db
        .select({ id: predefinedMessages.id })
        .from(predefinedMessages)
        .where(and(eq(predefinedMessages.id, mediaId), eq(predefinedMessages.tenantId, tenantId)));
      if (!media) throw new ApiError(400, QUEUE_MEDIA_UNKNOWN);
    }
    if (body.scheduleName !== null && !(body.scheduleName in (await tenantSchedulesOf(db, tenantId)))) throw new ApiError(400, QUEUE_SCHEDULE_UNKNOWN);
    const [taken] = await db.select({ id: acdQueues.id }).from(acdQueues).where(eq(acdQueues.phoneNumber, body.phoneNumber));
    if (taken && taken.id !== queueId) throw new ApiError(409, QUEUE_NUMBER_TAKEN);
    // The tenant's numbers (settings numbers): another tenant's number, or one a user holds, is not the queue's to take.
    const [held] = await db
      .select({ tenantId: tenantPhoneNumbers.tenantId, userId: tenantPhoneNumbers.userId, deletedAt: users.deletedAt })
      .from(tenantPhoneNumbers)
      .leftJoin(users, eq(users.id, tenantPhoneNumbers.userId))
      .where(eq(tenantPhoneNumbers.phoneNumber, body.phoneNumber));
    if (held && held.tenantId !== tenantId) throw new ApiError(409, QUEUE_NUMBER_TAKEN);
    if (held?.userId != null && held.deletedAt === null) throw new ApiError(409, NUMBER_ALREADY_ASSIGNED);
    return memberIds;
  }

  /** The queue's number is one of the tenant's numbers, held by the queue. */
  async function holdNumber(tx: Tx, tenantId: number, queueId: number, phoneNumber: string) {
    await tx
      .insert(tenantPhoneNumbers)
      .values({ ...inventoryRowOf(phoneNumber), tenantId, queueId })
      .onConflictDoUpdate({ target: tenantPhoneNumbers.phoneNumber, set: { queueId, userId: null } });
  }

  const columns = (body: SaveBody) => ({
    name: body.name,
    phoneNumber: body.phoneNumber,
    scheduleName: body.scheduleName,
    scheduleMediaId: body.scheduleMediaId,
    holdMediaId: body.holdMediaId,
    ringSeconds: body.ringSeconds,
    wrapUpSeconds: body.wrapUpSeconds,
    enableRecording: body.enableRecording,
  });

  const store = {
    async list(tenantId: number): Promise<QueueWithTenant[]> {
      return withMembers(await db.select().from(acdQueues).where(eq(acdQueues.tenantId, tenantId)).orderBy(asc(acdQueues.name), asc(acdQueues.id)));
    },
    async get(tenantId: number, id: number): Promise<QueueWithTenant> {
      const [queue] = await withMembers(
        await db
          .select()
          .from(acdQueues)
          .where(and(eq(acdQueues.id, id), eq(acdQueues.tenantId, tenantId))),
      );
      if (!queue) throw notFound('Queue');
      return queue;
    },
    /** The queue a dialed number reaches, in whichever tenant owns it (the carrier knows no tenant). */
    async byNumber(phoneNumber: string): Promise<QueueWithTenant | null> {
      const [queue] = await withMembers(await db.select().from(acdQueues).where(eq(acdQueues.phoneNumber, phoneNumber)));
      return queue ?? null;
    },
    async create(tenantId: number, body: SaveBody): Promise<QueueWithTenant> {
      const memberIds = await check(tenantId, body, null);
      const id = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(acdQueues)
          .values({ tenantId, ...columns(body) })
          .returning({ id: acdQueues.id });
        if (memberIds.length) await tx.insert(acdQueueMembers).values(memberIds.map((userId) => ({ tenantId, queueId: row!.id, userId })));
        await holdNumber(tx, tenantId, row!.id, body.phoneNumber);
        return row!.id;
      });
      return store.get(tenantId, id);
    },
    async save(tenantId: number, id: number, body: SaveBody): Promise<QueueWithTenant> {
      await store.get(tenantId, id);
      const memberIds = await check(tenantId, body, id);
      await db.transaction(async (tx) => {
        await tx
          .update(acdQueues)
          .set(columns(body))
          .where(and(eq(acdQueues.id, id), eq(acdQueues.tenantId, tenantId)));
        await tx.delete(acdQueueMembers).where(and(eq(acdQueueMembers.queueId, id), eq(acdQueueMembers.tenantId, tenantId)));
        await holdNumber(tx, tenantId, id, body.phoneNumber);
        if (memberIds.length) await tx.insert(acdQueueMembers).values(memberIds.map((userId) => ({ tenantId, queueId: id, userId })));
      });
      return store.get(tenantId, id);
    },
    async remove(tenantId: number, id: number): Promise<void> {
      const deleted = await db
        .delete(acdQueues)
        .where(and(eq(acdQueues.id, id), eq(acdQueues.tenantId, tenantId)))
        .returning({ id: acdQueues.id });
      if (!deleted.length) throw notFound('Queue');
    },
  };
  return store;
}

export type QueueStore = ReturnType<typeof createQueueStore>;
export const publicQueue = ({ tenantId: _tenantId, ...queue }: QueueWithTenant): AcdQueue => queue;
