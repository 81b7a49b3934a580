import type { Socket } from 'socket.io-client';
import { connectedEvent, endedEvent, incomingEvent, participantDestroyEvent, type ApiClient, type CallCommand } from '../../contract';
import type { CallTransport, OutgoingCall, TransportEvents } from '../call-transport';
import type { PhoneLogger } from '../phone-clock';

/**
 * The `pstn` transport: the server places call legs through the carrier (quick call rings the
 * user's own number, then the target); commands go to a leg over REST and the legs' events come
 * back on /updates rooms incomingPstn/{id}, quickcall/{callId} and conference/{id}.
 */

interface PstnCall {
  callId: string;
  /** Inbound: the carrier rang the rep's own phone; its answer connects the call. */
  incoming: boolean;
  userLegId: string | null;
  targetLegId: string | null;
  ended: boolean;
}

export interface PstnTransportDeps {
  api: ApiClient;
  /** Opens the signed-in user's /updates socket (the host knows the instance and the token). */
  openUpdates: () => Socket;
  userProvisioningId: string;
  logger: PhoneLogger;
}

export function createPstnTransport(deps: PstnTransportDeps): CallTransport {
  const calls = new Map<string, PstnCall>();
  const byCallId = new Map<string, string>();
  let socket: Socket | null = null;
  let events: TransportEvents | null = null;

  const join = (room: string) =>
    new Promise<void>((resolve) => {
      socket?.timeout(5000).emit('join', room, () => resolve());
    });
  const legOf = (id: string) => {
    const call = calls.get(id);
    const leg = call?.targetLegId ?? call?.userLegId;
    if (!call || !leg) throw new Error('No such call');
    return { call, leg };
  };
  const command = async (legId: string, body: CallCommand) => {
    const reply = await deps.api.call('callCommand', { params: { legId }, body });
    if (reply.error) throw new Error(reply.error);
    return reply;
  };

  function onEvent(name: string, data: unknown) {
    if (name === 'incoming') {
      const event = incomingEvent.safeParse(data);
      if (!event.success) return;
      const id = event.data.callId;
      calls.set(id, { callId: id, incoming: true, userLegId: event.data.legId, targetLegId: null, ended: false });
      byCallId.set(id, id);
      void join(`quickcall/${id}`);
      if (!events?.incoming({ id, number: event.data.from, displayName: null })) void command(event.data.legId, { command: 'hangup' }).catch(() => undefined);
      return;
    }
    if (name === 'connected') {
      const event = connectedEvent.safeParse(data);
      const id = event.success ? byCallId.get(event.data.callId) : undefined;
      if (!event.success || !id) return;
      const call = calls.get(id);
      if (call && event.data.role === 'target') call.targetLegId = event.data.legId;
      // Outbound: the rep's own phone answered, now the target rings. Inbound: the rep answered.
      if (event.data.role === 'user' && !call?.incoming) events?.progress(id);
      else events?.accepted(id);
      return;
    }
    // `ended` names the leg that ended; a conference participant's leg leaving ends that call too.
    const ended = name === 'ended' ? endedEvent.safeParse(data) : name === 'participant_destroy' ? participantDestroyEvent.safeParse(data) : null;
    if (ended?.success) {
      const id = byCallId.get(ended.data.callId);
      const call = id ? calls.get(id) : undefined;
      if (!id || !call || call.ended) return;
      call.ended = true;
      calls.delete(id);
      events?.ended(id, 'statusCode' in ended.data ? ended.data.statusCode : null);
    }
  }

  return {
    kind: 'pstn',
    async start(e) {
      events = e;
      e.registration('connecting');
      socket = deps.openUpdates();
      socket.on('connect', () => {
        void join(`incomingPstn/${deps.userProvisioningId}`);
        for (const call of calls.values()) void join(`quickcall/${call.callId}`);
        events?.registration('registered');
      });
      socket.on('disconnect', () => events?.registration('connecting'));
      socket.onAny(onEvent);
    },
    async stop() {
      socket?.removeAllListeners();
      socket?.disconnect();
      socket = null;
    },
    async dial(id: string, call: OutgoingCall) {
      const reply = await deps.api.call('quickCall', { body: { phoneNumber: call.target, ...(call.contactId ? { contactId: call.contactId } : {}) } });
      const { callId, legs } = reply;
      calls.set(id, { callId, incoming: false, userLegId: legs.find((l) => l.role === 'user')?.id ?? null, targetLegId: legs.find((l) => l.role === 'target')?.id ?? null, ended: false });
      byCallId.set(callId, id);
      await join(`quickcall/${callId}`);
      return callId;
    },
    async answer() {
      // pstn: the rep answers on their own phone; the carrier reports it with `connected`.
    },
    async decline(id) {
      await command(legOf(id).leg, { command: 'hangup' });
    },
    async hangup(id) {
      const { call } = legOf(id);
      for (const leg of [call.targetLegId, call.userLegId]) if (leg) await command(leg, { command: 'hangup' }).catch(() => undefined);
    },
    async hold(id, on) {
      await command(legOf(id).leg, { command: on ? 'hold' : 'resume' });
    },
    async mute(id, on) {
      await command(legOf(id).leg, { command: on ? 'mute' : 'unmute' });
    },
    async dtmf(id, digits) {
      await command(legOf(id).leg, { command: 'dtmf', digits });
    },
    async join([a, b]) {
      const conferenceName = `conf-${legOf(a).call.callId}`;
      for (const id of [a, b]) {
        try {
          const reply = await command(legOf(id).leg, { command: 'addToConference', conferenceName });
          if (reply.leg.conferenceId) await join(`conference/${reply.leg.conferenceId}`);
        } catch (error) {
          deps.logger.warn('addToConference failed', String(error));
          throw new Error(error instanceof Error && error.message === 'Cannot join conferences' ? error.message : 'Error to add to conference', { cause: error });
        }
      }
    },
    async record(id, on) {
      const { call, leg } = legOf(id);
      await command(leg, { command: 'record_call', quickcallId: call.callId, ...(on ? {} : { action: 'stop' as const }) });
    },
    async leaveMessage(id, mediaId) {
      await command(legOf(id).leg, { command: 'leaveMessage', mediaId });
    },
    async reregister() {
      socket?.connect();
    },
  };
}
