/**
 * SMS rules (spec 1 sections 5 and 9): at most 459 characters, segments at 160 and 306, a textarea
 * counts a newline as an extra character; validation keys for a send.
 */
export const SMS_MAX_CHARACTERS = 459;
export const SMS_SEGMENT_ONE = 160;
export const SMS_SEGMENT_TWO = 306;

/** Server quotas (spec 1 section 9, spec 3 SMS quota). */
/** Spec 3 user acl enableSms off: the server refuses a send with this (shown as the server's message). */
export const SMS_NOT_ENABLED = 'SMS is not enabled for your user. Ask an administrator.';
export const SMS_QUOTA_DEFAULTS = { maxSmsPerHour: 125, maxSmsPer24h: 200, sentReceivedRatio: 3 } as const;

/** Characters as the counter sees them: a newline counts twice (a textarea submits CRLF). */
export function smsLength(body: string, inTextarea = true): number {
  const newlines = inTextarea ? (body.match(/\n/g)?.length ?? 0) : 0;
  return body.length + newlines;
}

export function smsSegments(length: number): 1 | 2 | 3 {
  if (length <= SMS_SEGMENT_ONE) return 1;
  if (length <= SMS_SEGMENT_TWO) return 2;
  return 3;
}

export type SmsSendError = 'SMS_SEND_ERROR_BODY_LIMIT' | 'SMS_SEND_ERROR_NO_TO' | 'SMS_SEND_ERROR_NO_FROM';

/** The first failing rule's key, or null when the SMS may be sent. */
export function validateSms(sms: { to: string | null | undefined; from: string | null | undefined; body: string }, inTextarea = true): SmsSendError | null {
  if (smsLength(sms.body, inTextarea) > SMS_MAX_CHARACTERS) return 'SMS_SEND_ERROR_BODY_LIMIT';
  if (!sms.to?.trim()) return 'SMS_SEND_ERROR_NO_TO';
  if (!sms.from?.trim()) return 'SMS_SEND_ERROR_NO_FROM';
  return null;
}
