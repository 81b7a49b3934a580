import { describe, expect, it } from 'vitest';
import { areaOf, checkLocalPresenceNumbers, localPresenceCallerId } from './local-presence';

const pool = { enabled: true, numbers: ['+13125550100', '+1 (312) 555-0177', '+14155550100', '+442071234567'] };

describe('local presence (spec 3)', () => {
  it('knows a number’s area: NANP area code, else country code and two digits', () => {
    expect(areaOf('+13125550101')).toBe('1312');
    expect(areaOf('(312) 555-0101')).toBeNull(); // no country code: not a number of the pool's kind
    expect(areaOf('+442079460000')).toBe('4420');
    expect(areaOf('+6561234567')).toBe('6561');
    expect(areaOf('+4915112345678')).toBeNull();
  });

  it('presents a local number of the called area, the same one each time for the same callee', () => {
    const first = localPresenceCallerId(pool, '+13125550101');
    expect(['+13125550100', '+13125550177']).toContain(first);
    expect(localPresenceCallerId(pool, '+13125550101')).toBe(first);
    expect(localPresenceCallerId(pool, '+14155559999')).toBe('+14155550100');
    expect(localPresenceCallerId(pool, '+442079460000')).toBe('+442071234567');
  });

  it('presents the user’s own caller id when no local number matches, or local presence is off', () => {
    expect(localPresenceCallerId(pool, '+12025550101')).toBeNull();
    expect(localPresenceCallerId({ ...pool, enabled: false }, '+13125550101')).toBeNull();
    expect(localPresenceCallerId({ enabled: true, numbers: [] }, '+13125550101')).toBeNull();
  });

  it('takes US/CA, UK and Singapore numbers only, each once', () => {
    expect(checkLocalPresenceNumbers(['+13125550100', '+6561234567'])).toBeNull();
    expect(checkLocalPresenceNumbers(['+4915112345678'])).toBe('+4915112345678: US, UK and Singapore only');
    expect(checkLocalPresenceNumbers(['+13125550100', '+1 312 555 0100'])).toBe('There is already an item with this name. Please use another name.');
    expect(checkLocalPresenceNumbers([' '])).toBe('An empty number: US, UK and Singapore only');
  });
});
