import { expect, it } from 'vitest';
import { outboundCallHeaders } from './outbound-headers';

it('names the zone, the user id and the maximum ringing length on every outbound INVITE (spec 1 section 7)', () => {
  expect(outboundCallHeaders({ zone: 'sip.example.test', userId: 42, maxRingingSeconds: 30 })).toEqual(['X-Zone: sip.example.test', 'X-User-Id: 42', 'X-Max-Ringing-Length: 30']);
});

it('adds the session type parallel-dial to the calls of a parallel dialer session', () => {
  expect(outboundCallHeaders({ zone: 'z', userId: 1, maxRingingSeconds: 15, parallelDial: true })).toContain('X-Session-Type: parallel-dial');
});
