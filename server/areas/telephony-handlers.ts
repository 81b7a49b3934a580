import { and, eq, isNull, or } from 'drizzle-orm';
import type { telephonyRoutes } from '../../src/contract/routes/telephony';
import type { Db } from '../db/database';
import { predefinedMessages, telephonyCalls, users } from '../db/schema';
import { notFound } from '../http/api-error';
import type { AreaHandlers } from '../http/handlers';
import { userPhoneNumber } from '../services/user-phone-numbers';
import type { TelephonyHandlerDeps } from '../telephony/create-telephony';

export function telephonyHandlers(deps: { db: Db; telephony: TelephonyHandlerDeps }): AreaHandlers<typeof telephonyRoutes> {
  const { db } = deps;
  const { settings, callLog, pstn, recordings, sip } = deps.telephony;
  return {
    sipConfig: async () => sip,
    telephonySettings: async ({ auth }) => settings.forUser(auth),
    telephonyUsers: async ({ auth }) => {
      const rows = await db
        .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email, provisioningId: users.provisioningId, connectionType: users.connectionType })
        .from(users)
        .where(and(eq(users.tenantId, auth.tenantId), eq(users.active, true)))
        .orderBy(users.lastName, users.firstName);
      return {
        users: await Promise.all(
          rows.map(async ({ provisioningId, ...u }) => ({ ...u, sipUri: `sip:${provisioningId}@${sip.domain}`, userProvisioningId: provisioningId, phoneNumber: await userPhoneNumber(db, auth.tenantId, u.id) })),
        ),
      };
    },
    callResults: async ({ auth }) => ({ callResults: await settings.callResults(auth.tenantId) }),
    callInfoByNumber: async ({ auth, params }) => ({ contacts: await callLog.callInfoByNumber(auth, params.number) }),
    calledStatus: async ({ auth, params, query }) => callLog.calledStatus(auth, params.contactId, query.interval),
    saveCallInfo: async ({ auth, body }) => callLog.saveCallInfo(auth, body),
    quickCall: async ({ auth, body }) => pstn.quickCall(auth, body),
    callCommand: async ({ auth, params, body }) => pstn.command(auth, params.legId, body),
    callLegs: async ({ auth, params }) => ({ legs: pstn.callLegs(auth, params.callId) }),
    listConferences: async ({ auth }) => ({ conferences: pstn.listConferences(auth) }),
    predefinedMessages: async ({ auth, query }) => ({
      userPredefinedMessages: await db
        .select({ id: predefinedMessages.id, name: predefinedMessages.name })
        .from(predefinedMessages)
        .where(
          and(
            eq(predefinedMessages.tenantId, auth.tenantId),
            eq(predefinedMessages.type, query.type),
            or(isNull(predefinedMessages.userId), eq(predefinedMessages.userId, auth.userId)),
          ),
        )
        .orderBy(predefinedMessages.name),
    }),
    saveVoiceMessage: async ({ auth, params, body }) => {
      const [message] = await db
        .select({ id: predefinedMessages.id, name: predefinedMessages.name })
        .from(predefinedMessages)
        .where(
          and(
            eq(predefinedMessages.id, body.mediaId),
            eq(predefinedMessages.tenantId, auth.tenantId),
            or(isNull(predefinedMessages.userId), eq(predefinedMessages.userId, auth.userId)),
          ),
        );
      if (!message) throw notFound('Message');
      const [call] = await db.select({ tenantId: telephonyCalls.tenantId, userId: telephonyCalls.userId }).from(telephonyCalls).where(eq(telephonyCalls.id, params.callId));
      if (call && (call.tenantId !== auth.tenantId || call.userId !== auth.userId)) throw notFound('Call');
      if (call) {
        await db.update(telephonyCalls).set({ voiceMessageId: message.id }).where(eq(telephonyCalls.id, params.callId));
      } else {
        // A soft call is known to the server from its first saved fact: here, the message left.
        const [user] = await db.select({ connectionType: users.connectionType }).from(users).where(eq(users.id, auth.userId));
        await db.insert(telephonyCalls).values({
          id: params.callId,
          tenantId: auth.tenantId,
          userId: auth.userId,
          direction: 'out',
          connectionType: user?.connectionType ?? 'soft',
          voiceMessageId: message.id,
        });
      }
      return { callId: params.callId, mediaId: message.id, name: message.name };
    },
    listCallRecordings: async ({ auth, params }) => ({ recordings: await recordings.listForCall(auth.tenantId, params.callId) }),
    userTelephonyAcl: async ({ auth, params }) => settings.userAcl(auth.tenantId, params.userId),
    updateUserTelephonyAcl: async ({ auth, params, body }) => settings.updateUserAcl(auth.tenantId, params.userId, body),
    placeInboundCall: async ({ auth, body }) => pstn.placeInbound(auth, body),
    updateTelephonySettings: async ({ auth, body }) => {
      await settings.updateTenant(auth.tenantId, body);
      return settings.forUser(auth);
    },
    updateConnectionType: async ({ auth, params, body }) => {
      await settings.setConnectionType(auth.tenantId, params.userId, body.connectionType);
      return { userId: params.userId, connectionType: body.connectionType };
    },
  };
}
