import { expect, it } from 'vitest';
import { outboundCallHeaders } from './outbound-headers';

it('names the zone, the user id and the maximum ringing length on every outbound INVITE (spec 1 section 7)', () => {
  expect(outboundCallHeaders({ zone: 'sip.example.test', userId: 42, maxRingingSeconds: 30 })).toEqual(['X-Zone: sip.example.test', 'X-User-Id: 42', 'X-Max-Ringing-Length: 30']);
});

it('adds the session type parallel-dial to the calls of a parallel dialer session', () => {
  expect(outboundCallHeaders({ zone: 'z', userId: 1, maxRingingSeconds: 15, parallelDial: true })).toContain('X-Session-Type: parallel-dial');
});

it('presents the caller id of call management when there is one (spec 3 caller id)', () => {
  expect(outboundCallHeaders({ zone: 'z', userId: 1, maxRingingSeconds: 15, callerId: '+12025550111' })).toContain('X-Caller-Id: +12025550111');
  expect(outboundCallHeaders({ zone: 'z', userId: 1, maxRingingSeconds: 15, callerId: null }).some((h) => h.startsWith('X-Caller-Id'))).toBe(false);
});
