import { prepareNumberToDial, type DialNumber } from './phone-number';

/**
 * What the dialer's field names: another user of the SIP server (their SIP user, e.g. a
 * provisioning id, or `sip:user@host`) or a telephone number under the spec's number rules.
 */
export type DialTarget = DialNumber | { kind: 'user'; user: string };

const SIP_USER = /^[a-z0-9][a-z0-9._-]*$/i;

export function prepareDialTarget(raw: string, dialingPlanCountry?: string): DialTarget {
  const trimmed = raw.trim();
  const sip = /^sips?:([^@;]+)/i.exec(trimmed);
  if (sip?.[1]) return { kind: 'user', user: sip[1] };
  // Letters make it a user name, not a number (numbers never hold letters once cleaned).
  if (/[a-z]/i.test(trimmed) && SIP_USER.test(trimmed)) return { kind: 'user', user: trimmed };
  return prepareNumberToDial(trimmed, dialingPlanCountry);
}
