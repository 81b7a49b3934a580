import { describe, expect, it } from 'vitest';
import { agentReportOf } from './agent-report';
import { signedOutPhoneState, type PhoneCallView, type PhoneState } from './phone-state';

const call = (over: Partial<PhoneCallView>): PhoneCallView => ({
  id: 'e1',
  callId: 'sip-1',
  direction: 'outgoing',
  number: '+12125550100',
  displayName: null,
  contactId: 42,
  state: 'talking',
  message: '',
  callType: 'active',
  onHold: false,
  isMute: false,
  recording: false,
  conference: false,
  startedAt: 1_000,
  answeredAt: 2_000,
  endedAt: null,
  failureStatus: null,
  ...over,
});
const phone = (calls: PhoneCallView[], registration: PhoneState['registration'] = 'registered'): PhoneState => ({ ...signedOutPhoneState(), registration, calls });

describe('what the phone reports to the monitor (#17)', () => {
  it('says registered without a call when idle, and not registered when signed out or failing', () => {
    expect(agentReportOf(phone([]))).toEqual({ registered: true, call: null });
    expect(agentReportOf(phone([], 'failed'))).toEqual({ registered: false, call: null });
    expect(agentReportOf(signedOutPhoneState())).toEqual({ registered: false, call: null });
  });

  it('reports the active call: its SIP Call-ID, direction, talking or ringing, contact and list', () => {
    expect(agentReportOf(phone([call({ context: { listId: 7 } })]))).toEqual({
      registered: true,
      call: { callId: 'sip-1', direction: 'out', state: 'talking', number: '+12125550100', contactId: 42, listId: 7, queueId: null, startedAt: 1_000 },
    });
    expect(agentReportOf(phone([call({ state: 'trying', contactId: null })])).call).toMatchObject({ state: 'ringing', contactId: null, listId: null });
    expect(agentReportOf(phone([call({ state: 'holdOnly' })])).call?.state).toBe('talking');
  });

  it('reports the queue of a call an ACD queue put through', () => {
    expect(agentReportOf(phone([call({ direction: 'incoming', queueId: 3 })])).call).toMatchObject({ direction: 'in', queueId: 3 });
  });

  it('prefers the active call over one ringing in, and reports a call ringing in when it is the only one', () => {
    const incoming = call({ id: 'e2', callId: 'sip-2', direction: 'incoming', state: 'ringing', callType: 'incoming' });
    expect(agentReportOf(phone([incoming, call({})])).call?.callId).toBe('sip-1');
    expect(agentReportOf(phone([incoming])).call).toMatchObject({ callId: 'sip-2', direction: 'in', state: 'ringing' });
  });

  it('a call that ended or failed is no call; a call without its SIP id yet goes by the engine’s id', () => {
    expect(agentReportOf(phone([call({ state: 'terminated' }), call({ state: 'error' })])).call).toBeNull();
    expect(agentReportOf(phone([call({ callId: null, state: 'trying' })])).call?.callId).toBe('e1');
  });
});
