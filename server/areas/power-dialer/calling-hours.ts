import { CALLING_HOURS, type PowerDialerContact } from '@/src/contract/entities/power-dialer';
import { callingHoursVerdict, contactZone, type CallingHoursVerdict } from '@/src/domain/phone/calling-hours';
import { numberTimeZone } from '@/src/domain/phone/number-timezone';

/**
 * The compliance guards of next-contact selection: opted-out contacts are never dialled; others only in
 * their calling hours (contact zone, else the zone of the number to dial, else unknown = allowed).
 */
export type GuardVerdict = { ok: true } | { ok: false; reason: 'dnc' } | { ok: false; reason: 'schedule'; verdict: Extract<CallingHoursVerdict, { allowed: false }> };

export function guardContact(contact: PowerDialerContact, dialNumber: string | null, now: Date, callingHoursGuard: boolean): GuardVerdict {
  if (contact.isCallOptOut) return { ok: false, reason: 'dnc' };
  if (!callingHoursGuard) return { ok: true };
  const number = dialNumber ?? contact.phones.find((p) => p.isPrimary)?.number ?? contact.phones[0]?.number ?? null;
  const zone = contactZone(contact.timezone, number ? numberTimeZone(number) : null);
  const verdict = callingHoursVerdict(now, zone, CALLING_HOURS);
  return verdict.allowed ? { ok: true } : { ok: false, reason: 'schedule', verdict };
}
