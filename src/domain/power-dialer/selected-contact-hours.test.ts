import { describe, expect, it } from 'vitest';
import { CALLING_HOURS } from '../../contract/entities/power-dialer';
import { outsideCallingHours, SELECTED_CALLING_HOURS } from './selected-contact-hours';

describe('calling hours for contacts dialled without a list', () => {
  // 2026-11-22 04:00 UTC = 23:00 on the 21st in New York (EST), 20:00 in Los Angeles.
  const at = new Date('2026-11-22T04:00:00Z');

  it('passes by a contact whose own zone says 11 pm, naming the local time and zone', () => {
    const verdict = outsideCallingHours({ name: 'Ann Lee', timezone: 'America/New_York' }, '+14155550100', at, true);
    expect(verdict).toEqual({ zone: 'America/New_York', localTime: '23:00', text: 'Ann Lee was not called: it is 23:00 in America/New_York, outside calling hours (8 am to 9 pm).' });
  });

  it('allows a contact inside 8 am - 9 pm (the contact zone wins over the number)', () => {
    expect(outsideCallingHours({ name: 'Bo', timezone: 'America/Los_Angeles' }, '+12125550100', at, true)).toBeNull();
  });

  it('without a zone field, judges by the number (212 = New York)', () => {
    expect(outsideCallingHours({ name: 'Cy', timezone: null }, '+12125550100', at, true)?.zone).toBe('America/New_York');
  });

  it('an unknown zone is allowed; a guard turned off allows all', () => {
    expect(outsideCallingHours({ name: 'Di', timezone: null }, null, at, true)).toBeNull();
    expect(outsideCallingHours({ name: 'Ed', timezone: 'America/New_York' }, null, at, false)).toBeNull();
  });

  it("is the server's rule (play/next)", () => {
    expect(SELECTED_CALLING_HOURS).toEqual(CALLING_HOURS);
  });

  it('9 pm is outside, 8 am is inside', () => {
    expect(outsideCallingHours({ name: 'F', timezone: 'UTC' }, null, new Date('2026-11-22T21:00:00Z'), true)?.localTime).toBe('21:00');
    expect(outsideCallingHours({ name: 'G', timezone: 'UTC' }, null, new Date('2026-11-22T08:00:00Z'), true)).toBeNull();
    expect(outsideCallingHours({ name: 'H', timezone: 'UTC' }, null, new Date('2026-11-22T07:59:00Z'), true)?.localTime).toBe('07:59');
  });
});
