import { recordListCall } from '../lists/list-call-worked';
import { and, desc, eq, gte } from 'drizzle-orm';
import { localPresenceCallerId, NO_LOCAL_PRESENCE } from '@/src/domain/settings/local-presence';
import type { CallInfoContact, SaveCallInfoBody } from '@/src/contract';
import { LOOKUP_NUMBER_PATTERN, NOT_A_VALID_PHONE_NUMBER, type saveCallInfoBody } from '@/src/contract';
import type { Clock } from '../../clock';
import type { Db } from '../../db/database';
import { isUniqueViolation } from '../../db/pg-errors';
import { activities, contactPhones, contacts, telephonyCalls, users } from '../../db/schema';
import { ApiError, notFound } from '../../http/api-error';
import { insertActivity, publishActivity, type TimelinePush, type WrittenActivity } from '../../activity/activity-log';
import type { AuthContext } from '../session/session-store';
import { AUTOMATIC_CALL_RESULTS, callResultOptionsOf, type TelephonySettingsService } from './telephony-settings-service';
import { phoneNumberMatches } from '../contacts/phone-match-sql';
import { userPhoneNumber } from './user-phone-numbers';

type SaveInput = ReturnType<typeof saveCallInfoBody.parse>;

/** Calls in the one activity log: saveCallInfo, called status, call info by number. */
export function createCallLogService(db: Db, clock: Clock, settings: TelephonySettingsService, timeline?: TimelinePush) {
  async function assertContact(auth: AuthContext, contactId: number) {
    const [row] = await db
      .select({ id: contacts.id })
      .from(contacts)
      .where(and(eq(contacts.id, contactId), eq(contacts.tenantId, auth.tenantId)));
    if (!row) throw notFound('Contact');
  }

  return {
    async callInfoByNumber(auth: Pick<AuthContext, 'tenantId'>, number: string): Promise<CallInfoContact[]> {
      const trimmed = number.trim();
      if (!LOOKUP_NUMBER_PATTERN.test(trimmed)) throw new ApiError(402, NOT_A_VALID_PHONE_NUMBER);
      return db
        .select({
          id: contacts.id,
          firstName: contacts.firstName,
          lastName: contacts.lastName,
          companyName: contacts.companyName,
          accountId: contacts.accountId,
          isLead: contacts.isLead,
          isCallOptOut: contacts.isCallOptOut,
          ownerId: contacts.ownerId,
          phoneNumber: contactPhones.number,
          phoneType: contactPhones.type,
        })
        .from(contactPhones)
        .innerJoin(contacts, and(eq(contacts.id, contactPhones.contactId), eq(contacts.tenantId, auth.tenantId)))
        .where(and(eq(contactPhones.tenantId, auth.tenantId), phoneNumberMatches(contactPhones.number, trimmed)))
        .orderBy(desc(contactPhones.isPrimary), contacts.lastName, contacts.firstName)
        .limit(50);
    },

    /** Was the contact called within `interval` minutes? Read from the activity log and live pstn calls. */
    async calledStatus(auth: AuthContext, contactId: number, interval?: number) {
      await assertContact(auth, contactId);
      const minutes = interval ?? (await settings.forUser(auth)).preventMultipleContactCalls.interval;
      // An interval longer than the clock's past (a huge query value) means since the beginning, not an invalid date.
      const since = new Date(Math.max(0, clock.now().getTime() - minutes * 60_000));
      const [logged] = await db
        .select({ at: activities.occurredAt })
        .from(activities)
        .where(and(eq(activities.tenantId, auth.tenantId), eq(activities.contactId, contactId), eq(activities.kind, 'call'), gte(activities.occurredAt, since)))
        .orderBy(desc(activities.occurredAt))
        .limit(1);
      const [live] = await db
        .select({ at: telephonyCalls.startedAt })
        .from(telephonyCalls)
        .where(and(eq(telephonyCalls.tenantId, auth.tenantId), eq(telephonyCalls.contactId, contactId), gte(telephonyCalls.startedAt, since)))
        .orderBy(desc(telephonyCalls.startedAt))
        .limit(1);
      const times = [logged?.at, live?.at].filter((d): d is Date => d instanceof Date).sort((a, b) => b.getTime() - a.getTime());
      return { called: times.length > 0, lastCalledAt: times[0]?.toISOString() ?? null, interval: minutes };
    },

    /** Writes the call once to the activity log; a second save of the same callId edits that row. */
    async saveCallInfo(auth: AuthContext, input: SaveInput) {
      // One read of the tenant's settings: its call results and its local presence.
      const tenant = await settings.tenantSettings(auth.tenantId);
      const results = callResultOptionsOf(tenant);
      // The phone's automatic results (Connected, Busy, ...) are accepted even if the tenant's list omits them.
      const result = results.find((r) => r.label === input.result) ?? AUTOMATIC_CALL_RESULTS.find((r) => r.label === input.result);
      if (!result) throw new ApiError(400, 'Unknown call result');
      if (input.contactId) await assertContact(auth, input.contactId);
      const now = clock.now();
      const startedAt = input.startedAt ? new Date(input.startedAt) : new Date(now.getTime() - input.durationSeconds * 1000);
      const data = {
        callId: input.callId,
        result: result.label,
        resultValue: result.value,
        subject: input.subject,
        description: input.description,
        type: input.type,
        taskId: input.taskId ?? null,
        context: input.context ?? {},
        phoneNumber: input.phoneNumber,
        // The tenant's number on the call (the caller id shown, or the number called): the phone number connect rate report.
        // An outbound call presented a local number when local presence had one for its area (the phone's rule, same pool).
        ownNumber: (input.direction === 'out' ? localPresenceCallerId(tenant.localPresence ?? NO_LOCAL_PRESENCE, input.phoneNumber) : null) ?? (await userPhoneNumber(db, auth.tenantId, auth.userId)),
      };
      // The new timeline entry is announced after the commit.
      let written: WrittenActivity | undefined;
      const write = () =>
        db.transaction(async (tx) => {
          // One call row per callId and tenant; it remembers the activity the first save wrote.
          const [existing] = await tx
            .select({
              userId: telephonyCalls.userId,
              activityId: telephonyCalls.activityId,
              tenantId: telephonyCalls.tenantId,
              endedAt: telephonyCalls.endedAt,
              connectionType: telephonyCalls.connectionType,
              voiceMessageId: telephonyCalls.voiceMessageId,
            })
            .from(telephonyCalls)
            .where(and(eq(telephonyCalls.tenantId, auth.tenantId), eq(telephonyCalls.id, input.callId)))
            .for('update');
          // A row the monitor made for a live call's marks names the user whose phone reported the call; until the
          // call is saved that is a claim, not ownership: the first save of the call owns it, as without the marks.
          const placeholder = existing !== undefined && existing.activityId === null && existing.endedAt === null && existing.voiceMessageId === null && existing.connectionType === 'soft';
          // Users edit only their own call entries (spec 1 section 6).
          if (existing && !placeholder && existing.userId !== auth.userId) throw new ApiError(403, 'Only the caller can edit this call');
          const values = {
            tenantId: auth.tenantId,
            userId: auth.userId,
            contactId: input.contactId ?? null,
            kind: 'call' as const,
            direction: input.direction,
            durationSeconds: input.durationSeconds,
            occurredAt: startedAt,
            data,
          };
          if (existing?.activityId) {
            // The phone's automatic save can reach us after the rep's or the dialer's save of the same call: it writes nothing then.
            if (input.automatic) return { activityId: existing.activityId, callId: input.callId };
            // An edit without a task (the result panel knows none) keeps the task an earlier save linked, e.g. the
            // power dialer's save of a "Dial selected" call; a save naming another task moves the link.
            if (input.taskId == null) {
              const [before] = await tx
                .select({ data: activities.data })
                .from(activities)
                .where(and(eq(activities.id, existing.activityId), eq(activities.tenantId, auth.tenantId)));
              const kept = (before?.data as { taskId?: unknown } | undefined)?.taskId;
              if (typeof kept === 'number') values.data = { ...data, taskId: kept };
            }
            await tx
              .update(activities)
              .set(values)
              .where(and(eq(activities.id, existing.activityId), eq(activities.tenantId, auth.tenantId)));
            await tx
              .update(telephonyCalls)
              .set({ contactId: input.contactId ?? null })
              .where(and(eq(telephonyCalls.tenantId, auth.tenantId), eq(telephonyCalls.id, input.callId)));
            return { activityId: existing.activityId, callId: input.callId };
          }
          const row = await insertActivity(tx, values);
          written = row;
          // A call from a list works the contact's step there (the list row shows it).
          await recordListCall(tx, { tenantId: auth.tenantId, userId: auth.userId, contactId: input.contactId, context: input.context ?? {}, result: result.label, now });
          if (existing) {
            await tx
              .update(telephonyCalls)
              .set({
                userId: auth.userId,
                activityId: row.id,
                contactId: input.contactId ?? null,
                direction: input.direction,
                ...(input.phoneNumber ? { phoneNumber: input.phoneNumber } : {}),
                // A row the monitor made for a live soft call's score has no end yet: the saved call has its times
                // (a pstn call's row is the server's own, ended by its legs).
                ...(existing.endedAt || existing.connectionType === 'pstn' ? {} : { startedAt, endedAt: new Date(startedAt.getTime() + input.durationSeconds * 1000) }),
              })
              .where(and(eq(telephonyCalls.tenantId, auth.tenantId), eq(telephonyCalls.id, input.callId)));
          } else {
            const [user] = await tx.select({ connectionType: users.connectionType }).from(users).where(eq(users.id, auth.userId));
            await tx
              .insert(telephonyCalls)
              .values({
                id: input.callId,
                tenantId: auth.tenantId,
                userId: auth.userId,
                contactId: input.contactId ?? null,
                direction: input.direction,
                connectionType: user?.connectionType ?? 'soft',
                phoneNumber: input.phoneNumber,
                startedAt,
                endedAt: new Date(startedAt.getTime() + input.durationSeconds * 1000),
                activityId: row.id,
              });
          }
          return { activityId: row.id, callId: input.callId };
        });
      const announce = <T>(result: T) => {
        if (written) publishActivity(timeline, written);
        return result;
      };
      try {
        return announce(await write());
      } catch (error) {
        // Two first saves of one call raced: the loser's row conflicts; saving again edits the winner's.
        if (!isUniqueViolation(error)) throw error;
        written = undefined;
        return announce(await write());
      }
    },
  };
}

export type CallLogService = ReturnType<typeof createCallLogService>;
export type { SaveCallInfoBody };
