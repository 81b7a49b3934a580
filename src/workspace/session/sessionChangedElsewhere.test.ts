import { describe, expect, it } from 'vitest';
import { sessionChangedElsewhere } from './sessionChangedElsewhere';

const rep = { instance: 'http://localhost:4100/api', token: 'rep-token' };

describe('a session changed in another page', () => {
  it('is a sign-out when the stored session is gone, and a new sign-in when it holds another token', () => {
    expect(sessionChangedElsewhere(rep, undefined)).toBe(true);
    expect(sessionChangedElsewhere(rep, { ...rep, token: 'manager-token' })).toBe(true);
    expect(sessionChangedElsewhere(rep, { ...rep, instance: 'https://other.example/api' })).toBe(true);
  });

  it("is not this page's own session, nor anything for a page signed in to nobody", () => {
    expect(sessionChangedElsewhere(rep, { ...rep })).toBe(false);
    expect(sessionChangedElsewhere(null, rep)).toBe(false);
    expect(sessionChangedElsewhere(null, undefined)).toBe(false);
  });
});
