import { describe, expect, it } from 'vitest';
import { checkAddressList, isBasicAddress, splitAddresses } from './address-list';

describe('email address lists (spec 1 section 5)', () => {
  it('allows an empty field', () => {
    expect(checkAddressList('')).toEqual({ ok: true, addresses: [] });
    expect(checkAddressList('   ')).toEqual({ ok: true, addresses: [] });
  });

  it('splits on commas and trims each address', () => {
    expect(splitAddresses(' a@x.com ,b@y.org,  ')).toEqual(['a@x.com', 'b@y.org']);
    expect(checkAddressList('a@x.com,  b@y.org ')).toEqual({ ok: true, addresses: ['a@x.com', 'b@y.org'] });
  });

  it('rejects entries that do not match the basic pattern and names them', () => {
    expect(checkAddressList('a@x.com, nope, c@d')).toEqual({ ok: false, invalid: ['nope', 'c@d'] });
    expect(isBasicAddress('a b@x.com')).toBe(false);
    expect(isBasicAddress('a@@x.com')).toBe(false);
    expect(isBasicAddress('first.last+tag@sub.example.co')).toBe(true);
  });

  it('does not accept a semicolon as a separator', () => {
    expect(checkAddressList('a@x.com; b@y.org').ok).toBe(false);
  });
});
