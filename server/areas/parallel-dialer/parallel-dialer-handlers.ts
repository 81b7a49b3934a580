import type { parallelDialerRoutes } from '@/src/contract/routes/parallel-dialer';
import type { AreaHandlers } from '../../http/handlers';
import type { HandlerDeps } from '../../http/handlers-impl';
import { createPowerDialerPlayService } from '../power-dialer/power-dialer-play-service';
import { createParallelSessionService } from './parallel-session-service';

export function parallelDialerHandlers(deps: Pick<HandlerDeps, 'db' | 'clock' | 'realtime' | 'telephony'>): AreaHandlers<typeof parallelDialerRoutes> {
  const play = createPowerDialerPlayService(deps);
  // The due contacts of the list's call steps, as the power dialer counts them.
  const sessions = createParallelSessionService({
    db: deps.db,
    clock: deps.clock,
    dueCount: (auth, listId, stepId) => play.dueCount(auth, listId, stepId),
    telephonySettings: (tenantId) => deps.telephony.settings.tenantSettings(tenantId),
  });
  return {
    parallelDialerSettings: ({ auth }) => sessions.settings(auth),
    updateTenantParallelDialerSettings: ({ auth, body }) => sessions.updateTenant(auth, body),
    parallelDialerUsers: ({ auth }) => sessions.users(auth),
    assignedParallelLines: ({ auth }) => sessions.assignedLines(auth),
    availableParallelLines: ({ auth }) => sessions.availableLines(auth),
    createParallelSession: async ({ auth, body }) => {
      const created = await sessions.create(auth, body);
      // In the background: the session's messages are made ready before a line needs one.
      const { voiceMessageId, callbackNoticeId } = created.session;
      void deps.telephony.messages.prepareAudio(auth, [callbackNoticeId, voiceMessageId]).catch((error: unknown) => console.warn('[parallel dialer] message audio', String(error)));
      return created;
    },
    activeParallelSession: ({ auth }) => sessions.active(auth),
    parallelSessionNext: async ({ auth, params }) => {
      const session = await sessions.openOwn(auth, params.id);
      return play.next(auth, session.listId, { previous: false, parallel: true, ...(session.playbookStepId !== null ? { playbookStepId: session.playbookStepId } : {}) });
    },
    listAbandonment: ({ auth, params, query }) => sessions.abandonment(auth, params.listId, query.requested),
    updateParallelSessionStatus: ({ auth, params }) => sessions.setStatus(auth, params.id, params.status),
  };
}
