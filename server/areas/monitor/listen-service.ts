import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { ListenOffer } from '@/src/contract';
import type { Db } from '../../db/database';
import { users } from '../../db/schema';
import { ApiError, notFound } from '../../http/api-error';
import type { AuthContext } from '../session/session-store';
import type { NgClient } from '../telephony/media/ng-client';
import type { RelayCalls } from '../telephony/relay-calls';
import { withUniqueMids } from './listen-sdp';

/** The relay's offer to a listening browser: WebRTC (ICE, DTLS-SRTP, RTCP multiplexed), one stream per party. */
const TO_LISTENER = { flags: ['all'], 'transport-protocol': 'UDP/TLS/RTP/SAVPF', ICE: 'force', 'rtcp-mux': ['offer', 'require'], SDES: ['off'] };

interface Listener {
  tenantId: number;
  userId: number;
  callId: string;
  /** The relay's tag for this subscription. */
  toTag: string;
}

/**
 * Listening to a rep's call on the media relay (rtpengine's subscription: a send-only copy of both
 * parties' audio). Only within the tenant, never one's own call; a listener is answered and
 * stopped only by the user who opened it.
 */
export function createListenService(deps: { db: Db; relay: { ng: NgClient; calls: RelayCalls } | null }) {
  const listeners = new Map<string, Listener>();

  function relayOrUnavailable() {
    if (!deps.relay) throw new ApiError(503, 'The media relay is not running');
    return deps.relay;
  }

  function listenerOf(auth: AuthContext, callId: string, listenerId: string): Listener {
    const listener = listeners.get(listenerId);
    if (!listener || listener.tenantId !== auth.tenantId || listener.userId !== auth.userId || listener.callId !== callId) throw notFound('Listener');
    return listener;
  }

  return {
    async start(auth: AuthContext, callId: string): Promise<ListenOffer> {
      const relay = relayOrUnavailable();
      const parties = await relay.calls.partiesOf(callId);
      const labels = Object.values(parties ?? {})
        .map((p) => p.label)
        .filter((l): l is string => Boolean(l));
      // Whose call it is: the labelled party's user in the caller's tenant (another tenant's call is not found).
      const [owner] = labels.length
        ? await deps.db
            .select({ id: users.id })
            .from(users)
            .where(and(eq(users.tenantId, auth.tenantId), inArray(users.provisioningId, labels)))
        : [];
      if (!parties || !owner) throw notFound('Call');
      if (owner.id === auth.userId) throw new ApiError(409, 'A user cannot monitor their own call.');
      const reply = await relay.ng.request('subscribe request', { 'call-id': callId, ...TO_LISTENER });
      const toTag = String(reply['to-tag'] ?? '');
      if (!toTag || typeof reply.sdp !== 'string') throw new ApiError(502, 'The media relay gave no listen offer');
      const listenerId = randomUUID();
      listeners.set(listenerId, { tenantId: auth.tenantId, userId: auth.userId, callId, toTag });
      return { listenerId, sdp: withUniqueMids(reply.sdp), userId: owner.id };
    },

    async answer(auth: AuthContext, callId: string, listenerId: string, sdp: string): Promise<void> {
      const listener = listenerOf(auth, callId, listenerId);
      await relayOrUnavailable().ng.request('subscribe answer', { 'call-id': callId, 'to-tag': listener.toTag, sdp });
    },

    async stop(auth: AuthContext, callId: string, listenerId: string): Promise<void> {
      const listener = listenerOf(auth, callId, listenerId);
      listeners.delete(listenerId);
      // The call may have ended since: nothing is left to unsubscribe then.
      await relayOrUnavailable()
        .ng.request('unsubscribe', { 'call-id': callId, 'to-tag': listener.toTag })
        .catch(() => undefined);
    },
  };
}
