import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { LISTEN_PARTIES, type ListenOffer, type ListenParty } from '@/src/contract';
import type { Db } from '../../db/database';
import { users } from '../../db/schema';
import { ApiError, notFound } from '../../http/api-error';
import type { AuthContext } from '../session/session-store';
import type { NgClient } from '../telephony/media/ng-client';
import type { RelayCalls } from '../telephony/relay-calls';

/**
 * The relay's offer to a listening browser: WebRTC (ICE, DTLS-SRTP, RTCP multiplexed), send-only.
 * The relay is an ICE-lite peer toward the listener: as the offerer of a subscription it takes the
 * controlled role, as does the browser answering it, and two controlled agents left ICE checking
 * for ever in about one run in four. With a lite relay the browser controls and nominates.
 */
const TO_LISTENER = { 'transport-protocol': 'UDP/TLS/RTP/SAVPF', ICE: 'force', 'ICE-lite': 'forward', 'rtcp-mux': ['offer', 'require'], SDES: ['off'] };

/** Said when the far side has not answered: the relay knows it only by an empty tag until its answer, so a subscription would carry the rep alone. */
export const CALL_NOT_ANSWERED = 'The call is not answered yet.';

interface Listener {
  tenantId: number;
  userId: number;
  callId: string;
  /** The relay's tag of each party's subscription. */
  toTags: Record<ListenParty, string>;
}

/**
 * A rep's call on the relay that the caller may monitor: whose it is (the labelled party's user in
 * the caller's tenant; another tenant's call is not found), never the caller's own.
 */
export async function monitoredCall(db: Db, relay: { calls: RelayCalls }, auth: AuthContext, callId: string) {
  const parties = await relay.calls.partiesOf(callId);
  const labels = Object.values(parties ?? {})
    .map((p) => p.label)
    .filter((l): l is string => Boolean(l));
  const [owner] = labels.length
    ? await db
        .select({ id: users.id, provisioningId: users.provisioningId })
        .from(users)
        .where(and(eq(users.tenantId, auth.tenantId), inArray(users.provisioningId, labels)))
    : [];
  if (!parties || !owner) throw notFound('Call');
  if (owner.id === auth.userId) throw new ApiError(409, 'A user cannot monitor their own call.');
  return { parties, owner };
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
      const { parties, owner } = await monitoredCall(deps.db, relay, auth, callId);
      const sides = relay.calls.sidesOf(parties);
      if (!sides || !parties[sides.rep.tag]?.tag || !parties[sides.far.tag]?.tag) throw new ApiError(409, CALL_NOT_ANSWERED);
      // One subscription per party, each a single-stream offer the browser answers with its own connection
      // (a subscription of both gives two sections sharing mid 0, which the browser refuses).
      const subscribe = async (party: ListenParty) => {
        const reply = await relay.ng.request('subscribe request', { 'call-id': callId, 'from-tag': sides[party].tag, ...TO_LISTENER });
        const toTag = String(reply['to-tag'] ?? '');
        if (!toTag || typeof reply.sdp !== 'string') throw new ApiError(502, 'The media relay gave no listen offer');
        return { party, toTag, sdp: reply.sdp };
      };
      const streams = await Promise.all(LISTEN_PARTIES.map(subscribe));
      const listenerId = randomUUID();
      listeners.set(listenerId, { tenantId: auth.tenantId, userId: auth.userId, callId, toTags: { rep: streams[0]!.toTag, far: streams[1]!.toTag } });
      return { listenerId, userId: owner.id, streams: streams.map(({ party, sdp }) => ({ party, sdp })) };
    },

    async answer(auth: AuthContext, callId: string, listenerId: string, answers: readonly { party: ListenParty; sdp: string }[]): Promise<void> {
      const listener = listenerOf(auth, callId, listenerId);
      const relay = relayOrUnavailable();
      await Promise.all(answers.map(({ party, sdp }) => relay.ng.request('subscribe answer', { 'call-id': callId, 'to-tag': listener.toTags[party], sdp })));
    },

    /** The user's last connection closed (their browser or extension went): their subscriptions end with it. */
    async stopAllOf(userId: number): Promise<void> {
      const relay = deps.relay;
      if (!relay) return;
      const theirs = [...listeners].filter(([, l]) => l.userId === userId);
      for (const [id] of theirs) listeners.delete(id);
      await Promise.all(theirs.flatMap(([, l]) => Object.values(l.toTags).map((toTag) => relay.ng.request('unsubscribe', { 'call-id': l.callId, 'to-tag': toTag }).catch(() => undefined))));
    },

    async stop(auth: AuthContext, callId: string, listenerId: string): Promise<void> {
      const listener = listenerOf(auth, callId, listenerId);
      listeners.delete(listenerId);
      // The call may have ended since: nothing is left to unsubscribe then.
      const relay = relayOrUnavailable();
      await Promise.all(Object.values(listener.toTags).map((toTag) => relay.ng.request('unsubscribe', { 'call-id': callId, 'to-tag': toTag }).catch(() => undefined)));
    },
  };
}
