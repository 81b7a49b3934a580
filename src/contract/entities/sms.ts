import { z } from 'zod';

/** SMS entities (spec 1 sections 3 and 7 "SMS"; spec 3 "SMS quota"). */
export const smsStatus = z.enum(['SENDING', 'SENT', 'DELIVERED', 'FAILED', 'RECEIVED']);
export const sms = z.object({
  id: z.number().int(),
  to: z.string(),
  from: z.string(),
  body: z.string(),
  contactId: z.number().int().nullable(),
  userId: z.number().int(),
  direction: z.enum(['in', 'out']),
  status: smsStatus,
  timestamp: z.string(),
  threadId: z.number().int(),
  reason: z.string().nullable(),
  projectName: z.string().nullable().optional(),
});
export type Sms = z.infer<typeof sms>;

/** Shapes only: the spec's rules (SMS_SEND_ERROR_*) are checked by the service, whose message is the key. */
export const smsSendBody = z.object({ to: z.string().max(40), from: z.string().max(40), body: z.string().max(2000) });

export const smsThread = z.object({
  /** The thread shown (the latest one for getLastThread). */
  lastThreadId: z.number().int(),
  /** The thread before it, for paging of past threads; null when this is the first. */
  previousThreadId: z.number().int().nullable(),
  messages: z.array(sms),
});
export type SmsThread = z.infer<typeof smsThread>;

export const smsHistoryItem = z.object({
  threadId: z.number().int(),
  contactId: z.number().int().nullable(),
  contactName: z.string().nullable(),
  number: z.string(),
  lastBody: z.string(),
  lastDirection: z.enum(['in', 'out']),
  lastAt: z.string(),
});

export const smsQuota = z.object({ maxSmsPerHour: z.number().int().min(1).max(100_000), maxSmsPer24h: z.number().int().min(1).max(1_000_000), sentReceivedRatio: z.number().int().min(1).max(1000) });
export const smsQuotaState = smsQuota.extend({ sentLastHour: z.number().int(), sentLast24h: z.number().int() });

/** The carrier behind the SMS provider interface; `simulated` for the built-in one. */
export const smsCarrier = z.object({ name: z.string(), simulated: z.boolean() });
