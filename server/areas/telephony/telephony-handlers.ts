import type { telephonyRoutes } from '@/src/contract/routes/telephony';
import type { Db } from '../../db/database';
import type { AreaHandlers } from '../../http/handlers';
import type { TelephonyHandlerDeps } from './create-telephony';
import type { AcdHandlerDeps } from '../acd/create-acd';
import type { MonitorHandlerDeps } from '../monitor/create-monitor';
import { sipUserOf, telephonyUsersOf } from './telephony-directory';
import { ApiError, notFound } from '../../http/api-error';
import { userHoldingNumber } from './user-phone-numbers';
import { seesOnlyOwnActivity } from '../../activity/own-activity-only';

export function telephonyHandlers(deps: {
  db: Db;
  telephony: TelephonyHandlerDeps;
  acd: Pick<AcdHandlerDeps, 'queues'>;
  monitor: Pick<MonitorHandlerDeps, 'presence'>;
}): AreaHandlers<typeof telephonyRoutes> {
  const { db } = deps;
  const { settings, callResultOptions, callLog, pstn, recordings, relayRecorder, messages, sip, sipStatus } = deps.telephony;
  /** restrictOwnActivityHistory: the user whose activities alone the caller sees, or none (all the tenant's). */
  const ownOnly = async (auth: { tenantId: number; userId: number }) => ((await seesOnlyOwnActivity(db, auth)) ? auth.userId : undefined);
  return {
    sipConfig: async () => ({ ...sip, server: sipStatus() }),
    telephonySettings: async ({ auth }) => settings.forUser(auth),
    telephonyUsers: async ({ auth }) => ({ users: await telephonyUsersOf(db, auth.tenantId, sip.domain) }),
    callResults: async ({ auth }) => ({ callResults: await settings.callResults(auth.tenantId) }),
    updateCallResults: async ({ auth, body }) => ({ callResults: await callResultOptions.save(auth, body) }),
    callResultUsage: async ({ auth }) => ({ usage: await callResultOptions.usage(auth) }),
    callInfoByNumber: async ({ auth, params }) => ({ contacts: await callLog.callInfoByNumber(auth, params.number) }),
    calledStatus: async ({ auth, params, query }) => callLog.calledStatus(auth, params.contactId, query.interval),
    saveCallInfo: async ({ auth, body }) => callLog.saveCallInfo(auth, body),
    quickCall: async ({ auth, body }) => pstn.quickCall(auth, body),
    callCommand: async ({ auth, params, body }) => pstn.command(auth, params.legId, body),
    callLegs: async ({ auth, params }) => ({ legs: pstn.callLegs(auth, params.callId) }),
    listConferences: async ({ auth }) => ({ conferences: pstn.listConferences(auth) }),
    predefinedMessages: async ({ auth, query }) => ({ userPredefinedMessages: await messages.list(auth, query.type) }),
    saveVoiceMessage: async ({ auth, params, body }) => messages.saveVoiceMessage(auth, params.callId, body.mediaId),
    createPredefinedMessage: async ({ auth, body }) => messages.create(auth, body),
    deletePredefinedMessage: async ({ auth, params, query }) => messages.remove(auth, params.id, query.force === 'true'),
    recordCall: async ({ auth, params, body }) => {
      if (body.action === 'start') {
        const { recording } = await settings.forUser(auth);
        if (!recording.enabled && !recording.outboundEnabled && !recording.inboundEnabled) throw new ApiError(403, 'Call recording is not enabled.');
      }
      if (relayRecorder) {
        // The relay's own parties say whose call it is (403 'Not your call' for anyone else's).
        const call = { tenantId: auth.tenantId, userId: auth.userId, sipUser: await sipUserOf(db, auth), callId: params.callId };
        const done = body.action === 'stop' ? await relayRecorder.stop(call) : { where: await relayRecorder.start(call), recording: null };
        if (done.where === 'relay') return done;
      }
      // Not on the relay (between browsers): the phone records it, if it is the caller's live call.
      const live = deps.monitor.presence.liveCall(auth.tenantId, params.callId, auth.userId);
      if (!live) throw notFound('Call');
      if (live.userId !== auth.userId) throw new ApiError(403, 'Not your call');
      return { where: 'browser', recording: null };
    },
    recordingAnalysis: async ({ auth, params }) => {
      const analysis = await recordings.analysis(auth.tenantId, params.mediaName, await ownOnly(auth));
      if (!analysis) throw notFound('Recording analysis');
      return analysis;
    },
    listCallRecordings: async ({ auth, params }) => ({ recordings: await recordings.listForCall(auth.tenantId, params.callId, await ownOnly(auth)) }),
    userTelephonyAcl: async ({ auth, params }) => settings.userAcl(auth.tenantId, params.userId),
    updateUserTelephonyAcl: async ({ auth, params, body }) => settings.updateUserAcl(auth.tenantId, params.userId, body),
    placeInboundCall: async ({ auth, body }) => {
      if (body.userId !== undefined) return pstn.placeInbound(auth, { userId: body.userId, from: body.from });
      // A number of the tenant: a queue's is answered by the ACD; one a user holds rings that user.
      const queue = await deps.acd.queues.byNumber(body.to ?? '');
      if (queue?.phoneNumber && queue.tenantId === auth.tenantId) return pstn.placeInboundToNumber(auth, { to: queue.phoneNumber, from: body.from });
      const holder = await userHoldingNumber(db, auth.tenantId, body.to ?? '');
      if (holder === null) throw notFound('Queue');
      return pstn.placeInbound(auth, { userId: holder, from: body.from });
    },
    hangUpInboundCall: async ({ auth, params }) => {
      pstn.hangUpInbound(auth, params.callId);
      return { ended: true as const };
    },
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
