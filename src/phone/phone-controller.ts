import { callLimitsFrom, canAcceptIncoming, canJoin, canPlaceCall, type CallLimits } from '../domain/phone/call-limits';
import { localPresenceCallerId, NO_LOCAL_PRESENCE, type LocalPresence } from '../domain/settings/local-presence';
import { callStateMessage, callStateReducer, type CallStateEvent } from '../domain/phone/call-state';
import { prepareDialTarget } from '../domain/phone/dial-target';
import { dialerDisplayReducer, initialDialerDisplay, type DialerDisplayEvent } from '../domain/phone/dialer-display';
import { EMERGENCY_ALERT_MS } from '../domain/phone/phone-constants';
import type { CallContext } from '../contract/entities/telephony';
import { callViewOf, endedCallRecord, keepEnded, liveCallsOf, newCallRecord, type CallRecord } from './call-record';
import { recordsAutomatically, type AutomaticRecording } from '../domain/phone/automatic-recording';
import type { CallTransport, TransportEvents } from './call-transport';
import type { PhoneClock, PhoneLogger } from './phone-clock';
import type { PhoneCommand } from './phone-command';
import type { PhoneCallView, PhoneState, RegistrationStatus } from './phone-state';

/**
 * The phone engine: applies the spec's call rules (limits, dialer display, call state) and drives
 * one transport. Everything it decides is visible in one PhoneState snapshot broadcast to the UIs.
 *
 * Terms: a *live* call is trying, ringing, talking or held; an *ended* call waits for its call
 * result to be saved (or dismissed).
 */
export interface PhoneEngineSettings {
  dialingPlanCountry: string;
  /** Spec 3 caller id: the number outbound calls present (X-Caller-Id); null: the carrier's default. */
  callerId?: string | null;
  /** Spec 3 local presence: a call to an area with a local number of the tenant presents that number instead. */
  localPresence?: LocalPresence;
  limits: CallLimits;
  recordingEnabled: boolean;
  /** Calls recorded from their answer (spec 3 recording settings); default: none. */
  automaticRecording?: AutomaticRecording;
  carrier: string | null;
}

export interface PhoneEngine {
  getState(): PhoneState;
  subscribe(listener: (state: PhoneState) => void): () => void;
  execute(command: PhoneCommand): Promise<void>;
  stop(): Promise<void>;
  /**
   * Takes over a call the transport already holds, answered (a parallel dialer's line handed to the
   * rep): from now on it is the phone's active call, with its context, like one the rep dialled.
   */
  adopt(call: AdoptedCall): void;
}

export interface AdoptedCall {
  id: string;
  callId: string | null;
  number: string;
  displayName: string | null;
  contactId: number | null;
  startedAt: number;
  context?: CallContext;
}

const ENDED_KEPT = 5;
export const SECOND_CALL_NOT_ALLOWED = 'A second call is not allowed while a call is being placed';
export const TRANSFER_TARGET_INVALID = 'Transfer to a colleague or a valid number';
export const TRANSFER_FAILED = 'The call could not be transferred';

