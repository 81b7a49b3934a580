import { describe, expect, it } from 'vitest';
import { domainCountry, pageCountries } from './page-countries';

describe('the countries a page is read in', () => {
  it("puts the language's region first, then the domain's country, the language's country, the dialing plan", () => {
    expect(pageCountries({ plan: 'US', lang: 'de-CH', host: 'example.com' })).toEqual(['CH', 'DE', 'US']);
    expect(pageCountries({ plan: 'US', lang: 'de', host: 'auto-wirtschaft.ch' })).toEqual(['CH', 'DE', 'US']);
    expect(pageCountries({ plan: 'DE', lang: 'pt-br', host: 'www.uol.com.br' })).toEqual(['BR', 'DE']);
    expect(pageCountries({ plan: 'FR', lang: '', host: '' })).toEqual(['FR']);
  });

  it('reads English without a region in the US format last, after the plan', () => {
    expect(pageCountries({ plan: 'DE', lang: 'en', host: 'example.com' })).toEqual(['DE', 'US']);
    expect(pageCountries({ plan: 'DE', lang: 'en-GB', host: 'example.com' })).toEqual(['GB', 'DE']);
  });

  it('knows country domains, leaving the ones used for anything', () => {
    expect(domainCountry('www.stuff.co.nz')).toBe('NZ');
    expect(domainCountry('bbc.co.uk')).toBe('GB');
    expect(domainCountry('diariodelsur.com.co')).toBe('CO');
    expect(domainCountry('example.co')).toBeNull();
    expect(domainCountry('github.io')).toBeNull();
    expect(domainCountry('example.com')).toBeNull();
    expect(domainCountry('127.0.0.1')).toBeNull();
    expect(domainCountry('localhost')).toBeNull();
  });

  it('ignores a plan or a language it does not know', () => {
    expect(pageCountries({ plan: 'XX', lang: 'xx-YY', host: 'example.zz' })).toEqual([]);
  });
});
