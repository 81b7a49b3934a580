import type { smsRoutes } from '@/src/contract/routes/sms';
import type { MessagingHandlerDeps } from '../email/create-messaging';
import type { AreaHandlers } from '../../http/handlers';

export function smsHandlers(deps: { messaging: MessagingHandlerDeps }): AreaHandlers<typeof smsRoutes> {
  const { sms } = deps.messaging;
  return {
    sendSms: ({ auth, params, body }) => sms.send(auth, params.id, body),
    getLastSmsThread: async ({ auth, query }) => ({ content: await sms.lastThread(auth, query.contactId, query.to) }),
    getSmsThread: async ({ auth, params }) => ({ content: await sms.thread(auth, params.threadId) }),
    smsPhoneNumbers: ({ auth }) => sms.numbers(auth),
    smsHistory: ({ auth, query }) => sms.history(auth, query),
    updateSmsContext: async ({ auth, params, body }) => ({ message: await sms.setContext(auth, params.id, body.projectName) }),
    getSmsQuota: ({ auth }) => sms.quotaState(auth),
    updateSmsQuota: ({ auth, body }) => sms.updateQuota(auth.tenantId, body),
    simulateInboundSms: ({ auth, body }) => sms.receive(body, auth.tenantId),
  };
}
