import { describe, expect, it } from 'vitest';
import { UserAgent } from 'sip.js';
import { referToReplacing } from './sip-refer';

describe('attended transfer Refer-To', () => {
  it('is a name-addr with the escaped Replaces header, without the target’s own headers, and leaves the target as it was', () => {
    const target = UserAgent.makeURI('sip:rep-2@example.test?X-Old=1')!;
    const referTo = referToReplacing(target, { callId: 'abc@host', localTag: 'mine', remoteTag: 'theirs' });
    expect(referTo.toString()).toBe('<sip:rep-2@example.test?Replaces=abc%40host%3Bto-tag%3Dtheirs%3Bfrom-tag%3Dmine>');
    expect(target.toString()).toBe('sip:rep-2@example.test?X-Old=1');
  });
});
