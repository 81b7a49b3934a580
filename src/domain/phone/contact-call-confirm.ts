import { PREVENT_MULTIPLE_CONTACT_CALLS_DEFAULT } from './phone-constants';

/**
 * Prevent multiple contact calls (spec 1 section 5): when the tenant enables it and the contact was
 * called within the interval (minutes), the rep confirms before dialing.
 */
export interface PreventMultipleContactCalls {
  enabled: boolean;
  interval: number;
}

export const CONFIRM_PROCEED = 'Proceed';
export const CONFIRM_CANCEL = 'Cancel';

export const contactCallConfirmText = (interval: number) => `This contact was called within last ${interval} minutes. Do you want to proceed?`;

/** The confirm text to show, or null when the call may go ahead without asking. */
export function contactCallConfirm(setting: PreventMultipleContactCalls = PREVENT_MULTIPLE_CONTACT_CALLS_DEFAULT, lastCalledAt: number | null, now: number): string | null {
  if (!setting.enabled || lastCalledAt === null) return null;
  const interval = setting.interval > 0 ? setting.interval : PREVENT_MULTIPLE_CONTACT_CALLS_DEFAULT.interval;
  return now - lastCalledAt < interval * 60_000 ? contactCallConfirmText(interval) : null;
}
