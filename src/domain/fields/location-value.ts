/*
 * A location (spec 1 section 3): latitude and longitude in decimal degrees, typed as two numbers.
 * Both empty clears it; one without the other is refused.
 */

export const LATITUDE_RANGE = 90;
export const LONGITUDE_RANGE = 180;

export type LocationError = 'locationPair' | 'latitudeRange' | 'longitudeRange';
export type LocationCheck = { ok: true; value: { latitude: number; longitude: number } | null } | { ok: false; error: LocationError };

const blank = (text: string) => text.trim() === '';
const number = (text: string) => (/^[+-]?(\d+(\.\d*)?|\.\d+)$/.test(text.trim()) ? Number(text.trim()) : Number.NaN);

export function checkLocation(latitudeText: string, longitudeText: string): LocationCheck {
  if (blank(latitudeText) && blank(longitudeText)) return { ok: true, value: null };
  if (blank(latitudeText) || blank(longitudeText)) return { ok: false, error: 'locationPair' };
  const latitude = number(latitudeText);
  const longitude = number(longitudeText);
  if (!Number.isFinite(latitude) || Math.abs(latitude) > LATITUDE_RANGE) return { ok: false, error: 'latitudeRange' };
  if (!Number.isFinite(longitude) || Math.abs(longitude) > LONGITUDE_RANGE) return { ok: false, error: 'longitudeRange' };
  return { ok: true, value: { latitude, longitude } };
}
