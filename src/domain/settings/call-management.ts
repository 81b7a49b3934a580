/** Spec 3 call management: inbound call settings (forwarding or voicemail after the timeout) and the phone number rule. */

/** Spec 3 section 9: inbound forward time options (seconds the user's phone rings first). */
export const FORWARD_TIME_OPTIONS = [1, 10, 20, 30, 50, 60, 70, 80, 90, 100] as const;
export const DEFAULT_INCOMING_CALL_TIMEOUT = 20;

/** Spec 3 section 5: the message when a number is not US/CA, UK or Singapore. */
export const PHONE_NUMBER_USA_UK_SG_ONLY = 'US, UK and Singapore only';

/**
 * Spec 3 section 5: PSTN, forwarding and other caller id numbers must be US/CA (+1, 11 digits),
 * UK (44, 12-13 digits) or Singapore (65, 10 digits); empty is allowed.
 */
export function isUsUkSgNumber(number: string): boolean {
  const trimmed = number.trim();
  if (trimmed === '') return true;
  if (!/^\+?[\d\s().-]+$/.test(trimmed)) return false;
  const digits = trimmed.replace(/\D/g, '');
  if (digits.startsWith('1')) return digits.length === 11;
  if (digits.startsWith('44')) return digits.length === 12 || digits.length === 13;
  if (digits.startsWith('65')) return digits.length === 10;
  return false;
}

export type Region = 'us' | 'europe';

/** Spec 3 section 5: in Europe, restricted numbers are refused. */
export const PHONE_NUMBER_RESTRICTED = 'Premium-rate, shared-cost and personal numbers are not allowed in your region';

/**
 * The restricted ranges of the countries a number may have (digits after '+'): premium rate (US/CA
 * 900 and 976, UK 09, Singapore 1900), shared cost (UK 084 and 087) and personal numbers (UK 070),
 * whose cost to the caller the rep cannot know.
 */
const RESTRICTED_PREFIXES = ['1900', '1976', '449', '4484', '4487', '4470', '651900'];

export function isRestrictedNumber(number: string): boolean {
  const digits = number.replace(/\D/g, '');
  return RESTRICTED_PREFIXES.some((prefix) => digits.startsWith(prefix));
}

/** What the region says of a number the user typed (empty is allowed): null when it may be used. */
export const regionNumberProblem = (number: string, region: Region): string | null => (region === 'europe' && number.trim() !== '' && isRestrictedNumber(number) ? PHONE_NUMBER_RESTRICTED : null);

/** The number as the carrier dials it: '+' and its digits. */
export const e164Of = (number: string): string => `+${number.replace(/\D/g, '')}`;

export interface InboundCallSettings {
  isForwardingEnabled: boolean;
  forwardingNumber: string;
  incomingCallTimeout: number;
  isMailboxEnabled: boolean;
  voicemailEmail: string;
}

export const DEFAULT_INBOUND_CALL_SETTINGS: InboundCallSettings = {
  isForwardingEnabled: false,
  forwardingNumber: '',
  incomingCallTimeout: DEFAULT_INCOMING_CALL_TIMEOUT,
  isMailboxEnabled: false,
  voicemailEmail: '',
};

/** Spec 3 "Derived type: other (forwarding) or voicemail"; none when neither is on. */
export function inboundCallType(settings: InboundCallSettings): 'other' | 'voicemail' | 'none' {
  if (settings.isForwardingEnabled) return 'other';
  if (settings.isMailboxEnabled) return 'voicemail';
  return 'none';
}

/** What happens to a call the user did not answer within the timeout. */
export type UnansweredCall = { kind: 'forward'; number: string } | { kind: 'voicemail'; email: string } | { kind: 'end' };

export function unansweredCallRoute(settings: InboundCallSettings, userEmail: string): UnansweredCall {
  const type = inboundCallType(settings);
  if (type === 'other' && settings.forwardingNumber.trim() !== '') return { kind: 'forward', number: e164Of(settings.forwardingNumber) };
  if (type === 'voicemail') return { kind: 'voicemail', email: settings.voicemailEmail.trim() || userEmail };
  return { kind: 'end' };
}
