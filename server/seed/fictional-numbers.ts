import { isValidPhoneNumber } from '@/src/domain/phone/phone-number-entry';

/*
 * Demo numbers: the fictional 555-0100 to 555-0199 lines of US area codes, valid numbers for
 * libphonenumber (+1 201 555 0123 is its own US example) that no real subscriber holds. The
 * Simulated carrier answers by the last digit, so line `n` keeps the outcome of `n % 10`.
 */

/** Eastern-time area codes for the demo tenant (its contacts are in America/New_York). */
export const DEMO_AREA_CODES = ['201', '212', '305', '404', '617', '646'] as const;

/** Every US area code whose 555-01xx lines are valid numbers, for the large seed. */
export const FICTIONAL_AREA_CODES: readonly string[] = Array.from({ length: 989 - 201 + 1 }, (_, i) => String(201 + i)).filter((area) => isValidPhoneNumber(`+1${area}5550100`, 'US'));

/** The n-th fictional number of a list of area codes: 100 lines per area code, so unique for n < 100 × their count. */
export function fictionalNumber(n: number, areaCodes: readonly string[] = DEMO_AREA_CODES): string {
  const area = areaCodes[Math.floor(n / 100) % areaCodes.length]!;
  return `+1${area}55501${String(n % 100).padStart(2, '0')}`;
}
