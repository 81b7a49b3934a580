import { inboundCallType } from '@/src/domain/settings/call-management';
import { createInboundCallSettings } from '../call-management/inbound-call-settings';
import { randomUUID } from 'node:crypto';
import { and, eq, isNull, or } from 'drizzle-orm';
import type { CallCommand, CallLeg, ConnectedEvent, Conference, EndedEvent, IncomingEvent, ParticipantDestroyEvent } from '@/src/contract';
import type { Clock } from '../../clock';
import type { Db } from '../../db/database';
import { contacts, predefinedMessages, telephonyCalls, users } from '../../db/schema';
import { ApiError, notFound } from '../../http/api-error';
import type { Realtime } from '../../realtime/realtime';
import type { AuthContext } from '../session/session-store';
import type { TelephonySettingsService } from './telephony-settings-service';
import { requireUserPhoneNumber } from './user-phone-numbers';
import { INBOUND_DID_HEADER, type ProviderLeg, type TelephonyProvider } from './provider';
import type { RecordingStore } from './recording-store';

interface LiveLeg {
  info: CallLeg;
  provider: ProviderLeg | undefined;
  tenantId: number;
  userId: number;
  recordingSince: Date | undefined;
}

interface LiveConference {
  id: string;
  name: string;
  tenantId: number;
  legIds: Set<string>;
}

const room = { incoming: (provisioningId: string) => `incomingPstn/${provisioningId}`, quickcall: (callId: string) => `quickcall/${callId}`, conference: (id: string) => `conference/${id}` };

/**
 * The pstn connection type: calls whose legs the server drives through the telephony provider.
 * Quick call rings the user's own number first, then the target; commands act on one leg; events go
 * to /updates rooms. Live legs are kept in memory (a restart ends them); each call has a row in
 * telephony_calls.
 */
