import { randomBytes } from 'node:crypto';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { emailSendBody, EmailMessage } from '@/src/contract/entities/email';
import { splitAddresses } from '@/src/domain/email/address-list';
import { checkAttachmentTotal } from '@/src/domain/email/attachment-size';
import { renderVariables } from '@/src/domain/email/dynamic-variables';
import { checkSendAt, nextEmailRetry } from '@/src/domain/email/email-retry';
import type { Clock } from '../../clock';
import type { Db } from '../../db/database';
import { activities, emailAttachments, emailMessages, users } from '../../db/schema';
import type { EmailSendOptions } from './email-tables';
import type { MailboxSecret } from './mailbox-secret';
import type { Mailer } from '../../mail/mailer';
import { ApiError, notFound } from '../../http/api-error';
import { publishActivity, type TimelinePush } from '../../activity/activity-log';
import { createEmailDelivery, type OutgoingEmail } from './email-delivery';
import type { EmailSettingsService } from './email-settings-service';
import { variableSourceOf } from './email-variable-source';
import type { AuthContext } from '../session/session-store';

export const NO_MAILBOX = 'Email needs a configured mailbox.';

/** Where waiting mails are handed to the job runner: deliverQueued(messageId) runs at `at`. */
export interface EmailJobs {
  schedule(messageId: number, at: Date): Promise<void>;
}

export interface EmailSendDeps {
  db: Db;
  clock: Clock;
  mailer: Mailer;
  timeline: TimelinePush;
  settings: EmailSettingsService;
  secret: MailboxSecret;
  /** Where tracking URLs point (the server's public address). */
  publicUrl: () => string;
  jobs: () => EmailJobs | null;
  /** The first retry's wait (doubling after); default 60 s. */
  retryBaseMs?: number;
}

type SendResult = { messageId: number; activityId: number | null; status: 'sent' | 'scheduled' | 'retrying' };

