import type { monitorRoutes } from '@/src/contract/routes/monitor';
import type { AreaHandlers } from '../../http/handlers';
import type { MonitorHandlerDeps } from './create-monitor';

export function monitorHandlers(deps: { monitor: MonitorHandlerDeps }): AreaHandlers<typeof monitorRoutes> {
  const { presence, callInfo, coach, listen } = deps.monitor;
  return {
    monitorLines: async ({ auth }) => ({ lines: await presence.lines(auth) }),
    reportAgentState: async ({ auth, body }) => {
      await presence.report(auth, body);
      return { ok: true as const };
    },
    monitorCallInfo: async ({ auth, params }) => callInfo.get(auth, params.callId),
    saveMonitorCallInfo: async ({ auth, params, body }) => callInfo.save(auth, params.callId, body),
    coachCall: async ({ auth, params }) => coach.grant(auth, params.callId),
    verifyCoachGrant: async ({ auth, body }) => coach.verify(auth, body.grant),
    listenToCall: async ({ auth, params }) => listen.start(auth, params.callId),
    answerListen: async ({ auth, params, body }) => {
      await listen.answer(auth, params.callId, params.listenerId, body.answers);
      return { listening: true };
    },
    stopListening: async ({ auth, params }) => {
      await listen.stop(auth, params.callId, params.listenerId);
      return { listening: false };
    },
  };
}
