import type { ApiClient } from '../../contract/api';
import type { ListenParty } from '../../contract/entities/monitor';
import { MONITOR_START_FAILURE, MONITORING_DTMF, monitoringTransition, type MonitoringState } from '../../domain/phone/call-monitoring';
import type { CoachLeg } from '../call-transport';
import type { PhoneLogger } from '../phone-clock';
import { IDLE_MONITOR, type MonitorCommand, type MonitorReply, type MonitorView } from './monitor-wire';

type PartySdp = { party: ListenParty; sdp: string };

/** The listening side of the relay's subscriptions: answers each party's offer and plays what arrives. */
export interface ListenPeer {
  /** Takes the relay's SDP offer of each party, returns the answers once their ICE candidates are gathered. */
  answer(offers: readonly PartySdp[]): Promise<PartySdp[]>;
  /** Called once when the media stops for good (the call ended on the relay, or the connection failed). */
  onEnded(listener: () => void): void;
  close(): void;
}

type ListenApi = Pick<ApiClient, 'call'>;

/**
 * A supervisor listening to a rep's call through the media relay (spec 1 section 4: TRYING, then
 * MONITORING; stop returns to IDLE). The server grants the subscription (monitor read, same
 * tenant, never one's own call); the relay sends both parties' audio and nothing goes back.
 * One monitoring at a time: listening to another call stops the current one first.
 */
export function createListenEngine(deps: {
  api: () => ListenApi | null;
  peer: () => ListenPeer;
  /** The supervisor's phone places the monitoring call to the rep's phone (whisper and join); null without a softphone. */
  coach: (target: string, headers: { grant: string; dial: string }) => CoachLeg | null;
  broadcast(view: MonitorView): void;
  logger: PhoneLogger;
}) {
  let view: MonitorView = IDLE_MONITOR;
  let current: { callId: string; listenerId: string | null; peer: ListenPeer; api: ListenApi; leg: CoachLeg | null } | null = null;
  let generation = 0;

  const publish = (next: MonitorView) => {
    view = next;
    deps.broadcast(next);
  };

  async function stop() {
    generation += 1;
    const ending = current;
    current = null;
    // Stop from any state: whisper and join end with the listening they stand on.
    if (view.state !== 'IDLE') publish(IDLE_MONITOR);
    if (!ending) return;
    ending.peer.close();
    void ending.leg?.hangup().catch(() => undefined);
    if (ending.listenerId)
      await ending.api
        .call('stopListening', { params: { callId: ending.callId, listenerId: ending.listenerId } })
        .catch((error: unknown) => deps.logger.warn('the listener could not be stopped', String(error)));
  }

  async function listen(callId: string, userId: number): Promise<MonitorReply> {
    await stop();
    const api = deps.api();
    if (!api) return { ok: false, reason: 'Signed out' };
    const mine = generation;
    const peer = deps.peer();
    current = { callId, listenerId: null, peer, api, leg: null };
    publish({ state: monitoringTransition('IDLE', 'start').state, callId, userId, error: null });
    try {
      const offer = await api.call('listenToCall', { params: { callId } });
      if (mine !== generation) return { ok: false, reason: 'Stopped' };
      current.listenerId = offer.listenerId;
      const answers = await peer.answer(offer.streams);
      if (mine !== generation) return { ok: false, reason: 'Stopped' };
      await api.call('answerListen', { params: { callId, listenerId: offer.listenerId }, body: { answers } });
      if (mine !== generation) return { ok: false, reason: 'Stopped' };
      peer.onEnded(() => {
        if (mine === generation) void stop();
      });
      publish({ ...view, state: monitoringTransition(view.state, 'connected').state });
      return { ok: true };
    } catch (error) {
      deps.logger.warn('monitoring could not start', String(error));
      if (mine !== generation) return { ok: false, reason: 'Stopped' };
      await stop();
      publish({ ...IDLE_MONITOR, callId, userId, error: MONITOR_START_FAILURE });
      return { ok: false, reason: MONITOR_START_FAILURE };
    }
  }

  /** The state a mode command leads to, or null when spec 1 section 4 does not allow it now. */
  function modeTarget(mode: 'whisper' | 'join' | 'listen'): MonitoringState | null {
    if (mode === 'listen') return view.state === 'WHISPERING' || view.state === 'CONVERSATION' ? 'MONITORING' : null;
    const next = monitoringTransition(view.state, mode);
    return next.invalid ? null : next.state;
  }

  /** Whisper, join or back to listening: the first one places the monitoring call, each sends its digit. */
  async function setMode(mode: 'whisper' | 'join' | 'listen'): Promise<MonitorReply> {
    const target = modeTarget(mode);
    const monitoring = current;
    if (!monitoring || target === null) return { ok: false, reason: `Not allowed while ${view.state}` };
    const mine = generation;
    try {
      if (!monitoring.leg) {
        const grant = await monitoring.api.call('coachCall', { params: { callId: monitoring.callId } });
        const leg = deps.coach(grant.target, { grant: grant.grant, dial: grant.dial });
        if (!leg) return { ok: false, reason: 'Whisper and join need the softphone.' };
        monitoring.leg = leg;
        leg.onEnded(() => {
          if (monitoring.leg === leg) monitoring.leg = null;
          // The rep's phone hung up the monitoring call (their call ended, or they closed it): listening goes on if it can.
          if (mine === generation && (view.state === 'WHISPERING' || view.state === 'CONVERSATION')) publish({ ...view, state: 'MONITORING' });
        });
        await leg.established;
      }
      if (mine !== generation || !monitoring.leg) return { ok: false, reason: 'Stopped' };
      await monitoring.leg.sendDigit(MONITORING_DTMF[mode]);
      publish({ ...view, state: target, error: null });
      return { ok: true };
    } catch (error) {
      deps.logger.warn('the monitoring mode could not change', String(error));
      if (mine === generation) publish({ ...view, error: MONITOR_START_FAILURE });
      return { ok: false, reason: MONITOR_START_FAILURE };
    }
  }

  return {
    state: () => view,
    async command(command: MonitorCommand): Promise<MonitorReply> {
      if (command.type === 'listen') return listen(command.callId, command.userId);
      if (command.type === 'mode') return setMode(command.mode);
      await stop();
      publish(IDLE_MONITOR);
      return { ok: true };
    },
    /** Signing out or in as someone else ends the monitoring. */
    reset: () => void stop(),
  };
}
