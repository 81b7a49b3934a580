import { callingHoursVerdict, contactZone, type CallingHours } from '../phone/calling-hours';
import { numberTimeZone } from '../phone/number-timezone';

/**
 * The calling-hours guard for contacts dialled without a list ("Dial selected" on the tasks page): the same
 * 8 am - 9 pm rule the server applies in play/next (its zone: the contact's timezone field, else the number's,
 * else unknown = allowed). Pure: the time is passed in (the engine's clock).
 */
export const SELECTED_CALLING_HOURS: CallingHours = { startHour: 8, endHour: 21 };

/** The list contact status the server gives such a contact; used for the run's skipped list too. */
export const SCHEDULE_SKIPPED_STATUS = 'not contacted schedule skipped';

export interface OutsideCallingHours {
  zone: string;
  localTime: string;
  /** Why the contact was passed by, for the panel's notice. */
  text: string;
}

/** Null when the contact may be called now (or the tenant turned the guard off). */
export function outsideCallingHours(
  contact: { name: string; timezone: string | null },
  number: string | null,
  now: Date,
  guardOn: boolean,
  hours: CallingHours = SELECTED_CALLING_HOURS,
): OutsideCallingHours | null {
  if (!guardOn) return null;
  const zone = contactZone(contact.timezone, number ? numberTimeZone(number) : null);
  const verdict = callingHoursVerdict(now, zone, hours);
  if (verdict.allowed) return null;
  const text = `${contact.name} was not called: it is ${verdict.localTime} in ${verdict.zone}, outside calling hours (8 am to 9 pm).`;
  return { zone: verdict.zone, localTime: verdict.localTime, text };
}
