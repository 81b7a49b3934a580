import { e164Of, isUsUkSgNumber } from './call-management';

/**
 * Spec 3 local presence (settings/numbers/localrandompresence): the tenant's local numbers, and an
 * outbound call presenting the one whose area matches the number called, so the callee sees a
 * local caller. No match: the user's own caller id.
 */
export interface LocalPresence {
  enabled: boolean;
  /** The tenant's local numbers on the carrier, E.164. */
  numbers: string[];
}

export const NO_LOCAL_PRESENCE: LocalPresence = { enabled: false, numbers: [] };
export const LOCAL_PRESENCE_MAX_NUMBERS = 200;

/** The area of a number: NANP's country code and area code (+1 312), else the country code and the next two digits. */
export function areaOf(number: string): string | null {
  const digits = number.replace(/\D/g, '');
  if (digits.length < 8) return null;
  if (digits.startsWith('1')) return digits.length === 11 ? digits.slice(0, 4) : null;
  const country = digits.startsWith('44') || digits.startsWith('65') ? digits.slice(0, 2) : null;
  return country ? digits.slice(0, country.length + 2) : null;
}

/** A small stable hash, so a contact always sees the same one of several matching numbers. */
const hash = (text: string) => [...text].reduce((h, c) => (h * 31 + c.charCodeAt(0)) >>> 0, 7);

/** The local number an outbound call to `dialed` presents, or null to present the user's own caller id. */
export function localPresenceCallerId(settings: LocalPresence, dialed: string): string | null {
  if (!settings.enabled) return null;
  const area = areaOf(dialed);
  if (!area) return null;
  const local = settings.numbers.filter((n) => areaOf(n) === area);
  if (local.length === 0) return null;
  return e164Of(local[hash(e164Of(dialed)) % local.length] ?? local[0]!);
}

/** What is wrong with the list as the admin typed it (each number a US/CA, UK or SG number, no repeats, a bounded list), or null. */
export function checkLocalPresenceNumbers(numbers: readonly string[]): string | null {
  if (numbers.length > LOCAL_PRESENCE_MAX_NUMBERS) return `At most ${LOCAL_PRESENCE_MAX_NUMBERS} numbers`;
  for (const n of numbers) if (n.trim() === '' || !isUsUkSgNumber(n)) return `${n.trim() || 'An empty number'}: US, UK and Singapore only`;
  const seen = new Set(numbers.map(e164Of));
  return seen.size === numbers.length ? null : 'There is already an item with this name. Please use another name.';
}
