import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { TenantPhoneNumber } from '@/src/contract';
import {
  assigneeState,
  callerIdAfterAssign,
  CALLER_ID_NOT_USERS_NUMBER,
  CHOOSE_ANOTHER_CALLER_ID,
  NUMBER_ALREADY_ASSIGNED,
  UNASSIGN_CODES,
  UNASSIGN_FROM_USER,
  unassignDecision,
} from '@/src/domain/settings/number-assignment';
import type { Db, Tx } from '../../db/database';
import { acdQueues, tenantPhoneNumbers, userPhoneNumbers, users } from '../../db/schema';
import { ApiError, notFound } from '../../http/api-error';
import { storedCallerId } from '../telephony/user-phone-numbers';

type InventoryRow = typeof tenantPhoneNumbers.$inferSelect;

/**
 * The tenant's numbers and who holds them (spec 3 settings/numbers/assign). A user's caller id is
 * their row in user_phone_numbers (what their calls present, pstn rings and inbound calls reach);
 * a queue answers on its own number. Every query is scoped to the tenant.
 */
export function createNumberInventory(db: Db) {
  async function view(tenantId: number, rows: InventoryRow[]): Promise<TenantPhoneNumber[]> {
    const userIds = [...new Set(rows.flatMap((r) => (r.userId === null ? [] : [r.userId])))];
    const [holders, queues, callerIds] = await Promise.all([
      userIds.length
        ? db
            .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, deletedAt: users.deletedAt })
            .from(users)
            .where(and(eq(users.tenantId, tenantId), inArray(users.id, userIds)))
        : [],
      db.select({ id: acdQueues.id, name: acdQueues.name, phoneNumber: acdQueues.phoneNumber }).from(acdQueues).where(eq(acdQueues.tenantId, tenantId)),
      db.select({ userId: userPhoneNumbers.userId, phoneNumber: userPhoneNumbers.phoneNumber }).from(userPhoneNumbers).where(eq(userPhoneNumbers.tenantId, tenantId)),
    ]);
    return rows.map((row) => {
      const holder = holders.find((u) => u.id === row.userId);
      const queue = queues.find((q) => q.phoneNumber === row.phoneNumber) ?? null;
      const lastQueueGone = row.queueId !== null && !queues.some((q) => q.id === row.queueId);
      const state = assigneeState({
        user: holder ? { id: holder.id, name: `${holder.firstName} ${holder.lastName}`.trim(), deleted: holder.deletedAt !== null } : null,
        queue: queue ? { id: queue.id, name: queue.name } : null,
        deletedQueueId: lastQueueGone ? row.queueId : null,
      });
      const user = state.kind === 'user' ? state : null;
      const liveQueue = state.kind === 'queue' ? state : null;
      return {
        id: row.id,
        phoneNumber: row.phoneNumber,
        country: row.country,
        countryCode: row.countryCode,
        state: row.state,
        userId: user?.id ?? null,
        userName: user?.name ?? null,
        queueId: liveQueue?.id ?? null,
        queueName: liveQueue?.name ?? null,
        assignee: user ? { id: user.id, name: user.name, type: 'User' } : liveQueue ? { id: liveQueue.id, name: liveQueue.name, type: 'ACD Queue' } : null,
        assigneeDeleted: state.kind === 'deletedUser' ? 'User' : state.kind === 'deletedQueue' ? 'ACD Queue' : null,
        isCallerId: user !== null && callerIds.some((c) => c.userId === user.id && c.phoneNumber === row.phoneNumber),
      };
    });
  }

  async function rowOf(tenantId: number, id: number): Promise<InventoryRow> {
    const [row] = await db
      .select()
      .from(tenantPhoneNumbers)
      .where(and(eq(tenantPhoneNumbers.id, id), eq(tenantPhoneNumbers.tenantId, tenantId)));
    if (!row) throw notFound('Phone number');
    return row;
  }

  async function one(tenantId: number, id: number): Promise<TenantPhoneNumber> {
    const [number] = await view(tenantId, [await rowOf(tenantId, id)]);
    return number!;
  }

  /** A number can be given only when nobody alive holds it (a deleted holder's can). */
  async function assignable(tenantId: number, id: number) {
    const number = await one(tenantId, id);
    if (number.assignee) throw new ApiError(409, NUMBER_ALREADY_ASSIGNED);
    return number;
  }

  async function liveUser(tenantId: number, userId: number) {
    const [user] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, userId), eq(users.tenantId, tenantId), isNull(users.deletedAt)));
    if (!user) throw notFound('User');
  }

  const callerIdOf = async (tx: Db | Tx, tenantId: number, userId: number) => (await storedCallerId(tx, tenantId, userId)) ?? null;

  async function setCallerId(tx: Db | Tx, tenantId: number, userId: number, phoneNumber: string | null) {
    await tx.insert(userPhoneNumbers).values({ tenantId, userId, phoneNumber }).onConflictDoUpdate({ target: userPhoneNumbers.userId, set: { phoneNumber } });
  }

  async function numbersOf(tenantId: number, userId: number) {
    const rows = await db
      .select({ phoneNumber: tenantPhoneNumbers.phoneNumber })
      .from(tenantPhoneNumbers)
      .where(and(eq(tenantPhoneNumbers.tenantId, tenantId), eq(tenantPhoneNumbers.userId, userId)))
      .orderBy(asc(tenantPhoneNumbers.phoneNumber));
    return { userId, numbers: rows.map((r) => r.phoneNumber), callerId: await callerIdOf(db, tenantId, userId) };
  }

  return {
    async list(tenantId: number): Promise<TenantPhoneNumber[]> {
      return view(tenantId, await db.select().from(tenantPhoneNumbers).where(eq(tenantPhoneNumbers.tenantId, tenantId)).orderBy(asc(tenantPhoneNumbers.phoneNumber)));
    },

    async assignToUser(tenantId: number, id: number, userId: number): Promise<TenantPhoneNumber> {
      const number = await assignable(tenantId, id);
      await liveUser(tenantId, userId);
      await db.transaction(async (tx) => {
        await tx
          .update(tenantPhoneNumbers)
          .set({ userId, queueId: null })
          .where(and(eq(tenantPhoneNumbers.id, id), eq(tenantPhoneNumbers.tenantId, tenantId)));
        // A queue that was deleted leaves nothing to clear; one that lost the number already let it go.
        await setCallerId(tx, tenantId, userId, callerIdAfterAssign(await callerIdOf(tx, tenantId, userId), number.phoneNumber));
      });
      return one(tenantId, id);
    },

    async unassignFromUser(tenantId: number, id: number, force: boolean): Promise<TenantPhoneNumber> {
      const row = await rowOf(tenantId, id);
      if (row.userId === null) return one(tenantId, id);
      const userId = row.userId;
      const { numbers, callerId } = await numbersOf(tenantId, userId);
      const decision = unassignDecision({ number: row.phoneNumber, callerId, userNumbers: numbers, force });
      if (decision.kind === 'confirm') throw new ApiError(409, UNASSIGN_FROM_USER, { code: UNASSIGN_CODES.confirm });
      if (decision.kind === 'chooseCallerId') throw new ApiError(409, CHOOSE_ANOTHER_CALLER_ID, { code: UNASSIGN_CODES.chooseCallerId });
      await db.transaction(async (tx) => {
        await tx
          .update(tenantPhoneNumbers)
          .set({ userId: null })
          .where(and(eq(tenantPhoneNumbers.id, id), eq(tenantPhoneNumbers.tenantId, tenantId)));
        if (decision.newCallerId !== callerId) await setCallerId(tx, tenantId, userId, decision.newCallerId);
      });
      return one(tenantId, id);
    },

    async assignToQueue(tenantId: number, id: number, queueId: number): Promise<TenantPhoneNumber> {
      const number = await assignable(tenantId, id);
      const [queue] = await db
        .select({ id: acdQueues.id })
        .from(acdQueues)
        .where(and(eq(acdQueues.id, queueId), eq(acdQueues.tenantId, tenantId)));
      if (!queue) throw notFound('Queue');
      await db.transaction(async (tx) => {
        await tx
          .update(acdQueues)
          .set({ phoneNumber: number.phoneNumber })
          .where(and(eq(acdQueues.id, queueId), eq(acdQueues.tenantId, tenantId)));
        await tx
          .update(tenantPhoneNumbers)
          .set({ queueId, userId: null })
          .where(and(eq(tenantPhoneNumbers.id, id), eq(tenantPhoneNumbers.tenantId, tenantId)));
      });
      return one(tenantId, id);
    },

    async unassignFromQueue(tenantId: number, id: number): Promise<TenantPhoneNumber> {
      const row = await rowOf(tenantId, id);
      await db.transaction(async (tx) => {
        await tx
          .update(acdQueues)
          .set({ phoneNumber: null })
          .where(and(eq(acdQueues.tenantId, tenantId), eq(acdQueues.phoneNumber, row.phoneNumber)));
        await tx
          .update(tenantPhoneNumbers)
          .set({ queueId: null })
          .where(and(eq(tenantPhoneNumbers.id, id), eq(tenantPhoneNumbers.tenantId, tenantId)));
      });
      return one(tenantId, id);
    },

    async userNumbers(tenantId: number, userId: number) {
      await liveUser(tenantId, userId);
      return numbersOf(tenantId, userId);
    },

    async updateUserCallerId(tenantId: number, userId: number, phoneNumber: string) {
      await liveUser(tenantId, userId);
      const { numbers } = await numbersOf(tenantId, userId);
      if (!numbers.includes(phoneNumber)) throw new ApiError(400, CALLER_ID_NOT_USERS_NUMBER);
      await setCallerId(db, tenantId, userId, phoneNumber);
      return numbersOf(tenantId, userId);
    },
  };
}
