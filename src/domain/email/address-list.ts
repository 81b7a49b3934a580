/**
 * Address fields (spec 1 section 5): several addresses are comma-separated, each trimmed and
 * matching a basic address pattern. Empty is allowed.
 */
const BASIC_ADDRESS = /^[^\s@,;<>()]+@[^\s@,;<>()]+\.[^\s@,;<>()]+$/;

export function isBasicAddress(address: string): boolean {
  return BASIC_ADDRESS.test(address);
}

/** The addresses of a field, trimmed; empty entries (", ,") are dropped. */
export function splitAddresses(value: string): string[] {
  return value
    .split(',')
    .map((a) => a.trim())
    .filter((a) => a.length > 0);
}

export type AddressListCheck = { ok: true; addresses: string[] } | { ok: false; invalid: string[] };

export function checkAddressList(value: string): AddressListCheck {
  const addresses = splitAddresses(value);
  const invalid = addresses.filter((a) => !isBasicAddress(a));
  return invalid.length ? { ok: false, invalid } : { ok: true, addresses };
}
