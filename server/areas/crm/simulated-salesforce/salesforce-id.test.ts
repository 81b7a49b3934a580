import { describe, expect, it } from 'vitest';
import { idChecksum, makeId, normalizeId, objectOfId, to18 } from './salesforce-id';

describe('Salesforce ids', () => {
  it('adds the documented checksum to a 15-character id', () => {
    // The example of Salesforce's documentation and knowledge articles.
    expect(to18('001A0000006Vm9r')).toBe('001A0000006Vm9rIAC');
    expect(idChecksum('003000000000000')).toBe('AAA');
    expect(idChecksum('00QABCDEFGHIJKL')).toBe('255');
  });

  it('restores the case of an 18-character id written in the wrong case', () => {
    expect(normalizeId('001a0000006vm9riac')).toBe('001A0000006Vm9rIAC');
    expect(normalizeId('001A0000006Vm9r')).toBe('001A0000006Vm9rIAC');
  });

  it('refuses what is not an id', () => {
    expect(normalizeId('001A0000006Vm9')).toBeNull();
    expect(normalizeId('001A0000006Vm9r-AC')).toBeNull();
    // Checksum says upper case where the id has a digit.
    expect(normalizeId('0010000000000009ZZ')).toBeNull();
  });

  it('makes distinct 18-character ids with the object’s key prefix', () => {
    const a = makeId('003', 1);
    const b = makeId('003', 62);
    expect(a).toHaveLength(18);
    expect(a).not.toBe(b);
    expect(objectOfId(a)).toBe('Contact');
    expect(objectOfId(makeId('00Q', 5))).toBe('Lead');
    expect(normalizeId(a.toLowerCase())).toBe(a);
  });
});
