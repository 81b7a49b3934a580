import { describe, expect, it } from 'vitest';
import { bdecode, bencode } from './bencode';

describe('bencode (rtpengine ng protocol)', () => {
  it('encodes integers, strings, lists and dictionaries with sorted keys', () => {
    expect(bencode({ command: 'ping' }).toString()).toBe('d7:command4:pinge');
    expect(bencode({ 'call-id': 'a', flags: ['trust-address'], ICE: 'remove', n: -3 }).toString()).toBe('d3:ICE6:remove7:call-id1:a5:flagsl13:trust-addresse1:ni-3ee');
    expect(bencode('héllo').toString()).toBe('6:héllo');
  });
  it('decodes what it encodes, SDP line breaks included', () => {
    const value = { result: 'ok', sdp: 'v=0\r\no=- 1 1 IN IP4 127.0.0.1\r\n', list: [1, 'x', { a: [] }] };
    expect(bdecode(bencode(value))).toEqual(value);
  });
  it('refuses malformed input instead of guessing', () => {
    expect(() => bdecode(Buffer.from('d6:result9:oke'))).toThrow(/past the end/);
    expect(() => bdecode(Buffer.from('di1e2:oke'))).toThrow(/key is not a string/);
    expect(() => bdecode(Buffer.from('i12'))).toThrow(/unterminated/);
    expect(() => bdecode(Buffer.from('4:spamx'))).toThrow(/trailing/);
    expect(() => bdecode(Buffer.from('d1:ai1ee1:b'))).toThrow(/trailing/);
    expect(() => bencode(1.5)).toThrow(/integer/);
  });
});
