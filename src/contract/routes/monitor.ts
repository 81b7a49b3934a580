import { z } from 'zod';
import { defineRoute } from '../route';
import { agentStateBody, callInfo, coachGrant, coachVerifyBody, coachVerifyReply, listenAnswerBody, listenOffer, realtimeLine } from '../entities/monitor';
import { scoreAndObsBody } from '../entities/recordings';

const callIdParam = z.object({ callId: z.string().trim().min(1).max(200) });
const listenerParams = callIdParam.extend({ listenerId: z.string().trim().min(1).max(128) });

/**
 * Spec 2 section 6 monitor read, spec 1 section 4 call monitoring: a supervisor listens to a rep's
 * call through the media relay (its subscription: the supervisor issue mixes whisper and join in
 * the rep's phone). Never one's own call (spec 1 section 6), only within the tenant.
 */
export const monitorRoutes = {
  /** Spec 3 real-time monitor: every user of the tenant and what they are doing now; changes are pushed as monitor.line. */
  monitorLines: defineRoute({ method: 'GET', path: '/monitor/lines', reply: z.object({ lines: z.array(realtimeLine) }), auth: 'session', scope: 'monitor.read' }),
  /** A rep's phone says what it is doing (registered, its active call); any signed-in user, about themself only. */
  reportAgentState: defineRoute({ method: 'PUT', path: '/monitor/agents/me', body: agentStateBody, reply: z.object({ ok: z.literal(true) }), auth: 'session' }),
  /** Spec 3 section 7: call info by callId (observation, score), of a live or past call of the tenant. */
  monitorCallInfo: defineRoute({ method: 'GET', path: '/monitor/calls/:callId/info', params: callIdParam, reply: callInfo, auth: 'session', scope: 'monitor.read' }),
  saveMonitorCallInfo: defineRoute({ method: 'PUT', path: '/monitor/calls/:callId/info', params: callIdParam, body: scoreAndObsBody, reply: callInfo, auth: 'session', scope: 'monitor.read' }),
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
  /** Whisper and join: a one-time grant for the supervisor's phone to call the rep's phone (spec 1 section 4). */
  coachCall: defineRoute({ method: 'POST', path: '/monitor/calls/:callId/coach', params: callIdParam, reply: coachGrant, auth: 'session', scope: 'monitor.read' }),
  /** The rep's phone confirms a monitoring call's grant before it answers it by itself (403 when not granted to this rep). */
  verifyCoachGrant: defineRoute({ method: 'POST', path: '/monitor/coach/verify', body: coachVerifyBody, reply: coachVerifyReply, auth: 'session' }),
};
