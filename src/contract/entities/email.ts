import { z } from 'zod';
import { checkAddressList } from '../../domain/email/address-list';

/**
 * Email entities (spec 1 sections 3, 7 "Email"; spec 3 email accounts, signature, templates,
 * compliance BCC, client and security settings).
 */

/** A comma-separated address field: trimmed entries matching the basic pattern; empty allowed. */
export const addressListField = z
  .string()
  .max(4000)
  .superRefine((value, ctx) => {
    const check = checkAddressList(value);
    if (!check.ok) ctx.addIssue({ code: 'custom', message: `Invalid email address: ${check.invalid.join(', ')}` });
  });

export const emailAttachmentRef = z.object({ id: z.number().int().positive(), filename: z.string(), size: z.number().int().nonnegative(), content_type: z.string() });
export type EmailAttachmentRef = z.infer<typeof emailAttachmentRef>;

export const replyType = z.enum(['newThread', 'reply', 'replyAll', 'forward']);

export const emailSendBody = z.object({
  to: addressListField.refine((v) => v.trim().length > 0, 'At least one recipient is required'),
  cc: addressListField.default(''),
  bcc: addressListField.default(''),
  contact: z.object({ contactId: z.number().int().positive(), email: z.string().max(320).optional() }),
  template: z.object({ replyType: replyType.default('newThread'), subject: z.string().max(998), body: z.string().max(2_000_000) }),
  replyToEmailId: z.number().int().positive().nullable().optional(),
  /** Ids of uploaded attachments (POST /v2/emails/attachments). */
  attachments: z.array(z.number().int().positive()).max(50).default([]),
  trackClicks: z.boolean().default(false),
  trackOpens: z.boolean().default(false),
  assignedContacts: z.array(z.number().int().positive()).max(100).optional(),
  /** Send later (ISO 8601, within 30 days); absent: now. */
  sendAt: z.iso.datetime({ offset: true }).optional(),
});
export type EmailSendBody = z.input<typeof emailSendBody>;

/** sent; scheduled (waits for its time); retrying (the relay refused it, tried again later); failed (for good). */
export const emailMessageStatus = z.enum(['sent', 'failed', 'scheduled', 'retrying']);

export const emailMessage = z.object({
  id: z.number().int(),
  contactId: z.number().int().nullable(),
  userId: z.number().int(),
  /** The sender as shown in a quoted header: "First Last <address>". */
  from: z.string(),
  to: z.string(),
  cc: z.string(),
  bcc: z.string(),
  subject: z.string(),
  body: z.string(),
  status: emailMessageStatus,
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  replyToEmailId: z.number().int().nullable(),
  replyType,
  projectName: z.string().nullable(),
  trackOpens: z.boolean(),
  trackClicks: z.boolean(),
  opens: z.number().int(),
  clicks: z.number().int(),
  openedAt: z.string().nullable(),
  clickedAt: z.string().nullable(),
  /** Prefetches by a mail-privacy proxy (Apple MPP, an image proxy): not counted in opens. */
  proxyOpens: z.number().int().default(0),
  /** When it left, or when it is due while it waits. */
  sentAt: z.string(),
  /** Null until it leaves: the activity is written as it happens. */
  activityId: z.number().int().nullable(),
  attachments: z.array(emailAttachmentRef),
});

export const emailSendReply = z.object({ messageId: z.number().int(), activityId: z.number().int().nullable(), status: emailMessageStatus });

/** A message the built-in SMTP sink received (the demo mailbox). */
export const mailboxMessageSummary = z.object({ id: z.number().int(), receivedAt: z.string(), from: z.string(), to: z.array(z.string()), subject: z.string(), hasAttachments: z.boolean() });
export const mailboxMessage = mailboxMessageSummary.extend({
  cc: z.string(),
  date: z.string().nullable(),
  /** The HTML part with inline (cid:) images as data URLs; the client sanitises it before showing it. */
  html: z.string().nullable(),
  text: z.string(),
  attachments: z.array(z.object({ filename: z.string(), contentType: z.string(), size: z.number().int(), inline: z.boolean() })),
  /** The sent email it is a copy of (for reply / forward), and the contact it went to. */
  emailId: z.number().int().nullable(),
  contactId: z.number().int().nullable(),
  contactName: z.string().nullable(),
});
export type MailboxMessage = z.infer<typeof mailboxMessage>;

export const taskContextBody = z.object({ projectName: z.string().trim().max(255).nullable() });
export type EmailMessage = z.infer<typeof emailMessage>;