/** POST /emails/send: checks, fills variables, then sends now over SMTP (retried when refused) or schedules it. */
export function createEmailSendService(deps: EmailSendDeps) {
  const { db, clock } = deps;
  const delivery = createEmailDelivery({ ...deps, securitySettings: (tenantId) => deps.settings.securitySettings(tenantId) });

  async function jobs() {
    const runner = deps.jobs();
    if (!runner) throw new ApiError(503, 'Scheduled and retried email needs the job runner, which is not running', { code: 'EMAIL_JOBS_OFF' });
    return runner;
  }

  /** A refused hand-over: retried later while the tenant's auto retries last, then failed for good. */
  async function afterFailure(messageId: number, failedAttempts: number, tenantId: number, error: unknown, now: Date) {
    const max = (await deps.settings.securitySettings(tenantId)).maxAutoEmailRetries;
    const next = deps.jobs() ? nextEmailRetry(failedAttempts, max, now, deps.retryBaseMs) : { retry: false as const };
    const lastError = error instanceof Error ? error.message : 'the mail server refused it';
    await db
      .update(emailMessages)
      .set({ status: next.retry ? 'retrying' : 'failed', attempts: failedAttempts, lastError, ...(next.retry ? { sentAt: next.at } : {}) })
      .where(eq(emailMessages.id, messageId));
    if (next.retry) await (await jobs()).schedule(messageId, next.at);
    return next.retry;
  }

  async function message(auth: AuthContext, id: number): Promise<EmailMessage> {
    const [m] = await db
      .select({ m: emailMessages, first: users.firstName, last: users.lastName, email: users.email })
      .from(emailMessages)
      .innerJoin(users, eq(users.id, emailMessages.userId))
      .where(and(eq(emailMessages.id, id), eq(emailMessages.tenantId, auth.tenantId)));
    if (!m) throw notFound('Email');
    const account = await deps.settings.accountRow({ ...auth, userId: m.m.userId });
    const files = await db
      .select({ id: emailAttachments.id, filename: emailAttachments.filename, size: emailAttachments.size, content_type: emailAttachments.contentType })
      .from(emailAttachments)
      .where(and(eq(emailAttachments.messageId, id), eq(emailAttachments.tenantId, auth.tenantId)));
    return toEmailMessage(m.m, `${m.first} ${m.last} <${account?.address ?? m.email}>`, files);
  }

  return {
    async send(auth: AuthContext, body: z.output<typeof emailSendBody>, options: EmailSendOptions = {}): Promise<SendResult> {
      const account = await deps.settings.accountRow(auth);
      if (!account) throw new ApiError(400, NO_MAILBOX, { code: 'EMAIL_ACCOUNT_MISSING' });
      const now = clock.now();
      const when = checkSendAt(body.sendAt, now);
      if (!when.ok) throw new ApiError(400, when.message, { code: 'EMAIL_SEND_AT' });
      const source = await variableSourceOf(db, auth, body.contact.contactId);
      if (body.replyToEmailId) {
        const [original] = await db
          .select({ id: emailMessages.id })
          .from(emailMessages)
          .where(and(eq(emailMessages.id, body.replyToEmailId), eq(emailMessages.tenantId, auth.tenantId)));
        if (!original) throw notFound('Email');
      }
      const files = body.attachments.length
        ? await db
            .select({ id: emailAttachments.id, size: emailAttachments.size })
            .from(emailAttachments)
            .where(and(inArray(emailAttachments.id, body.attachments), eq(emailAttachments.tenantId, auth.tenantId), eq(emailAttachments.userId, auth.userId), isNull(emailAttachments.messageId)))
        : [];
      if (files.length !== new Set(body.attachments).size) throw new ApiError(400, 'An attachment was not found or was sent already');
      const size = checkAttachmentTotal(files.map((f) => f.size));
      if (!size.ok) throw new ApiError(400, size.message, { code: 'ATTACHMENTS_TOO_LARGE' });

      const ctx = { ...source, now };
      const userSettings = await deps.settings.userSettings(auth);
      const mail: OutgoingEmail = {
        tenantId: auth.tenantId,
        userId: auth.userId,
        contactId: body.contact.contactId,
        to: splitAddresses(body.to).join(', '),
        cc: splitAddresses(body.cc).join(', '),
        bcc: [...splitAddresses(body.bcc), ...splitAddresses(userSettings.complianceBCC)].join(', '),
        subject: renderVariables(body.template.subject, ctx)
          .replace(/[\r\n]+/g, ' ')
          .trim(),
        body: renderVariables(body.template.body, ctx, { html: true }),
        token: randomBytes(18).toString('base64url'),
        trackOpens: body.trackOpens,
        trackClicks: body.trackClicks,
        attachmentIds: files.map((f) => f.id),
        replyToEmailId: body.replyToEmailId ?? null,
        replyType: body.template.replyType,
        origin: options.origin ?? 'user',
        listContext: options.listContext ?? null,
      };

      const prepared = await delivery.prepare(mail);
      if (when.at) {
        const runner = await jobs();
        // Limits are checked now (a clear error at once) and again when it leaves.
        const messageId = await delivery.locked(mail, async (tx) => {
          await delivery.checkLimits(tx, mail, prepared, now);
          return delivery.insertMessage(tx, mail, when.at!, { status: 'scheduled' });
        });
        await runner.schedule(messageId, when.at);
        return { messageId, activityId: null, status: 'scheduled' };
      }

      const outcome = await delivery.locked(mail, async (tx) => {
        await delivery.checkLimits(tx, mail, prepared, now);
        try {
          const sent = await delivery.transmit(tx, mail, prepared);
          return { ok: true as const, ...(await delivery.recordSent(tx, mail, sent, now, null)) };
        } catch (error) {
          if (error instanceof ApiError) throw error;
          return { ok: false as const, error, messageId: await delivery.insertMessage(tx, mail, now, { status: 'retrying', attempts: 1 }) };
        }
      });
      if (outcome.ok) {
        publishActivity(deps.timeline, outcome.activity);
        return { messageId: outcome.messageId, activityId: outcome.activity.id, status: 'sent' };
      }
      if (await afterFailure(outcome.messageId, 1, auth.tenantId, outcome.error, now)) return { messageId: outcome.messageId, activityId: null, status: 'retrying' };
      const reason = outcome.error instanceof Error ? outcome.error.message : 'the mail server refused it';
      throw new ApiError(502, `Unable to send email: ${reason}`, { code: 'EMAIL_SEND_FAILED' });
    },

    /**
     * The job handler of a waiting mail (scheduled, or retrying after a refusal): sends it, or records
     * why not. Safe to run twice: only a waiting message is sent, under the contact's lock.
     */
    async deliverQueued(messageId: number): Promise<'sent' | 'retrying' | 'failed' | 'skipped'> {
      const now = clock.now();
      const [row] = await db
        .select()
        .from(emailMessages)
        .where(and(eq(emailMessages.id, messageId), inArray(emailMessages.status, ['scheduled', 'retrying'])));
      if (!row) return 'skipped';
      if (row.contactId === null) {
        await db.update(emailMessages).set({ status: 'failed', lastError: 'The contact was deleted' }).where(eq(emailMessages.id, row.id));
        return 'failed';
      }
      const files = await db.select({ id: emailAttachments.id }).from(emailAttachments).where(eq(emailAttachments.messageId, row.id));
      const mail: OutgoingEmail = {
        tenantId: row.tenantId,
        userId: row.userId,
        contactId: row.contactId,
        to: row.toList,
        cc: row.ccList,
        bcc: row.bccList,
        subject: row.subject,
        body: row.body,
        token: row.trackingToken,
        trackOpens: row.trackOpens,
        trackClicks: row.trackClicks,
        attachmentIds: files.map((f) => f.id),
        replyToEmailId: row.replyToEmailId,
        replyType: row.replyType,
        origin: row.origin,
        listContext: row.listContext,
      };
      const prepared = await delivery.prepare(mail);
      const outcome = await delivery.locked(mail, async (tx) => {
        const [still] = await tx.select({ status: emailMessages.status }).from(emailMessages).where(eq(emailMessages.id, row.id)).for('update');
        if (still?.status !== 'scheduled' && still?.status !== 'retrying') return { kind: 'skipped' as const };
        try {
          // A retry was allowed by the limits at its first attempt; a scheduled mail is checked as it leaves.
          if (still.status === 'scheduled') await delivery.checkLimits(tx, mail, prepared, now);
          const sent = await delivery.transmit(tx, mail, prepared);
          return { kind: 'sent' as const, ...(await delivery.recordSent(tx, mail, sent, now, row.id)) };
        } catch (error) {
          if (error instanceof ApiError) {
            await tx.update(emailMessages).set({ status: 'failed', lastError: error.message }).where(eq(emailMessages.id, row.id));
            return { kind: 'failed' as const };
          }
          return { kind: 'refused' as const, error };
        }
      });
      if (outcome.kind === 'sent') {
        publishActivity(deps.timeline, outcome.activity);
        return 'sent';
      }
      if (outcome.kind === 'refused') return (await afterFailure(row.id, row.attempts + 1, row.tenantId, outcome.error, now)) ? 'retrying' : 'failed';
      return outcome.kind;
    },

    message,

    /** PUT /tasks/email/:id/context: the project name on the message and on its activity. */
    async setContext(auth: AuthContext, id: number, projectName: string | null): Promise<EmailMessage> {
      const [m] = await db
        .update(emailMessages)
        .set({ projectName })
        .where(and(eq(emailMessages.id, id), eq(emailMessages.tenantId, auth.tenantId)))
        .returning({ activityId: emailMessages.activityId });
      if (!m) throw notFound('Email');
      if (m.activityId !== null)
        await db
          .update(activities)
          .set({ data: sql`${activities.data} || ${JSON.stringify({ projectName })}::jsonb` })
          .where(and(eq(activities.id, m.activityId), eq(activities.tenantId, auth.tenantId)));
      return message(auth, id);
    },
  };
}

type MessageRow = typeof emailMessages.$inferSelect;
function toEmailMessage(m: MessageRow, from: string, attachments: EmailMessage['attachments']): EmailMessage {
  return {
    id: m.id,
    contactId: m.contactId,
    userId: m.userId,
    from,
    to: m.toList,
    cc: m.ccList,
    bcc: m.bccList,
    subject: m.subject,
    body: m.body,
    status: m.status,
    attempts: m.attempts,
    lastError: m.lastError,
    replyToEmailId: m.replyToEmailId,
    replyType: m.replyType,
    projectName: m.projectName,
    trackOpens: m.trackOpens,
    trackClicks: m.trackClicks,
    opens: m.opens,
    clicks: m.clicks,
    openedAt: m.openedAt?.toISOString() ?? null,
    clickedAt: m.clickedAt?.toISOString() ?? null,
    proxyOpens: m.proxyOpens,
    sentAt: m.sentAt.toISOString(),
    activityId: m.activityId,
    attachments,
  };
}
export type EmailSendService = ReturnType<typeof createEmailSendService>;
