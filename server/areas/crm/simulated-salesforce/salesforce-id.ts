/**
 * Salesforce record ids (REST API docs, "Working with Record IDs"): 15 case-sensitive characters,
 * the first three the object's key prefix, or 18 case-insensitive characters where the last three
 * encode, chunk by chunk, which of the first fifteen are upper-case letters.
 */
export const KEY_PREFIXES = { Account: '001', Contact: '003', Opportunity: '006', Lead: '00Q', Task: '00T', Event: '00U', User: '005', Organization: '00D', Report: '00O' } as const;

export type KeyPrefixed = keyof typeof KEY_PREFIXES;

const CHECKSUM_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ012345';
const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const ID_CHARS = /^[0-9A-Za-z]+$/;

/** The three checksum characters of a 15-character id: one per five characters, bit i set when character i is A–Z. */
export function idChecksum(id15: string): string {
  let suffix = '';
  for (let chunk = 0; chunk < 3; chunk++) {
    let bits = 0;
    for (let i = 0; i < 5; i++) {
      const c = id15.charAt(chunk * 5 + i);
      if (c >= 'A' && c <= 'Z') bits |= 1 << i;
    }
    suffix += CHECKSUM_ALPHABET.charAt(bits);
  }
  return suffix;
}

/** The 18-character form of a 15-character id; an 18-character id is returned as it is. */
export function to18(id: string): string {
  if (id.length === 18) return id;
  if (id.length !== 15 || !ID_CHARS.test(id)) throw new Error(`Not a Salesforce id: ${id}`);
  return id + idChecksum(id);
}

/**
 * The canonical 18-character id for any spelling of one (15 characters, or 18 in any case), or null
 * when it is not a valid id: the checksum restores the case of an 18-character id written in the wrong case.
 */
export function normalizeId(id: string): string | null {
  if (!ID_CHARS.test(id)) return null;
  if (id.length === 15) return to18(id);
  if (id.length !== 18) return null;
  const suffix = id.slice(15).toUpperCase();
  let restored = '';
  for (let chunk = 0; chunk < 3; chunk++) {
    const bits = CHECKSUM_ALPHABET.indexOf(suffix.charAt(chunk));
    if (bits < 0) return null;
    for (let i = 0; i < 5; i++) {
      const c = id.charAt(chunk * 5 + i);
      const upper = (bits & (1 << i)) !== 0;
      if (upper && !/[a-zA-Z]/.test(c)) return null;
      restored += upper ? c.toUpperCase() : c.toLowerCase();
    }
  }
  return restored + suffix;
}

/** The object an id belongs to, from its key prefix (null for a prefix this org does not know). */
export function objectOfId(id: string): KeyPrefixed | null {
  const prefix = id.slice(0, 3);
  const entry = Object.entries(KEY_PREFIXES).find(([, p]) => p === prefix);
  return entry ? (entry[0] as KeyPrefixed) : null;
}

/** The n-th id of an object in this org: key prefix, a two-character pod, a reserved 0, nine base-62 digits, checksum. */
export function makeId(prefix: string, n: number): string {
  let digits = '';
  let rest = n;
  do {
    digits = BASE62.charAt(rest % 62) + digits;
    rest = Math.floor(rest / 62);
  } while (rest > 0);
  return to18(`${prefix}8d0${digits.padStart(9, '0')}`);
}
