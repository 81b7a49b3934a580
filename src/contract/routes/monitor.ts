import { z } from 'zod';
import { defineRoute } from '../route';
import { listenAnswerBody, listenOffer } from '../entities/monitor';

const callIdParam = z.object({ callId: z.string().trim().min(1).max(200) });
const listenerParams = callIdParam.extend({ listenerId: z.string().trim().min(1).max(128) });

/**
 * Spec 2 section 6 monitor read, spec 1 section 4 call monitoring: a supervisor listens to a rep's
 * call through the media relay (its subscription: the supervisor issue mixes whisper and join in
 * the rep's phone). Never one's own call (spec 1 section 6), only within the tenant.
 */
export const monitorRoutes = {
  listenToCall: defineRoute({ method: 'POST', path: '/monitor/calls/:callId/listen', params: callIdParam, reply: listenOffer, auth: 'session', scope: 'monitor.read' }),
  /** The page's SDP answer to the listen offer: the relay starts sending. */
  answerListen: defineRoute({
    method: 'PUT',
    path: '/monitor/calls/:callId/listen/:listenerId',
    params: listenerParams,
    body: listenAnswerBody,
    reply: z.object({ listening: z.literal(true) }),
    auth: 'session',
    scope: 'monitor.read',
  }),
  stopListening: defineRoute({
    method: 'DELETE',
    path: '/monitor/calls/:callId/listen/:listenerId',
    params: listenerParams,
    reply: z.object({ listening: z.literal(false) }),
    auth: 'session',
    scope: 'monitor.read',
  }),
};
