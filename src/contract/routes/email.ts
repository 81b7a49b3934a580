import { z } from 'zod';
import { defineRoute } from '../route';
import {
  emailAccount,
  emailAccountConnect,
  emailMessage,
  emailSecuritySettings,
  emailSendBody,
  emailSendReply,
  mailboxMessage,
  mailboxMessageSummary,
  taskContextBody,
  emailSignature,
  emailTemplate,
  emailTemplateInput,
  emailTemplateSummary,
  emailTemplateUpdate,
  signatureBody,
  signatureUpdate,
  templatePermissions,
  userEmailSettings,
  userEmailSettingsUpdate,
  variableSource,
} from '../entities/email';
import { deletedReply, recordId } from './crm-params';

/**
 * Email (spec 1 section 7 "Email", spec 3 "Email"). Binary routes sit beside this table
 * (server/areas/email/email-binary-routes.ts): attachment upload POST /v2/emails/attachments and download
 * GET /v2/emails/attachments/:id?message_id, the tracking pixel and the click redirect.
 */
export const emailRoutes = {
  /** Sends now (status sent; retrying when the relay refused it), or later with sendAt (status scheduled). */
  sendEmail: defineRoute({ method: 'POST', path: '/emails/send', body: emailSendBody, reply: emailSendReply, auth: 'session', retry: false }),
  getEmailMessage: defineRoute({ method: 'GET', path: '/emails/messages/:id', params: z.object({ id: recordId }), reply: z.object({ message: emailMessage }), auth: 'session' }),
  getEmailSettings: defineRoute({ method: 'GET', path: '/emails/settings', reply: userEmailSettings, auth: 'session' }),
  updateEmailSettings: defineRoute({ method: 'PUT', path: '/emails/settings', body: userEmailSettingsUpdate, reply: userEmailSettings, auth: 'session' }),
  emailVariables: defineRoute({ method: 'GET', path: '/emails/variables', query: z.object({ contactId: recordId }), reply: variableSource, auth: 'session' }),

  listEmailAccounts: defineRoute({ method: 'GET', path: '/emails/accounts', reply: z.object({ accounts: z.array(emailAccount) }), auth: 'session' }),
  connectEmailAccount: defineRoute({ method: 'POST', path: '/emails/accounts', body: emailAccountConnect, reply: z.object({ account: emailAccount }), auth: 'session' }),
  disconnectEmailAccount: defineRoute({ method: 'DELETE', path: '/emails/accounts/:id', params: z.object({ id: recordId }), reply: deletedReply, auth: 'session' }),

  /** 404 when the user has none (the client treats it as empty). */
  getSignature: defineRoute({ method: 'GET', path: '/emails/signature', reply: z.object({ signature: emailSignature }), auth: 'session' }),
  createSignature: defineRoute({ method: 'POST', path: '/emails/signature', body: signatureBody, reply: z.object({ signature: emailSignature }), auth: 'session' }),
  updateSignature: defineRoute({
    method: 'PUT',
    path: '/emails/signature/:id',
    params: z.object({ id: recordId }),
    body: signatureUpdate,
    reply: z.object({ signature: emailSignature }),
    auth: 'session',
  }),

  templatePermissions: defineRoute({ method: 'GET', path: '/emails/templates/permissions', reply: templatePermissions, auth: 'session' }),
  /** Both types, sorted by type descending then name, paged 15 (spec 3 section 9). */
  listEmailTemplates: defineRoute({
    method: 'GET',
    path: '/emails/templates',
    query: z.object({
      type: z.enum(['personal', 'organization']).optional(),
      limit: z.coerce.number().int().min(1).max(100).default(15),
      offset: z.coerce.number().int().min(0).max(100_000).default(0),
    }),
    reply: z.object({ templates: z.array(emailTemplateSummary), total: z.number().int() }),
    auth: 'session',
  }),
  getEmailTemplate: defineRoute({ method: 'GET', path: '/emails/templates/:id', params: z.object({ id: recordId }), reply: z.object({ template: emailTemplate }), auth: 'session' }),
  createEmailTemplate: defineRoute({ method: 'POST', path: '/emails/templates', body: emailTemplateInput, reply: z.object({ template: emailTemplate }), auth: 'session', retry: false }),
  updateEmailTemplate: defineRoute({
    method: 'PUT',
    path: '/emails/templates/:id',
    params: z.object({ id: recordId }),
    body: emailTemplateUpdate,
    reply: z.object({ template: emailTemplate }),
    auth: 'session',
  }),
  deleteEmailTemplate: defineRoute({ method: 'DELETE', path: '/emails/templates/:id', params: z.object({ id: recordId }), reply: deletedReply, auth: 'session' }),

  /** Task context of a sent email (spec 1 section 7): its project name, on the message and its activity. */
  updateEmailContext: defineRoute({
    method: 'PUT',
    path: '/tasks/email/:id/context',
    params: z.object({ id: recordId }),
    body: taskContextBody,
    reply: z.object({ message: emailMessage }),
    auth: 'session',
  }),

  /**
   * The demo mailbox: what the built-in SMTP sink received, newest first. A user sees mail from or to
   * their own addresses; an admin (settings.admin) also sees all mail sent from the tenant's mailboxes.
   * 404 when the server sends through SMTP_URL (no sink).
   */
  listMailbox: defineRoute({
    method: 'GET',
    path: '/emails/mailbox',
    query: z.object({ limit: z.coerce.number().int().min(1).max(100).default(25), offset: z.coerce.number().int().min(0).max(10_000).default(0) }),
    reply: z.object({ messages: z.array(mailboxMessageSummary), total: z.number().int() }),
    auth: 'session',
  }),
  getMailboxMessage: defineRoute({ method: 'GET', path: '/emails/mailbox/:id', params: z.object({ id: recordId }), reply: z.object({ message: mailboxMessage }), auth: 'session' }),

  getEmailSecuritySettings: defineRoute({ method: 'GET', path: '/emails/security-settings', reply: emailSecuritySettings, auth: 'session' }),
  updateEmailSecuritySettings: defineRoute({
    method: 'PUT',
    path: '/emails/security-settings',
    body: emailSecuritySettings.partial(),
    reply: emailSecuritySettings,
    auth: 'session',
    scope: 'settings.admin',
  }),
};
