/** Spec 3 caller id: the number a user's outbound calls present, and the one-time code that verifies an 'other' number. */

export type CallerIdType = 'assigned' | 'other';

export interface CallerIdSettings {
  type: CallerIdType;
  otherCallerId: string;
  isVerified: boolean;
}

export const DEFAULT_CALLER_ID: CallerIdSettings = { type: 'assigned', otherCallerId: '', isVerified: false };

/** Spec 3 section 9: the verification code timer (a new code may be sent after it). */
export const VERIFICATION_RESEND_MS = 120_000;
/** A code is good this long, for this many tries. */
export const VERIFICATION_TTL_MS = 10 * 60_000;
export const VERIFICATION_MAX_ATTEMPTS = 5;
export const VERIFICATION_CODE_LENGTH = 6;

/** Spec 3 section 8: verify failures carry TN_VERIFY_ codes, shown translated; anything else ERROR_VERIFY_PHONE_NUMBER. */
export const TN_VERIFY_MESSAGES = {
  TN_VERIFY_CODE_INVALID: 'The verification code is not valid.',
  TN_VERIFY_CODE_EXPIRED: 'The verification code has expired. Send a new one.',
  TN_VERIFY_TOO_SOON: 'A code was sent less than 2 minutes ago. Wait before sending a new one.',
  TN_VERIFY_NO_CODE: 'Send a verification code first.',
} as const;
export type TnVerifyCode = keyof typeof TN_VERIFY_MESSAGES;
export const ERROR_VERIFY_PHONE_NUMBER = 'Unable to verify the phone number.';
export const CALLER_ID_NOT_VERIFIED = 'Verify the number before using it as your caller id.';

export const verifyMessage = (code: string | undefined): string => (code && code in TN_VERIFY_MESSAGES ? TN_VERIFY_MESSAGES[code as TnVerifyCode] : ERROR_VERIFY_PHONE_NUMBER);

/** The number outbound calls present: a verified other number, else the number assigned to the user. */
export function presentedCallerId(settings: CallerIdSettings, assignedNumber: string | null): string | null {
  if (settings.type === 'other' && settings.isVerified && settings.otherCallerId !== '') return settings.otherCallerId;
  return assignedNumber;
}

/** Spec 3: changing the other number marks it unverified. */
export function withOtherNumber(settings: CallerIdSettings, number: string): CallerIdSettings {
  return number === settings.otherCallerId ? settings : { ...settings, otherCallerId: number, isVerified: false };
}

/** How long until a new code may be sent (0: now). */
export const resendWaitMs = (sentAt: number | null, now: number): number => (sentAt === null ? 0 : Math.max(0, sentAt + VERIFICATION_RESEND_MS - now));

/** A code of `VERIFICATION_CODE_LENGTH` digits from a uniform source of integers below n. */
export function verificationCode(randomBelow: (n: number) => number): string {
  return String(randomBelow(10 ** VERIFICATION_CODE_LENGTH)).padStart(VERIFICATION_CODE_LENGTH, '0');
}
