import type { monitorRoutes } from '@/src/contract/routes/monitor';
import type { Db } from '../../db/database';
import type { AreaHandlers } from '../../http/handlers';
import type { TelephonyHandlerDeps } from '../telephony/create-telephony';
import { createListenService } from './listen-service';

export function monitorHandlers(deps: { db: Db; telephony: TelephonyHandlerDeps }): AreaHandlers<typeof monitorRoutes> {
  const listen = createListenService({ db: deps.db, relay: deps.telephony.relay });
  return {
    listenToCall: async ({ auth, params }) => listen.start(auth, params.callId),
    answerListen: async ({ auth, params, body }) => {
      await listen.answer(auth, params.callId, params.listenerId, body.sdp);
      return { listening: true };
    },
    stopListening: async ({ auth, params }) => {
      await listen.stop(auth, params.callId, params.listenerId);
      return { listening: false };
    },
  };
}
