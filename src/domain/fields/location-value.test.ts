import { describe, expect, it } from 'vitest';
import { checkLocation } from './location-value';

describe('location value', () => {
  it('takes two numbers within -90..90 and -180..180, ends included', () => {
    expect(checkLocation('40.7128', '-74.006')).toEqual({ ok: true, value: { latitude: 40.7128, longitude: -74.006 } });
    expect(checkLocation('-90', '180')).toEqual({ ok: true, value: { latitude: -90, longitude: 180 } });
    expect(checkLocation(' 90 ', '-180')).toEqual({ ok: true, value: { latitude: 90, longitude: -180 } });
  });
  it('clears the location when both are empty', () => {
    expect(checkLocation('', '  ')).toEqual({ ok: true, value: null });
  });
  it('refuses one without the other', () => {
    expect(checkLocation('10', '')).toEqual({ ok: false, error: 'locationPair' });
    expect(checkLocation('', '10')).toEqual({ ok: false, error: 'locationPair' });
  });
  it('refuses out-of-range or non-numeric values', () => {
    expect(checkLocation('90.0001', '0')).toEqual({ ok: false, error: 'latitudeRange' });
    expect(checkLocation('abc', '0')).toEqual({ ok: false, error: 'latitudeRange' });
    expect(checkLocation('0', '-180.5')).toEqual({ ok: false, error: 'longitudeRange' });
    expect(checkLocation('0', '1e2')).toEqual({ ok: false, error: 'longitudeRange' });
  });
});
