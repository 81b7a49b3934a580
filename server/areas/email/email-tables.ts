import { bigint, boolean, customType, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns';
import { contacts } from '../contacts/contacts-tables';
import { tenantIdColumn, tenants, userIdColumn, users } from '../../db/tenancy-tables';

/** The list, playbook, step and variant a playbook email was sent for. */
export interface EmailListContext {
  listId: number;
  playbookId: number | null;
  stepId: number | null;
  variantId: number | null;
}

/** How an email is sent: by a user or a playbook step by itself, and for which list step. */
export interface EmailSendOptions {
  origin?: 'user' | 'playbook';
  listContext?: EmailListContext;
}

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

/** Tenant-wide messaging settings (email security, SMS quota), merged over the spec's defaults. */
export const tenantMessagingSettings = pgTable('messaging_settings', {
  tenantId: integer('tenant_id')
    .primaryKey()
    .references(() => tenants.id),
  emailSecurity: jsonb('email_security').$type<Record<string, number | boolean>>().notNull().default({}),
  smsQuota: jsonb('sms_quota').$type<Record<string, number>>().notNull().default({}),
});

/** A user's connected mailbox (SMTP out, IMAP in). An empty smtp_host sends through the tenant's relay. */
export const emailAccounts = pgTable(
  'email_accounts',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantIdColumn(),
    userId: userIdColumn(),
    address: text('address').notNull(),
    smtpHost: text('smtp_host').notNull().default(''),
    smtpPort: integer('smtp_port').notNull().default(587),
    smtpSecure: boolean('smtp_secure').notNull().default(false),
    username: text('username').notNull().default(''),
    password: text('password').notNull().default(''),
    imapHost: text('imap_host').notNull().default(''),
    imapPort: integer('imap_port').notNull().default(993),
    state: text('state', { enum: ['connected', 'error'] })
      .notNull()
      .default('connected'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('email_accounts_user_idx').on(t.userId)],
);

export const emailSignatures = pgTable(
  'email_signatures',
  { id: serial('id').primaryKey(), tenantId: tenantIdColumn(), userId: userIdColumn(), body: text('body').notNull(), rev: integer('rev').notNull().default(1) },
  (t) => [uniqueIndex('email_signatures_user_idx').on(t.userId)],
);

export const emailTemplates = pgTable(
  'email_templates',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantIdColumn(),
    /** The author; a personal template is only its owner's. */
    ownerId: integer('owner_id').references(() => users.id),
    type: text('type', { enum: ['personal', 'organization'] }).notNull(),
    name: text('name').notNull(),
    subject: text('subject').notNull().default(''),
    body: text('body').notNull().default(''),
    rev: integer('rev').notNull().default(1),
    createdAt: createdAt(),
  },
  (t) => [index('email_templates_tenant_idx').on(t.tenantId, t.type, t.name)],
);

/** A sent email; its activity in the log carries the timeline's status, opens and clicks. */
export const emailMessages = pgTable(
  'email_messages',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantIdColumn(),
    userId: userIdColumn(),
    contactId: integer('contact_id').references(() => contacts.id, { onDelete: 'set null' }),
    /** Null while the mail waits (scheduled, or retrying after a failure): the activity is written when it leaves. */
    activityId: bigint('activity_id', { mode: 'number' }),
    toList: text('to_list').notNull(),
    ccList: text('cc_list').notNull().default(''),
    bccList: text('bcc_list').notNull().default(''),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    status: text('status', { enum: ['sent', 'failed', 'scheduled', 'retrying'] }).notNull(),
    /** Unguessable token of the tracking pixel and click URLs. */
    trackingToken: text('tracking_token').notNull(),
    trackOpens: boolean('track_opens').notNull().default(false),
    trackClicks: boolean('track_clicks').notNull().default(false),
    /** The original targets of tracked links, by index in the click URL. */
    links: jsonb('links').$type<string[]>().notNull().default([]),
    opens: integer('opens').notNull().default(0),
    clicks: integer('clicks').notNull().default(0),
    openedAt: timestamp('opened_at', { withTimezone: true }),
    clickedAt: timestamp('clicked_at', { withTimezone: true }),
    /** Pixel fetches by a mail-privacy proxy (Apple MPP, Google's or Yahoo's image proxy): not a person's open. */
    proxyOpens: integer('proxy_opens').notNull().default(0),
    proxyOpenedAt: timestamp('proxy_opened_at', { withTimezone: true }),
    /** When it left; for a waiting mail, when it is due. */
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
    /** Failed SMTP attempts so far, and the last relay error (retried up to maxAutoEmailRetries). */
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /** The RFC 5322 Message-ID given by the relay: a reply's In-Reply-To / References. */
    smtpMessageId: text('smtp_message_id'),
    replyToEmailId: integer('reply_to_email_id'),
    /** A user's mail, or one a playbook step sent by itself. */
    origin: text('origin', { enum: ['user', 'playbook'] })
      .notNull()
      .default('user'),
    replyType: text('reply_type', { enum: ['newThread', 'reply', 'replyAll', 'forward'] })
      .notNull()
      .default('newThread'),
    /** Task context (PUT /tasks/email/:id/context). */
    projectName: text('project_name'),
    /** The list, playbook step and variant a playbook email was sent for (the list performance report). */
    listContext: jsonb('list_context').$type<EmailListContext>(),
  },
  (t) => [uniqueIndex('email_messages_token_idx').on(t.trackingToken), index('email_messages_tenant_idx').on(t.tenantId, t.contactId)],
);

/** Uploaded attachments; message_id is set once the draft is sent. */
export const emailAttachments = pgTable(
  'email_attachments',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantIdColumn(),
    userId: userIdColumn(),
    messageId: integer('message_id').references(() => emailMessages.id, { onDelete: 'set null' }),
    filename: text('filename').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    data: bytea('data').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('email_attachments_tenant_idx').on(t.tenantId, t.userId)],
);

/**
 * Images put in a body (PUT /media/inline-images). The editor shows them by an unguessable URL;
 * a sent mail carries them as CID attachments.
 */
export const emailInlineImages = pgTable(
  'email_inline_images',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantIdColumn(),
    userId: userIdColumn(),
    token: text('token').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    data: bytea('data').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('email_inline_images_token_idx').on(t.token)],
);
