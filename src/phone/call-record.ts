import { callStateMessage, callStateReducer, initialCallState, type CallState } from '../domain/phone/call-state';
import type { LiveCall } from '../domain/phone/call-limits';
import type { CallContext } from '../contract/entities/telephony';
import type { PhoneCallView } from './phone-state';

/** What the phone engine keeps of a live call: its view (without what the state decides) and its call state. */
export interface CallRecord {
  view: Omit<PhoneCallView, 'state' | 'message' | 'callType'>;
  state: CallState;
}

/** A call as it starts: outgoing (trying) or incoming (ringing), not answered, nothing on. */
export function newCallRecord(call: {
  id: string;
  direction: 'outgoing' | 'incoming';
  number: string;
  displayName: string | null;
  contactId: number | null;
  /** Incoming calls carry their id at once; an outgoing one learns it when the transport has dialled. */
  callId: string | null;
  startedAt: number;
  context?: CallContext;
  /** The ACD queue that put an incoming call through. */
  queueId?: number | null;
}): CallRecord {
  const { context, ...fields } = call;
  const started = callStateReducer(initialCallState, { type: 'start' });
  return {
    view: { ...fields, onHold: false, isMute: false, recording: false, conference: false, answeredAt: null, endedAt: null, failureStatus: null, ...(context ? { context } : {}) },
    state: call.direction === 'incoming' ? callStateReducer(started, { type: 'progress' }) : started,
  };
}

/** The call once it ended, normally (status null) or failed with a SIP status. */
export function endedCallRecord(record: CallRecord, status: number | null, now: number): CallRecord {
  return {
    state: callStateReducer(record.state, status === null ? { type: 'ended' } : { type: 'failed', status, now }),
    view: { ...record.view, endedAt: now, failureStatus: status, recording: false },
  };
}

/** The view the pages show: the record, its state's name and message, and which call of the panel it is. */
export const callViewOf = (record: CallRecord, callType: PhoneCallView['callType']): PhoneCallView => ({
  ...record.view,
  state: record.state.name,
  message: callStateMessage(record.state.name),
  callType,
});

/** The live calls as the call-limit rules count them. */
export const liveCallsOf = (records: Iterable<CallRecord>): LiveCall[] =>
  [...records].map((r) => ({ direction: r.view.direction, ringing: r.state.name === 'ringing' || r.state.name === 'trying', conference: r.view.conference }));

/** Ended calls wait for their result, newest first, at most `kept`; a call ending again replaces itself. */
export const keepEnded = (ended: readonly PhoneCallView[], view: PhoneCallView, kept: number): PhoneCallView[] => [view, ...ended.filter((c) => c.id !== view.id)].slice(0, kept);