export function createPhoneController(deps: {
  transport: CallTransport;
  settings: PhoneEngineSettings;
  clock: PhoneClock;
  logger: PhoneLogger;
  newId?: () => string;
}): PhoneEngine & { transportEvents: TransportEvents; start(): Promise<void> } {
  const { transport, clock, logger } = deps;
  const settings = { ...deps.settings, limits: callLimitsFrom(deps.settings.limits) };
  let seq = 0;
  const newId = deps.newId ?? (() => `call-${clock.now()}-${++seq}`);
  const calls = new Map<string, CallRecord>();
  let ended: PhoneCallView[] = [];
  let display = initialDialerDisplay(settings.recordingEnabled);
  let registration: RegistrationStatus = 'connecting';
  let registrationError: string | null = null;
  let notice: PhoneState['notice'] = null;
  let emergencyUntil: number | null = null;
  const listeners = new Set<(state: PhoneState) => void>();

  const callType = (id: string, record: CallRecord): PhoneCallView['callType'] => {
    if (display.call.waiting?.id === id) return 'waiting';
    if (record.view.direction === 'incoming' && record.state.name === 'ringing') return 'incoming';
    return 'active';
  };
  const viewOf = (id: string, record: CallRecord): PhoneCallView => callViewOf(record, callType(id, record));

  function snapshot(): PhoneState {
    return {
      connectionType: transport.kind,
      registration,
      registrationError,
      carrier: settings.carrier,
      calls: [...calls.entries()].map(([id, record]) => viewOf(id, record)),
      ended,
      display,
      notice,
      emergencyUntil,
    };
  }
  const emit = () => {
    const state = snapshot();
    for (const listener of listeners) listener(state);
  };
  const show = (text: string) => {
    notice = { text, at: clock.now() };
  };
  const dispatch = (event: DialerDisplayEvent) => {
    display = dialerDisplayReducer(display, event);
  };
  const callEvent = (id: string, event: CallStateEvent) => {
    const record = calls.get(id);
    if (record) record.state = callStateReducer(record.state, event);
    return record;
  };
  const live = () => liveCallsOf(calls.values());
  const activeId = () => display.call.active?.id ?? null;

  function finish(id: string, status: number | null) {
    const record = calls.get(id);
    if (!record) return;
    const now = clock.now();
    const { state, view } = endedCallRecord(record, status, now);
    record.state = state;
    record.view = view;
    calls.delete(id);
    dispatch({ type: 'hangup', id });
    // The other call of a conference goes on alone, as the active call.
    for (const [otherId, other] of calls) {
      if (!other.view.conference) continue;
      other.view = { ...other.view, conference: false };
      dispatch({ type: 'restore', id: otherId, number: other.view.number });
    }
    ended = keepEnded(ended, viewOf(id, record), ENDED_KEPT);
    if (record.state.name === 'error' && record.state.errorUntil !== null) {
      clock.setTimeout(() => {
        ended = ended.map((c) => (c.id === id && c.state === 'error' ? { ...c, state: 'idle', message: callStateMessage('idle') } : c));
        emit();
      }, record.state.errorUntil - now);
    }
  }

  const transportEvents: TransportEvents = {
    registration(status, error) {
      registration = status;
      registrationError = error ?? null;
      emit();
    },
    incoming({ id, number, displayName, queueId }) {
      if (!canAcceptIncoming(live(), settings.limits)) {
        logger.info('incoming call rejected: one is ringing or the limit is reached', { id });
        return false;
      }
      calls.set(id, newCallRecord({ id, callId: id, direction: 'incoming', number, displayName, contactId: null, startedAt: clock.now(), queueId: queueId ?? null }));
      // The existing call goes to waiting, held and muted (spec 4); its media is held when the rep answers.
      dispatch({ type: 'incoming', id, number });
      emit();
      return true;
    },
    progress(id) {
      callEvent(id, { type: 'progress' });
      dispatch({ type: 'ringing', id });
      emit();
    },
    accepted(id) {
      const record = callEvent(id, { type: 'accepted' });
      if (record) record.view = { ...record.view, answeredAt: clock.now() };
      dispatch({ type: 'talking', id });
      emit();
      if (record && settings.automaticRecording && recordsAutomatically(settings.automaticRecording, record.view.direction, record.view.number)) void recordAutomatically(id);
    },
    ended(id, status) {
      finish(id, status);
      emit();
    },
    replaced(id, party) {
      const record = calls.get(id);
      if (!record) return;
      // A new party: the contact and the recording were the old one's.
      record.view = { ...record.view, callId: party.callId, number: party.number, displayName: party.displayName, contactId: null, recording: false };
      dispatch({ type: 'renumber', id, number: party.number });
      if (display.call.active?.id === id && display.record.active) dispatch({ type: 'recordStop' });
      emit();
    },
  };

  /** Starts recording a call at its answer; the Record button shows it when the user may use it. */
  async function recordAutomatically(id: string) {
    try {
      await transport.record(id, true);
    } catch (error) {
      logger.warn('automatic recording did not start', String(error));
      return;
    }
    const record = calls.get(id);
    if (!record) return;
    record.view = { ...record.view, recording: true };
    if (display.call.active?.id === id) dispatch({ type: 'recordStart' });
    emit();
  }

  async function holdCall(id: string, on: boolean) {
    const record = calls.get(id);
    if (!record || record.view.onHold === on) return;
    await transport.hold(id, on);
    record.view = { ...record.view, onHold: on };
    callEvent(id, on ? { type: 'hold', otherCall: calls.size > 1 } : { type: 'unhold' });
  }

  async function dial(raw: string, contactId: number | null, context?: CallContext) {
    const target = prepareDialTarget(raw, settings.dialingPlanCountry);
    if (target.kind === 'ignored') return;
    if (target.kind === 'emergency') {
      emergencyUntil = clock.now() + EMERGENCY_ALERT_MS;
      clock.setTimeout(() => {
        emergencyUntil = null;
        emit();
      }, EMERGENCY_ALERT_MS);
      return;
    }
    const allowed = canPlaceCall(live(), settings.limits);
    if (!allowed.ok) return show(allowed.reason);
    const current = activeId();
    const currentRecord = current ? calls.get(current) : undefined;
    if (currentRecord && currentRecord.state.name !== 'talking' && currentRecord.state.name !== 'holdOnly') return show(SECOND_CALL_NOT_ALLOWED);
    // Dialing while talking adds a call: the active call goes to waiting, held and muted.
    if (current && currentRecord) {
      await holdCall(current, true);
      dispatch({ type: 'addCall' });
    }
    const number = target.kind === 'user' ? target.user : target.number;
    const id = newId();
    calls.set(id, newCallRecord({ id, callId: null, direction: 'outgoing', number, displayName: null, contactId, startedAt: clock.now(), ...(context ? { context } : {}) }));
    dispatch({ type: 'trying', id, number });
    emit();
    try {
      // The server saves the call under the same number: it applies the same rule to the same pool.
      const callerId = localPresenceCallerId(settings.localPresence ?? NO_LOCAL_PRESENCE, number) ?? settings.callerId ?? null;
      const callId = await transport.dial(id, { target: number, contactId, callerId });
      const record = calls.get(id);
      if (record) record.view = { ...record.view, callId };
      // The call may already have ended with its result; keep the saved call's id in step.
      ended = ended.map((c) => (c.id === id ? { ...c, callId } : c));
    } catch (error) {
      logger.warn('dial failed', String(error));
      finish(id, null);
      const last = ended[0];
      if (last?.id === id) ended[0] = { ...last, state: 'error', message: callStateMessage('error') };
    }
  }

  async function execute(command: PhoneCommand): Promise<void> {
    notice = null;
    const active = activeId();
    try {
      switch (command.command) {
        case 'dial':
          await dial(command.number, command.contactId ?? null, command.context);
          break;
        case 'transfer': {
          const record = active ? calls.get(active) : undefined;
          if (!active || !record || display.dial.type !== 'talking' || record.view.conference || !transport.transfer) break;
          const target = prepareDialTarget(command.target, settings.dialingPlanCountry);
          if (target.kind !== 'user' && target.kind !== 'ok') {
            show(TRANSFER_TARGET_INVALID);
            break;
          }
          await transport.transfer(active, target.kind === 'user' ? target.user : target.number).catch(() => show(TRANSFER_FAILED));
          break;
        }
        case 'completeTransfer': {
          // Attended transfer: the waiting (held) party is put through to the one the rep is talking to.
          const waiting = display.call.waiting?.id;
          const record = active ? calls.get(active) : undefined;
          if (!active || !waiting || !record || display.dial.type !== 'talking' || record.view.conference || !transport.transferToCall) break;
          await transport.transferToCall(waiting, active).catch(() => show(TRANSFER_FAILED));
          break;
        }
        case 'answer': {
          const record = calls.get(command.callId);
          if (!record || record.view.direction !== 'incoming') break;
          const waiting = display.call.waiting?.id;
          if (waiting && waiting !== command.callId) await holdCall(waiting, true);
          await transport.answer(command.callId);
          break;
        }
        case 'decline':
          if (calls.has(command.callId)) await transport.decline(command.callId);
          break;
        case 'hangup': {
          const id = command.callId ?? active;
          const record = id ? calls.get(id) : undefined;
          if (!id || !record) break;
          // Hanging up the conference ends all of it.
          const ids = record.view.conference ? [...calls].filter(([, r]) => r.view.conference).map(([other]) => other) : [id];
          for (const each of ids) await transport.hangup(each);
          break;
        }
        case 'hold':
          if (!active || display.dial.type !== 'talking') break;
          await holdCall(active, command.on);
          dispatch({ type: command.on ? 'hold' : 'unhold' });
          break;
        case 'mute': {
          const record = active ? calls.get(active) : undefined;
          if (!active || !record || display.dial.type !== 'talking') break;
          await transport.mute(active, command.on);
          record.view = { ...record.view, isMute: command.on };
          dispatch({ type: command.on ? 'mute' : 'unmute' });
          break;
        }
        case 'dtmf':
          if (active && display.dial.type === 'talking') await transport.dtmf(active, command.digits);
          break;
        case 'addCall':
          if (!active || display.dial.type !== 'talking' || display.call.waiting) break;
          await holdCall(active, true);
          dispatch({ type: 'addCall' });
          break;
        case 'continueWaiting': {
          const waiting = display.call.waiting?.id;
          if (!waiting) break;
          if (active) await holdCall(active, true);
          await holdCall(waiting, false);
          dispatch({ type: 'continueWaiting' });
          break;
        }
        case 'join': {
          const ids = [...calls.keys()];
          const check = canJoin(live());
          if (!check.ok) {
            show(check.reason);
            break;
          }
          const [a, b] = ids as [string, string];
          await transport.join([a, b]);
          for (const id of [a, b]) {
            const record = calls.get(id);
            if (record) {
              record.view = { ...record.view, conference: true, onHold: false, isMute: false };
              callEvent(id, { type: 'unhold' });
            }
          }
          dispatch({ type: 'join' });
          break;
        }
        case 'record': {
          const record = active ? calls.get(active) : undefined;
          if (!active || !record) break;
          if (command.on && (display.record.disabled || display.record.active)) break;
          await transport.record(active, command.on);
          record.view = { ...record.view, recording: command.on };
          dispatch({ type: command.on ? 'recordStart' : 'recordStop' });
          break;
        }
        case 'leaveMessage':
          if (active && !display.leaveMsg.disabled) await transport.leaveMessage(active, command.mediaId);
          break;
        case 'dismissEnded':
          ended = ended.filter((c) => c.id !== command.callId);
          break;
        case 'reregister':
          await transport.reregister();
          break;
        case 'dialingPlan':
          settings.dialingPlanCountry = command.country;
          break;
        case 'callerId':
          settings.callerId = command.number;
          break;
      }
    } catch (error) {
      logger.warn(`${command.command} failed`, String(error));
      show(error instanceof Error ? error.message : String(error));
    }
    emit();
  }

  function adopt(call: AdoptedCall) {
    if (calls.has(call.id)) return;
    const record = newCallRecord({ ...call, direction: 'outgoing' });
    calls.set(call.id, record);
    callEvent(call.id, { type: 'progress' });
    callEvent(call.id, { type: 'accepted' });
    record.view = { ...record.view, answeredAt: clock.now() };
    dispatch({ type: 'trying', id: call.id, number: call.number });
    dispatch({ type: 'talking', id: call.id });
    emit();
    if (settings.automaticRecording && recordsAutomatically(settings.automaticRecording, 'outgoing', call.number)) void recordAutomatically(call.id);
  }

  return {
    transportEvents,
    adopt,
    async start() {
      registration = 'connecting';
      emit();
      await transport.start(transportEvents);
    },
    getState: snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    execute,
    async stop() {
      await transport.stop();
      calls.clear();
      registration = 'signedOut';
      emit();
    },
  };
}
