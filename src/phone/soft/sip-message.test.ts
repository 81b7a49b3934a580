import { describe, expect, it } from 'vitest';
import { callIdOf, isInvite, isInviteOk, sipSummary } from './sip-message';

const invite = 'INVITE sip:1001@localhost SIP/2.0\r\nVia: SIP/2.0/WSS x.invalid\r\nCall-ID: abc123\r\nCSeq: 3 INVITE\r\n\r\n';
const glare = 'SIP/2.0 491 Request Pending\r\ni: abc123\r\nCSeq: 4 INVITE\r\n\r\n';
const ok = 'SIP/2.0 200 OK\r\nCall-ID: abc123\r\nCSeq: 3 INVITE\r\n\r\n';
const byeOk = 'SIP/2.0 200 OK\r\nCall-ID: abc123\r\nCSeq: 5 BYE\r\n\r\n';

describe('SIP messages as the soft transport traces them', () => {
  it('finds the Call-ID in its long and compact forms', () => {
    expect(callIdOf(invite)).toBe('abc123');
    expect(callIdOf(glare)).toBe('abc123');
    expect(callIdOf('OPTIONS sip:x SIP/2.0\r\n\r\n')).toBeUndefined();
  });
  it('summarises a request by method and CSeq, a response by status, method and CSeq', () => {
    expect(sipSummary(invite)).toBe('INVITE 3');
    expect(sipSummary(glare)).toBe('491 INVITE 4');
  });
  it('tells an INVITE and the 200 answering an INVITE from other messages', () => {
    expect([isInvite(invite), isInvite(ok)]).toEqual([true, false]);
    expect([isInviteOk(ok), isInviteOk(byeOk), isInviteOk(glare)]).toEqual([true, false, false]);
  });
});
