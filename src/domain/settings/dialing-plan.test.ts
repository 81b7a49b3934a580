import { describe, expect, it } from 'vitest';
import { dialingPlanChoices, dialingPlanOf, isDialingPlanCountry } from './dialing-plan';

describe('dialing plan (spec 3: countryCode, countryName, iso2)', () => {
  it('describes a country by its ISO code: calling code and English name', () => {
    expect(dialingPlanOf('US')).toEqual({ iso2: 'US', countryCode: '1', countryName: 'United States' });
    expect(dialingPlanOf('GB')).toEqual({ iso2: 'GB', countryCode: '44', countryName: 'United Kingdom' });
    expect(dialingPlanOf('SG')).toEqual({ iso2: 'SG', countryCode: '65', countryName: 'Singapore' });
  });

  it('refuses a code that is not a dialable country', () => {
    expect(dialingPlanOf('XX')).toBeNull();
    expect(dialingPlanOf('us')).toBeNull();
    expect(isDialingPlanCountry('ZZ')).toBe(false);
  });

  it('offers every dialable country once, by name', () => {
    const choices = dialingPlanChoices();
    expect(choices.length).toBeGreaterThan(200);
    expect(new Set(choices.map((c) => c.iso2)).size).toBe(choices.length);
    const names = choices.map((c) => c.countryName);
    expect([...names].sort((a, b) => a.localeCompare(b))).toEqual(names);
  });
});
