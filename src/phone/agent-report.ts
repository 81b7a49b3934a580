import type { AgentStateBody } from '../contract/entities/monitor';
import type { PhoneCallView, PhoneState } from './phone-state';

const RINGING: ReadonlySet<PhoneCallView['state']> = new Set(['trying', 'ringing']);
const TALKING: ReadonlySet<PhoneCallView['state']> = new Set(['talking', 'holdOnly', 'holdAndCall']);

/**
 * What the phone tells the monitor of itself (#17 live presence): registered or not, and the call
 * the rep is on: the active one, else one ringing in. Ended calls and calls on their way out
 * (terminated, error) are not a call any more.
 */
export function agentReportOf(state: PhoneState): AgentStateBody {
  const live = state.calls.filter((c) => RINGING.has(c.state) || TALKING.has(c.state));
  const call = live.find((c) => c.callType === 'active') ?? live.find((c) => c.callType === 'incoming') ?? live[0] ?? null;
  return {
    registered: state.registration === 'registered',
    call: call
      ? {
          callId: call.callId ?? call.id,
          direction: call.direction === 'incoming' ? 'in' : 'out',
          state: TALKING.has(call.state) ? 'talking' : 'ringing',
          number: call.number.slice(0, 64),
          contactId: call.contactId && call.contactId > 0 ? call.contactId : null,
          listId: call.context?.listId && call.context.listId > 0 ? call.context.listId : null,
          queueId: call.queueId ?? null,
          startedAt: Math.max(0, Math.round(call.startedAt)),
        }
      : null,
  };
}