export function createPstnCalls(deps: { db: Db; clock: Clock; provider: TelephonyProvider; realtime: Realtime; settings: TelephonySettingsService; recordings: RecordingStore }) {
  const { db, clock, provider, realtime, settings } = deps;
  const legs = new Map<string, LiveLeg>();
  const conferences = new Map<string, LiveConference>();
  /** The carrier's callers to the tenant's numbers (queues), until their call ends. */
  const callersToNumbers = new Map<string, { tenantId: number; leg: ProviderLeg }>();

  const emit = {
    connected: (e: ConnectedEvent) => realtime.toRoom(room.quickcall(e.callId), 'connected', e),
    ended: (e: EndedEvent) => realtime.toRoom(room.quickcall(e.callId), 'ended', e),
    incoming: (e: IncomingEvent) => realtime.toRoom(room.incoming(e.userProvisioningId), 'incoming', e),
    participantDestroy: (e: ParticipantDestroyEvent) => realtime.toRoom(room.conference(e.conferenceId), 'participant_destroy', e),
  };

  const liveLegsOfCall = (callId: string) => [...legs.values()].filter((l) => l.info.callId === callId && l.info.state !== 'ended');
  const liveCallsOfUser = (userId: number) => new Set([...legs.values()].filter((l) => l.userId === userId && l.info.state !== 'ended').map((l) => l.info.callId));

  function newLeg(callId: string, role: CallLeg['role'], phoneNumber: string, auth: { tenantId: number; userId: number }): LiveLeg {
    const leg: LiveLeg = {
      info: { id: randomUUID(), callId, role, phoneNumber, state: 'ringing', muted: false, recording: false, playing: false, conferenceId: null, dtmfSent: '' },
      provider: undefined,
      tenantId: auth.tenantId,
      userId: auth.userId,
      recordingSince: undefined,
    };
    legs.set(leg.info.id, leg);
    return leg;
  }

  async function finishCall(tenantId: number, callId: string) {
    if (liveLegsOfCall(callId).length) return;
    await db
      .update(telephonyCalls)
      .set({ endedAt: clock.now() })
      .where(and(eq(telephonyCalls.tenantId, tenantId), eq(telephonyCalls.id, callId), isNull(telephonyCalls.endedAt)));
    // Ended legs are kept briefly so a late command answers 409 rather than 404.
    setTimeout(() => {
      for (const [id, l] of legs) if (l.info.callId === callId) legs.delete(id);
    }, 60_000).unref();
  }

  function legEnded(leg: LiveLeg, statusCode: number | null, reason: string) {
    if (leg.info.state === 'ended') return;
    if (leg.recordingSince) void stopRecording(leg).catch(() => undefined);
    leg.info.state = 'ended';
    emit.ended({ callId: leg.info.callId, legId: leg.info.id, statusCode, reason });
    const conferenceId = leg.info.conferenceId;
    if (conferenceId) {
      const conf = conferences.get(conferenceId);
      conf?.legIds.delete(leg.info.id);
      emit.participantDestroy({ conferenceId, callId: leg.info.callId, legId: leg.info.id });
      if (conf && conf.legIds.size === 0) conferences.delete(conferenceId);
    }
    // One side gone ends the quick call: the user's phone and the target hang up together.
    for (const other of liveLegsOfCall(leg.info.callId)) if (!other.info.conferenceId || !conferenceId) other.provider?.hangup();
    void finishCall(leg.tenantId, leg.info.callId).catch(() => undefined);
  }

  function startLeg(leg: LiveLeg, from: string, maxRingingSeconds: number, onAnswered?: () => void) {
    leg.provider = provider.dial(
      { to: leg.info.phoneNumber, from, maxRingingSeconds },
      {
        onAnswered: () => {
          leg.info.state = 'connected';
          emit.connected({ callId: leg.info.callId, legId: leg.info.id, role: leg.info.role });
          onAnswered?.();
        },
        onEnded: (statusCode, reason) => legEnded(leg, statusCode, reason),
      },
    );
  }

  function ownLeg(auth: AuthContext, legId: string): LiveLeg {
    const leg = legs.get(legId);
    // Another tenant's or another user's leg does not exist for this caller.
    if (!leg || leg.tenantId !== auth.tenantId || leg.userId !== auth.userId) throw notFound('Call leg');
    if (leg.info.state === 'ended') throw new ApiError(409, 'Call leg has ended');
    return leg;
  }

  function requireConnected(leg: LiveLeg) {
    if (leg.info.state !== 'connected' && leg.info.state !== 'held') throw new ApiError(409, 'Call leg is not connected');
  }

  async function stopRecording(leg: LiveLeg) {
    const since = leg.recordingSince;
    leg.recordingSince = undefined;
    leg.info.recording = false;
    if (!since) return;
    const seconds = Math.max(0, (clock.now().getTime() - since.getTime()) / 1000);
    // The carrier carries no audio: its recording is the call's length of silence, labelled as such.
    await deps.recordings.saveSilence({ tenantId: leg.tenantId, userId: leg.userId, callId: leg.info.callId, seconds });
  }

  function conferenceView(conf: LiveConference, auth: AuthContext): Conference {
    return {
      id: conf.id,
      name: conf.name,
      participants: [...conf.legIds].flatMap((id) => {
        const l = legs.get(id);
        return l ? [{ callId: l.info.callId, legId: l.info.id, phoneNumber: l.info.phoneNumber, isSelf: l.userId === auth.userId && l.info.role === 'user' }] : [];
      }),
    };
  }

  /**
   * The carrier calls one of the tenant's numbers (a queue's, or a user's with forwarding or
   * voicemail: the caller our side answers). The caller stays on until they are hung up
   * (`hangUpInbound`) or the other side ends the call.
   */
  async function placeInboundToNumber(auth: AuthContext, input: { to: string; from: string }) {
    let leg: ProviderLeg;
    try {
      leg = await provider.callUser(
        { sipUser: input.to, from: input.from, maxRingingSeconds: 60, headers: { [INBOUND_DID_HEADER]: input.to } },
        { onAnswered: () => undefined, onEnded: () => void callersToNumbers.delete(leg.id) },
      );
    } catch (e) {
      throw new ApiError(409, e instanceof Error ? e.message : 'The carrier could not place the call');
    }
    callersToNumbers.set(leg.id, { tenantId: auth.tenantId, leg });
    return { callId: leg.id, to: input.to };
  }
  const inboundSettings = createInboundCallSettings(db);

  return {
    async quickCall(auth: AuthContext, input: { phoneNumber: string; contactId?: number | undefined }) {
      const s = await settings.forUser(auth);
      if (s.connectionType !== 'pstn') throw new ApiError(409, 'Quick call needs the pstn connection type');
      const live = liveCallsOfUser(auth.userId).size;
      if (live >= Math.min(s.simultaneousCallLimit, s.outboundCallLimit)) throw new ApiError(409, 'Call limit reached');
      if (input.contactId) {
        const [c] = await db
          .select({ id: contacts.id })
          .from(contacts)
          .where(and(eq(contacts.id, input.contactId), eq(contacts.tenantId, auth.tenantId)));
        if (!c) throw notFound('Contact');
      }
      const ownNumber = await requireUserPhoneNumber(db, auth.tenantId, auth.userId);
      const callId = randomUUID();
      await db
        .insert(telephonyCalls)
        .values({
          id: callId,
          tenantId: auth.tenantId,
          userId: auth.userId,
          contactId: input.contactId ?? null,
          direction: 'out',
          connectionType: 'pstn',
          phoneNumber: input.phoneNumber,
          startedAt: clock.now(),
        });
      const userLeg = newLeg(callId, 'user', ownNumber, auth);
      const maxRinging = s.parallel.maximumRingingLength;
      // The events start only after the reply: the client joins quickcall/{callId} first.
      setImmediate(() =>
        startLeg(userLeg, input.phoneNumber, maxRinging, () => {
          if (userLeg.info.state === 'ended') return;
          const target = newLeg(callId, 'target', input.phoneNumber, auth);
          startLeg(target, ownNumber, maxRinging, () => {
            if (userLeg.provider && target.provider) userLeg.provider.bridge(target.provider);
          });
        }),
      );
      return { callId, legs: [userLeg.info] };
    },

    async command(auth: AuthContext, legId: string, cmd: CallCommand) {
      const leg = ownLeg(auth, legId);
      const p = leg.provider;
      let otherLeg: string | null = null;
      let error: string | null = null;
      switch (cmd.command) {
        case 'hangup':
          if (p) p.hangup();
          else legEnded(leg, null, 'Normal Clearing');
          break;
        case 'hold':
          requireConnected(leg);
          p?.hold();
          leg.info.state = 'held';
          break;
        case 'resume':
          requireConnected(leg);
          p?.resume();
          leg.info.state = 'connected';
          break;
        case 'mute':
        case 'unmute':
          requireConnected(leg);
          p?.[cmd.command]();
          leg.info.muted = cmd.command === 'mute';
          break;
        case 'dtmf':
          requireConnected(leg);
          p?.sendDtmf(cmd.digits);
          leg.info.dtmfSent += cmd.digits;
          break;
        case 'play':
          requireConnected(leg);
          p?.play(cmd.action);
          leg.info.playing = cmd.action === 'start';
          break;
        case 'leaveMessage': {
          requireConnected(leg);
          const [message] = await db
            .select({ id: predefinedMessages.id })
            .from(predefinedMessages)
            .where(and(eq(predefinedMessages.id, cmd.mediaId), eq(predefinedMessages.tenantId, auth.tenantId), or(isNull(predefinedMessages.userId), eq(predefinedMessages.userId, auth.userId))));
          if (!message) throw notFound('Message');
          await db
            .update(telephonyCalls)
            .set({ voiceMessageId: message.id })
            .where(and(eq(telephonyCalls.tenantId, leg.tenantId), eq(telephonyCalls.id, leg.info.callId)));
          // The message plays to the far end and the rep is free: the leg ends as a left message.
          p?.play('start');
          const target = leg.info.role === 'target' ? leg : liveLegsOfCall(leg.info.callId).find((l) => l.info.role === 'target');
          if (target) legEnded(target, null, 'Voice message left');
          target?.provider?.hangup();
          break;
        }
        case 'addToConference': {
          requireConnected(leg);
          let conf = [...conferences.values()].find((c) => c.tenantId === auth.tenantId && c.name === cmd.conferenceName);
          // A leg already in a conference stays there: two conferences are never merged.
          if (leg.info.conferenceId && leg.info.conferenceId !== conf?.id) {
            error = 'Cannot join conferences';
            break;
          }
          if (!conf) {
            conf = { id: randomUUID(), name: cmd.conferenceName, tenantId: auth.tenantId, legIds: new Set() };
            conferences.set(conf.id, conf);
          }
          const others = [...conf.legIds].filter((id) => id !== leg.info.id);
          conf.legIds.add(leg.info.id);
          leg.info.conferenceId = conf.id;
          const other = others.map((id) => legs.get(id)).find((l) => l?.provider);
          if (other?.provider && p) p.bridge(other.provider);
          otherLeg = other?.info.id ?? null;
          break;
        }
        case 'record_call':
          if (cmd.quickcallId !== leg.info.callId) throw new ApiError(400, 'quickcallId does not match the call leg');
          requireConnected(leg);
          if (cmd.action === 'stop') await stopRecording(leg);
          else if (!leg.recordingSince) {
            leg.recordingSince = clock.now();
            leg.info.recording = true;
          }
          break;
      }
      return { error, other_leg_call_id: otherLeg, leg: { ...leg.info } };
    },

    /** The caller's own legs of a call (ended ones for a minute after the call): 404 for anyone else's. */
    callLegs(auth: AuthContext, callId: string): CallLeg[] {
      const mine = [...legs.values()].filter((l) => l.info.callId === callId && l.tenantId === auth.tenantId && l.userId === auth.userId);
      if (!mine.length) throw notFound('Call');
      return mine.map((l) => ({ ...l.info }));
    },

    listConferences(auth: AuthContext): Conference[] {
      return [...conferences.values()].filter((c) => c.tenantId === auth.tenantId).map((c) => conferenceView(c, auth));
    },

    /** The Simulated carrier calls a user: a SIP INVITE to a softphone, or the user's own phone (pstn). */
    async placeInbound(auth: AuthContext, input: { userId: number; from: string }) {
      const [user] = await db
        .select({ id: users.id, connectionType: users.connectionType, provisioningId: users.provisioningId })
        .from(users)
        .where(and(eq(users.id, input.userId), eq(users.tenantId, auth.tenantId)));
      if (!user) throw notFound('User');
      const target = { tenantId: auth.tenantId, userId: user.id };
      const to = await requireUserPhoneNumber(db, auth.tenantId, user.id);
      // With forwarding or voicemail set (spec 3 inbound call settings) the call goes to the user's number,
      // where our side rings the phone for the user's ring time and then forwards it or takes a message.
      if (user.connectionType === 'soft' && inboundCallType(await inboundSettings.get(target)) !== 'none') return placeInboundToNumber(auth, { to, from: input.from });
      const s = await settings.forUser(target);
      const row = { tenantId: auth.tenantId, userId: user.id, direction: 'in' as const, connectionType: user.connectionType, phoneNumber: input.from, startedAt: clock.now() };
      if (user.connectionType === 'soft') {
        let leg: ProviderLeg;
        try {
          leg = await provider.callUser(
            { sipUser: user.provisioningId, from: input.from, maxRingingSeconds: s.parallel.maximumRingingLength },
            {
              onAnswered: () => undefined,
              onEnded: () =>
                void db
                  .update(telephonyCalls)
                  .set({ endedAt: clock.now() })
                  .where(and(eq(telephonyCalls.tenantId, auth.tenantId), eq(telephonyCalls.id, leg.id)))
                  .catch(() => undefined),
            },
          );
        } catch (e) {
          throw new ApiError(409, e instanceof Error ? e.message : 'The carrier could not place the call');
        }
        // The SIP Call-ID is the call's id: the softphone saves its call info under it.
        await db
          .insert(telephonyCalls)
          .values({ id: leg.id, ...row })
          .onConflictDoNothing();
        return { callId: leg.id, to };
      }
      const callId = randomUUID();
      await db.insert(telephonyCalls).values({ id: callId, ...row });
      const leg = newLeg(callId, 'user', to, target);
      setImmediate(() => {
        emit.incoming({ callId, legId: leg.info.id, from: input.from, to, userProvisioningId: user.provisioningId });
        startLeg(leg, input.from, s.parallel.maximumRingingLength);
      });
      return { callId, to };
    },

    placeInboundToNumber,
    /** The carrier's caller to one of our numbers hangs up. */
    hangUpInbound(auth: AuthContext, callId: string) {
      const caller = callersToNumbers.get(callId);
      if (!caller || caller.tenantId !== auth.tenantId) throw notFound('Call');
      callersToNumbers.delete(callId);
      caller.leg.hangup();
    },

    /** /updates room guard: quickcall/{callId} and conference/{id} of the caller's tenant, incomingPstn/{own id}. */
    async mayJoin(auth: AuthContext, name: string): Promise<boolean | undefined> {
      const [kind, id = ''] = name.split('/', 2);
      if (kind === 'incomingPstn') {
        const [u] = await db
          .select({ p: users.provisioningId })
          .from(users)
          .where(and(eq(users.id, auth.userId), eq(users.tenantId, auth.tenantId)));
        return u?.p === id;
      }
      if (kind === 'quickcall') {
        const [c] = await db
          .select({ id: telephonyCalls.id })
          .from(telephonyCalls)
          .where(and(eq(telephonyCalls.id, id), eq(telephonyCalls.tenantId, auth.tenantId)));
        return Boolean(c);
      }
      if (kind === 'conference') return conferences.get(id)?.tenantId === auth.tenantId;
      return undefined;
    },

    /** Ends every live leg (server shutdown). */
    close() {
      for (const caller of callersToNumbers.values()) caller.leg.hangup();
      for (const leg of legs.values()) if (leg.info.state !== 'ended') leg.provider?.hangup();
    },
  };
}

export type PstnCalls = ReturnType<typeof createPstnCalls>;