export const emailClientSettings = z.object({ useInternal: z.boolean(), openNewTab: z.boolean() });
export const userEmailSettings = z.object({
  trackClicks: z.boolean(),
  trackOpens: z.boolean(),
  /** Compliance BCC address ('' when none). */
  complianceBCC: z.string(),
  emailClientSettings,
});
export type UserEmailSettings = z.infer<typeof userEmailSettings>;
export const userEmailSettingsUpdate = z.object({
  trackClicks: z.boolean().optional(),
  trackOpens: z.boolean().optional(),
  complianceBCC: addressListField.optional(),
  emailClientSettings: emailClientSettings.optional(),
});
export type UserEmailSettingsUpdate = z.input<typeof userEmailSettingsUpdate>;

/** A connected mailbox: SMTP out (and IMAP in) of a self-hosted product. */
export const emailAccount = z.object({
  id: z.number().int(),
  address: z.string(),
  provider: z.literal('smtp'),
  smtpHost: z.string(),
  smtpPort: z.number().int(),
  smtpSecure: z.boolean(),
  username: z.string(),
  imapHost: z.string(),
  imapPort: z.number().int(),
  state: z.enum(['connected', 'error']),
  /** The tenant's relay is used when smtpHost is empty. */
  usesTenantRelay: z.boolean(),
});
export type EmailAccount = z.infer<typeof emailAccount>;
const host = z
  .string()
  .trim()
  .max(255)
  .regex(/^[A-Za-z0-9.-]*$/, 'Not a valid host name');
export const emailAccountConnect = z.object({
  address: z
    .string()
    .trim()
    .max(320)
    .refine((v) => checkAddressList(v).ok && v.length > 0 && !v.includes(','), 'Not a valid email address'),
  smtpHost: host.default(''),
  smtpPort: z.number().int().min(1).max(65535).default(587),
  smtpSecure: z.boolean().default(false),
  username: z.string().max(320).default(''),
  password: z.string().max(1000).default(''),
  imapHost: host.default(''),
  imapPort: z.number().int().min(1).max(65535).default(993),
});
export type EmailAccountConnect = z.input<typeof emailAccountConnect>;

export const emailSignature = z.object({ id: z.number().int(), body: z.string(), _rev: z.number().int() });
export const signatureBody = z.object({ body: z.string().max(100_000) });
export const signatureUpdate = z.object({ body: z.string().max(100_000), revision: z.number().int() });

export const templateType = z.enum(['personal', 'organization']);
export type TemplateType = z.infer<typeof templateType>;
export const emailTemplateSummary = z.object({ id: z.number().int(), name: z.string(), type: templateType, _rev: z.number().int(), ownerId: z.number().int().nullable() });
export const emailTemplate = emailTemplateSummary.extend({ subject: z.string(), body: z.string() });
export type EmailTemplate = z.infer<typeof emailTemplate>;
export const emailTemplateInput = z.object({ name: z.string().trim().min(1, 'Name is required').max(200), type: templateType, subject: z.string().max(998), body: z.string().max(1_000_000) });
export const emailTemplateUpdate = emailTemplateInput.omit({ type: true }).extend({ revision: z.number().int() });
const typePermissions = z.object({ create: z.boolean(), write: z.boolean(), remove: z.boolean() });
export const templatePermissions = z.object({ organization: typePermissions, personal: typePermissions });
export type TemplatePermissions = z.infer<typeof templatePermissions>;

export const emailSecuritySettings = z.object({
  delayBefore: z.number().int().min(0).max(3600),
  delayBetween: z.number().int().min(0).max(3600),
  onlyOwnerCanSend: z.boolean(),
  maxAutoEmailRetries: z.number().int().min(0).max(10),
  maximumPerUserPerDay: z.number().int().min(1).max(100_000),
  maximumPerDomainPerDay: z.number().int().min(1).max(1_000_000),
  maximumPerContactPerDay: z.number().int().min(1).max(1000),
  maximumPerContactPerWeek: z.number().int().min(1).max(1000),
  emailOptOut: z.boolean(),
});

/** What the dynamic variables of a draft are filled from (spec 1 section 9). */
export const variableSource = z.object({
  user: z.object({ firstName: z.string(), lastName: z.string(), email: z.string(), phone: z.string().nullable() }),
  contact: z
    .object({
      firstName: z.string(),
      lastName: z.string(),
      accountName: z.string().nullable(),
      primaryEmail: z.string().nullable(),
      primaryPhone: z.string().nullable(),
      leadStatus: z.string().nullable(),
      ownerName: z.string().nullable(),
      fields: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
    })
    .nullable(),
});
export type VariableSource = z.infer<typeof variableSource>;
