import { z } from 'zod';
import { defineRoute } from '../route';
import { sms, smsCarrier, smsHistoryItem, smsQuota, smsQuotaState, smsSendBody, smsThread } from '../entities/sms';
import { taskContextBody } from '../entities/email';
import { recordId } from './crm-params';

/**
 * SMS (spec 1 section 7 "SMS"). Live messages: join the room `sms/{threadId}` on /updates (event
 * `sms`, payload an Sms; only the thread's user may join). The user's own room hears only that a
 * thread changed: event `sms.thread` {threadId, contactId, direction}.
 */
export const smsRoutes = {
  sendSms: defineRoute({
    method: 'POST',
    path: '/sms/send/contact/:id',
    params: z.object({ id: recordId }),
    body: smsSendBody,
    reply: z.object({ messageId: z.number().int(), threadId: z.number().int(), status: sms.shape.status }),
    auth: 'session',
    retry: false,
  }),
  /** The latest thread with this contact number; 404 when there is none. */
  getLastSmsThread: defineRoute({
    method: 'GET',
    path: '/sms/threads/last',
    query: z.object({ contactId: recordId, to: z.string().trim().min(1).max(20) }),
    reply: z.object({ content: smsThread }),
    auth: 'session',
  }),
  getSmsThread: defineRoute({ method: 'GET', path: '/sms/threads/:threadId', params: z.object({ threadId: recordId }), reply: z.object({ content: smsThread }), auth: 'session' }),
  smsPhoneNumbers: defineRoute({ method: 'GET', path: '/sms/numbers', reply: z.object({ numbers: z.array(z.object({ phoneNumber: z.string() })), carrier: smsCarrier }), auth: 'session' }),
  smsHistory: defineRoute({
    method: 'GET',
    path: '/sms/history',
    query: z.object({ limit: z.coerce.number().int().min(1).max(50).default(20), offset: z.coerce.number().int().min(0).max(100_000).default(0) }),
    reply: z.object({ items: z.array(smsHistoryItem), total: z.number().int() }),
    auth: 'session',
  }),
  /** Task context of an SMS (spec 1 section 7): its project name, on the message and its activity. */
  updateSmsContext: defineRoute({ method: 'PUT', path: '/tasks/sms/:id/context', params: z.object({ id: recordId }), body: taskContextBody, reply: z.object({ message: sms }), auth: 'session' }),
  getSmsQuota: defineRoute({ method: 'GET', path: '/sms/quota', reply: smsQuotaState, auth: 'session' }),
  updateSmsQuota: defineRoute({ method: 'PUT', path: '/sms/quota', body: smsQuota.partial(), reply: smsQuota, auth: 'session', scope: 'settings.admin' }),
  /** The Simulated SMS carrier delivers a reply from a contact's number to a user's number (admin). */
  simulateInboundSms: defineRoute({
    method: 'POST',
    path: '/admin/sms/simulated/inbound',
    body: z.object({ from: z.string().trim().min(1).max(20), to: z.string().trim().min(1).max(20), body: z.string().min(1).max(1600) }),
    reply: z.object({ messageId: z.number().int(), threadId: z.number().int() }),
    auth: 'session',
    scope: 'settings.admin',
  }),
};
