import { and, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { Sms, SmsThread } from '@/src/contract/entities/sms';
import { checkSmsQuota, type SmsQuota } from '@/src/domain/sms/sms-quota';
import { SMS_NOT_ENABLED, SMS_QUOTA_DEFAULTS, validateSms } from '@/src/domain/sms/sms-rules';
import type { Clock } from '../../clock';
import type { Db } from '../../db/database';
import { activities, contactPhones, contacts, smsMessages, smsThreads, tenantMessagingSettings, userPhoneNumbers, userTelephonyAcl } from '../../db/schema';
import { ApiError, fieldError, notFound } from '../../http/api-error';
import type { Realtime } from '../../realtime/realtime';
import type { SmsProvider } from './sms-provider';
import { publishActivity, recordActivity, type Executor, type TimelinePush } from '../../activity/activity-log';
import type { AuthContext } from '../session/session-store';
import { userPhoneNumber } from '../telephony/user-phone-numbers';
import { parsePhoneEntry } from '@/src/domain/phone/phone-number-entry';
import { userDialingPlanCountry } from '../profile/user-dialing-plan';

const HOUR_MS = 3600 * 1000;
const DAY_MS = 24 * HOUR_MS;
/** A conversation quiet for a day starts a new thread. */
const THREAD_QUIET_MS = DAY_MS;

export const smsThreadRoom = (threadId: number) => `sms/${threadId}`;
const digits = (n: string) => n.replace(/\D/g, '');

type MessageRow = typeof smsMessages.$inferSelect;
export const toSms = (m: MessageRow): Sms => ({
  id: m.id,
  to: m.toNumber,
  from: m.fromNumber,
  body: m.body,
  contactId: m.contactId,
  userId: m.userId,
  direction: m.direction,
  status: m.status,
  timestamp: m.at.toISOString(),
  threadId: m.threadId,
  reason: m.reason,
  projectName: m.projectName,
});

export interface SmsServiceDeps {
  db: Db;
  clock: Clock;
  realtime: Realtime;
  timeline: TimelinePush;
  provider: SmsProvider;
}

/** SMS over the provider interface, with threads, the one activity log, quotas and live pushes. */
export function createSmsService(deps: SmsServiceDeps) {
  const { db, clock } = deps;
  const push = (m: MessageRow) => {
    const sms = toSms(m);
    // The message itself goes to its thread's room (open SMS dialogs join it); the user's room only hears
    // that a thread changed (the navbar history, a dialog whose thread is new).
    deps.realtime.toRoom(smsThreadRoom(m.threadId), 'sms', sms);
    deps.realtime.toUser(m.userId, 'sms.thread', { threadId: m.threadId, contactId: m.contactId, direction: m.direction });
  };

  deps.provider.onStatus((report) => {
    void db
      .update(smsMessages)
      .set({ status: report.status, reason: report.reason })
      .where(eq(smsMessages.carrierId, report.carrierId))
      .returning()
      .then(([m]) => m && push(m))
      .catch(() => undefined);
  });

  async function quotaOf(tenantId: number): Promise<SmsQuota> {
    const [row] = await db.select({ q: tenantMessagingSettings.smsQuota }).from(tenantMessagingSettings).where(eq(tenantMessagingSettings.tenantId, tenantId));
    return { ...SMS_QUOTA_DEFAULTS, ...(row?.q ?? {}) };
  }

  /**
   * An SMS out uses up the quota once the carrier has it; one it refused (FAILED at the send or in a
   * later delivery report) does not, so a refused send never blocks the next one.
   */
  const carried = sql`not exists (select 1 from ${smsMessages} m where m.id = (${activities.data}->>'smsId')::int and m.tenant_id = ${activities.tenantId} and m.status = 'FAILED')`;
  const sentOut = and(eq(activities.direction, 'out'), carried);

  async function smsCount(tx: Executor, tenantId: number, where: ReturnType<typeof and>) {
    const [row] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(activities)
      .where(and(eq(activities.tenantId, tenantId), eq(activities.kind, 'sms'), where));
    return row?.n ?? 0;
  }

  /** The open thread of this pair, or a new one after a quiet day. */
  async function threadFor(tx: Executor, t: { tenantId: number; userId: number; contactId: number | null; userNumber: string; contactNumber: string }, now: Date) {
    const [open] = await tx
      .select()
      .from(smsThreads)
      .where(
        and(eq(smsThreads.tenantId, t.tenantId), eq(smsThreads.userId, t.userId), eq(smsThreads.contactNumber, t.contactNumber), gte(smsThreads.lastAt, new Date(now.getTime() - THREAD_QUIET_MS))),
      )
      .orderBy(desc(smsThreads.lastAt))
      .limit(1);
    if (open) {
      await tx.update(smsThreads).set({ lastAt: now }).where(eq(smsThreads.id, open.id));
      return open.id;
    }
    const [created] = await tx
      .insert(smsThreads)
      .values({ ...t, lastAt: now })
      .returning({ id: smsThreads.id });
    return created!.id;
  }

  async function threadContent(auth: AuthContext, thread: typeof smsThreads.$inferSelect): Promise<SmsThread> {
    const messages = await db
      .select()
      .from(smsMessages)
      .where(and(eq(smsMessages.threadId, thread.id), eq(smsMessages.tenantId, auth.tenantId)))
      .orderBy(smsMessages.at, smsMessages.id);
    const [previous] = await db
      .select({ id: smsThreads.id })
      .from(smsThreads)
      .where(and(eq(smsThreads.tenantId, auth.tenantId), eq(smsThreads.userId, auth.userId), eq(smsThreads.contactNumber, thread.contactNumber), lt(smsThreads.id, thread.id)))
      .orderBy(desc(smsThreads.id))
      .limit(1);
    return { lastThreadId: thread.id, previousThreadId: previous?.id ?? null, messages: messages.map(toSms) };
  }

  return {
    quota: quotaOf,
    async quotaState(auth: AuthContext) {
      const now = clock.now().getTime();
      const out = (since: number) => and(eq(activities.userId, auth.userId), sentOut, gte(activities.occurredAt, new Date(since)));
      return { ...(await quotaOf(auth.tenantId)), sentLastHour: await smsCount(db, auth.tenantId, out(now - HOUR_MS)), sentLast24h: await smsCount(db, auth.tenantId, out(now - DAY_MS)) };
    },
    async updateQuota(tenantId: number, patch: Partial<SmsQuota>) {
      const next = { ...(await quotaOf(tenantId)), ...Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined)) } as SmsQuota;
      await db
        .insert(tenantMessagingSettings)
        .values({ tenantId, smsQuota: { ...next } })
        .onConflictDoUpdate({ target: tenantMessagingSettings.tenantId, set: { smsQuota: { ...next } } });
      return next;
    },

    async numbers(auth: AuthContext) {
      const own = await userPhoneNumber(db, auth.tenantId, auth.userId);
      return { numbers: own ? [{ phoneNumber: own }] : [], carrier: { name: deps.provider.name, simulated: deps.provider.simulated } };
    },

    async send(auth: AuthContext, contactId: number, input: { to: string; from: string; body: string }) {
      // Spec 3 user acl enableSms: an administrator may take SMS away from a user.
      const [acl] = await db
        .select({ enableSms: userTelephonyAcl.enableSms })
        .from(userTelephonyAcl)
        .where(and(eq(userTelephonyAcl.userId, auth.userId), eq(userTelephonyAcl.tenantId, auth.tenantId)));
      if (acl && !acl.enableSms) throw new ApiError(403, SMS_NOT_ENABLED, { code: 'SMS_NOT_ENABLED' });
      const invalid = validateSms(input, false);
      if (invalid) throw new ApiError(400, invalid, { code: invalid });
      // A number no network would deliver to (legacy data, a typed number) is refused before anything is written.
      const recipient = parsePhoneEntry(input.to, await userDialingPlanCountry(db, auth));
      if (!recipient.ok) throw fieldError(['to'], recipient.message);
      const to = input.to.trim();
      const from = input.from.trim();
      const [contact] = await db
        .select({ id: contacts.id })
        .from(contacts)
        .where(and(eq(contacts.id, contactId), eq(contacts.tenantId, auth.tenantId)));
      if (!contact) throw notFound('Contact');
      const [phone] = await db
        .select({ id: contactPhones.id })
        .from(contactPhones)
        .where(and(eq(contactPhones.contactId, contactId), eq(contactPhones.tenantId, auth.tenantId), eq(contactPhones.digits, digits(to))));
      if (!phone || digits(to).length < 3) throw new ApiError(400, "The number is not one of the contact's numbers", { code: 'SMS_SEND_ERROR_NO_TO' });
      if (from !== (await userPhoneNumber(db, auth.tenantId, auth.userId))) throw new ApiError(400, 'The sender is not one of your numbers', { code: 'SMS_SEND_ERROR_NO_FROM' });
      const quota = await quotaOf(auth.tenantId);

      const written = await db.transaction(async (tx) => {
        // One send at a time per user, so parallel sends cannot pass the quota together.
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`sms-quota:${auth.userId}`}))`);
        const now = clock.now();
        const since = (ms: number) => gte(activities.occurredAt, new Date(now.getTime() - ms));
        const mine = eq(activities.userId, auth.userId);
        const check = checkSmsQuota(
          {
            sentLastHour: await smsCount(tx, auth.tenantId, and(mine, sentOut, since(HOUR_MS))),
            sentLast24h: await smsCount(tx, auth.tenantId, and(mine, sentOut, since(DAY_MS))),
            sentToContactLast24h: await smsCount(tx, auth.tenantId, and(mine, eq(activities.contactId, contactId), sentOut, since(DAY_MS))),
            receivedFromContactLast24h: await smsCount(tx, auth.tenantId, and(mine, eq(activities.contactId, contactId), eq(activities.direction, 'in'), since(DAY_MS))),
          },
          quota,
        );
        if (!check.ok) throw new ApiError(429, check.message, { code: check.code });
        const threadId = await threadFor(tx, { tenantId: auth.tenantId, userId: auth.userId, contactId, userNumber: from, contactNumber: to }, now);
        const [message] = await tx
          .insert(smsMessages)
          .values({ tenantId: auth.tenantId, threadId, userId: auth.userId, contactId, direction: 'out', fromNumber: from, toNumber: to, body: input.body, status: 'SENDING', at: now })
          .returning();
        const activity = await recordActivity(tx, null, {
          tenantId: auth.tenantId,
          userId: auth.userId,
          contactId,
          kind: 'sms',
          direction: 'out',
          occurredAt: now,
          data: { body: input.body, to, from, threadId, smsId: message!.id },
        });
        return { message: message!, activity };
      });
      publishActivity(deps.timeline, written.activity);
      push(written.message);

      try {
        const { carrierId } = await deps.provider.send({ from, to, body: input.body });
        const [sent] = await db
          .update(smsMessages)
          .set({ status: 'SENT', carrierId })
          .where(and(eq(smsMessages.id, written.message.id), eq(smsMessages.status, 'SENDING')))
          .returning();
        if (sent) push(sent);
        return { messageId: written.message.id, threadId: written.message.threadId, status: sent?.status ?? 'SENT' };
      } catch (error) {
        const reason = error instanceof Error ? error.message : 'The carrier refused the message';
        const [failed] = await db.update(smsMessages).set({ status: 'FAILED', reason }).where(eq(smsMessages.id, written.message.id)).returning();
        if (failed) push(failed);
        throw new ApiError(502, 'SMS_SEND_ERROR', { code: 'SMS_SEND_ERROR' });
      }
    },

    /** A reply from a contact's number to a user's number, as the carrier delivers it. */
    async receive(input: { from: string; to: string; body: string }, tenantScope?: number) {
      const [found] = await db.select().from(userPhoneNumbers).where(eq(userPhoneNumbers.phoneNumber, input.to.trim()));
      if (!found?.phoneNumber || (tenantScope !== undefined && found.tenantId !== tenantScope)) throw notFound('User number');
      const owner = { ...found, phoneNumber: found.phoneNumber };
      const [phone] = await db
        .select({ contactId: contactPhones.contactId })
        .from(contactPhones)
        .where(and(eq(contactPhones.tenantId, owner.tenantId), eq(contactPhones.digits, digits(input.from))))
        .limit(1);
      const now = clock.now();
      const contactId = phone?.contactId ?? null;
      const written = await db.transaction(async (tx) => {
        const threadId = await threadFor(tx, { tenantId: owner.tenantId, userId: owner.userId, contactId, userNumber: owner.phoneNumber, contactNumber: input.from.trim() }, now);
        const [message] = await tx
          .insert(smsMessages)
          .values({
            tenantId: owner.tenantId,
            threadId,
            userId: owner.userId,
            contactId,
            direction: 'in',
            fromNumber: input.from.trim(),
            toNumber: owner.phoneNumber,
            body: input.body,
            status: 'RECEIVED',
            at: now,
          })
          .returning();
        const activity = await recordActivity(tx, null, {
          tenantId: owner.tenantId,
          userId: owner.userId,
          contactId,
          kind: 'sms',
          direction: 'in',
          occurredAt: now,
          data: { body: input.body, to: owner.phoneNumber, from: input.from.trim(), threadId, smsId: message!.id },
        });
        return { message: message!, activity };
      });
      publishActivity(deps.timeline, written.activity);
      push(written.message);
      return { messageId: written.message.id, threadId: written.message.threadId };
    },

    async lastThread(auth: AuthContext, contactId: number, to: string) {
      const [thread] = await db
        .select()
        .from(smsThreads)
        .where(and(eq(smsThreads.tenantId, auth.tenantId), eq(smsThreads.userId, auth.userId), eq(smsThreads.contactId, contactId), eq(smsThreads.contactNumber, to.trim())))
        .orderBy(desc(smsThreads.lastAt), desc(smsThreads.id))
        .limit(1);
      if (!thread) throw notFound('Thread');
      return threadContent(auth, thread);
    },
    async thread(auth: AuthContext, threadId: number) {
      const [thread] = await db
        .select()
        .from(smsThreads)
        .where(and(eq(smsThreads.id, threadId), eq(smsThreads.tenantId, auth.tenantId), eq(smsThreads.userId, auth.userId)));
      if (!thread) throw notFound('Thread');
      return threadContent(auth, thread);
    },
    /** PUT /tasks/sms/:id/context: the project name on the message and on its activity (the user's own SMS). */
    async setContext(auth: AuthContext, id: number, projectName: string | null): Promise<Sms> {
      const [m] = await db
        .update(smsMessages)
        .set({ projectName })
        .where(and(eq(smsMessages.id, id), eq(smsMessages.tenantId, auth.tenantId), eq(smsMessages.userId, auth.userId)))
        .returning();
      if (!m) throw notFound('SMS');
      await db
        .update(activities)
        .set({ data: sql`${activities.data} || ${JSON.stringify({ projectName })}::jsonb` })
        .where(and(eq(activities.tenantId, auth.tenantId), eq(activities.kind, 'sms'), sql`(${activities.data}->>'smsId')::int = ${m.id}`));
      return toSms(m);
    },
    async mayJoinThread(auth: AuthContext, threadId: number) {
      const [thread] = await db
        .select({ id: smsThreads.id })
        .from(smsThreads)
        .where(and(eq(smsThreads.id, threadId), eq(smsThreads.tenantId, auth.tenantId), eq(smsThreads.userId, auth.userId)));
      return Boolean(thread);
    },

    async history(auth: AuthContext, page: { limit: number; offset: number }) {
      const where = and(eq(smsThreads.tenantId, auth.tenantId), eq(smsThreads.userId, auth.userId));
      const rows = await db
        .select({
          threadId: smsThreads.id,
          contactId: smsThreads.contactId,
          number: smsThreads.contactNumber,
          lastAt: smsThreads.lastAt,
          contactName: sql<string | null>`(select nullif(trim(c.first_name || ' ' || c.last_name), '') from contacts c where c.id = sms_threads.contact_id and c.tenant_id = ${auth.tenantId})`,
          lastBody: sql<string>`(select m.body from sms_messages m where m.thread_id = sms_threads.id order by m.at desc, m.id desc limit 1)`,
          lastDirection: sql<'in' | 'out'>`(select m.direction from sms_messages m where m.thread_id = sms_threads.id order by m.at desc, m.id desc limit 1)`,
        })
        .from(smsThreads)
        .where(where)
        .orderBy(desc(smsThreads.lastAt), desc(smsThreads.id))
        .limit(page.limit)
        .offset(page.offset);
      const [total] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(smsThreads)
        .where(where);
      return { items: rows.map((r) => ({ ...r, lastAt: r.lastAt.toISOString(), lastBody: r.lastBody ?? '', lastDirection: r.lastDirection ?? 'out' })), total: total?.n ?? 0 };
    },
  };
}
export type SmsService = ReturnType<typeof createSmsService>;
