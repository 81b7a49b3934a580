import { describe, expect, it } from 'vitest';
import { bracketed, parseReplaces, replacesOf, sipfragStatus } from './sip-transfer';

describe('transfer pieces (RFC 3515, RFC 3891)', () => {
  it('reads the status line of a NOTIFY’s sipfrag, and nothing from a body without one', () => {
    expect(sipfragStatus('SIP/2.0 200 OK')).toBe(200);
    expect(sipfragStatus('SIP/2.0 486 Busy Here\r\n')).toBe(486);
    expect(sipfragStatus('hello')).toBeNull();
    expect(sipfragStatus(undefined)).toBeNull();
  });

  it('names our dialog as the other party matches it: its own tag as to-tag, ours as from-tag; and reads it back', () => {
    const ours = { callId: 'abc123', localTag: 'mine', remoteTag: 'theirs' };
    expect(replacesOf(ours)).toBe('abc123;to-tag=theirs;from-tag=mine');
    // Read at the other party: their local tag is the to-tag.
    expect(parseReplaces('abc123;to-tag=theirs;from-tag=mine')).toEqual({ callId: 'abc123', localTag: 'theirs', remoteTag: 'mine' });
    expect(parseReplaces('abc123; from-tag=mine ;to-tag=theirs')).toEqual({ callId: 'abc123', localTag: 'theirs', remoteTag: 'mine' });
    expect(parseReplaces('abc123;to-tag=theirs')).toBeNull();
    expect(parseReplaces('')).toBeNull();
  });

  it('prints a URI as a name-addr and leaves the original as it was', () => {
    class Uri {
      constructor(readonly text: string) {}
      toString() {
        return this.text;
      }
    }
    const uri = new Uri('sip:acd@example.test?X-Acd-Queue=3');
    const named = bracketed(uri);
    expect(named.toString()).toBe('<sip:acd@example.test?X-Acd-Queue=3>');
    expect(named).toBeInstanceOf(Uri);
    expect(uri.toString()).toBe('sip:acd@example.test?X-Acd-Queue=3');
  });
});
