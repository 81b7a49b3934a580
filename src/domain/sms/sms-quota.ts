import { SMS_QUOTA_DEFAULTS } from './sms-rules';

/**
 * SMS quota (spec 1 section 9, spec 3 "SMS quota"): per user at most 125 per hour and 200 per 24 h;
 * the sent/received ratio 3 is kept per contact over 24 h (3 messages before the first reply and 3
 * more for each reply), so a rep cannot flood a number that never answers.
 */
export interface SmsQuota {
  maxSmsPerHour: number;
  maxSmsPer24h: number;
  sentReceivedRatio: number;
}

export interface SmsCounts {
  sentLastHour: number;
  sentLast24h: number;
  sentToContactLast24h: number;
  receivedFromContactLast24h: number;
}

export const smsQuotaMessages = {
  hour: (max: number) => `SMS limit reached: at most ${max} messages per hour.`,
  day: (max: number) => `SMS limit reached: at most ${max} messages in 24 hours.`,
  ratio: (ratio: number) => `SMS limit reached: at most ${ratio} messages to this contact for each reply received in 24 hours.`,
};

export type SmsQuotaCheck = { ok: true } | { ok: false; code: 'SMS_QUOTA_HOUR' | 'SMS_QUOTA_DAY' | 'SMS_QUOTA_RATIO'; message: string };

export function checkSmsQuota(counts: SmsCounts, quota: SmsQuota = SMS_QUOTA_DEFAULTS): SmsQuotaCheck {
  if (counts.sentLastHour >= quota.maxSmsPerHour) return { ok: false, code: 'SMS_QUOTA_HOUR', message: smsQuotaMessages.hour(quota.maxSmsPerHour) };
  if (counts.sentLast24h >= quota.maxSmsPer24h) return { ok: false, code: 'SMS_QUOTA_DAY', message: smsQuotaMessages.day(quota.maxSmsPer24h) };
  const allowed = quota.sentReceivedRatio * (counts.receivedFromContactLast24h + 1);
  if (counts.sentToContactLast24h >= allowed) return { ok: false, code: 'SMS_QUOTA_RATIO', message: smsQuotaMessages.ratio(quota.sentReceivedRatio) };
  return { ok: true };
}
