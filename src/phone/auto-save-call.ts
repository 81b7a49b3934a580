import type { SaveCallInfoBody } from '../contract';
import { callDurationSeconds, defaultCallResult } from '../domain/phone/default-call-result';
import type { PhoneLogger } from './phone-clock';
import type { PhoneCallView, PhoneState } from './phone-state';

/**
 * Writes every ended call to the activity log once, as it ends, with its default result (so the
 * dashboard figures move even when no UI is open). The call result panel and the power dialer save
 * again with the same callId to edit that one entry; marked automatic, this save never overwrites
 * theirs when it reaches the server after them.
 */
export function callInfoFor(call: PhoneCallView): SaveCallInfoBody {
  return {
    callId: call.callId ?? call.id,
    contactId: call.contactId,
    subject: '',
    description: '',
    result: defaultCallResult(call),
    type: 'call',
    direction: call.direction === 'incoming' ? 'in' : 'out',
    phoneNumber: call.number.slice(0, 40),
    durationSeconds: callDurationSeconds(call),
    startedAt: new Date(call.startedAt).toISOString(),
    ...(call.context ? { context: call.context } : {}),
  };
}

export function autoSaveEndedCalls(save: (body: SaveCallInfoBody) => Promise<unknown>, logger: PhoneLogger) {
  const saved = new Set<string>();
  return (state: PhoneState) => {
    for (const call of state.ended) {
      // Wait for the Call-ID of an outgoing call that ended before INVITE was sent.
      if (saved.has(call.id) || (call.direction === 'outgoing' && call.callId === null && call.state !== 'error')) continue;
      saved.add(call.id);
      save({ ...callInfoFor(call), automatic: true }).catch((error: unknown) => logger.warn('Error saving call result', String(error)));
    }
  };
}
