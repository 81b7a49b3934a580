import { randomBytes } from 'node:crypto';
import { and, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { emailSendBody, EmailMessage } from '../../src/contract/entities/email';
import { splitAddresses } from '../../src/domain/email/address-list';
import { checkAttachmentTotal } from '../../src/domain/email/attachment-size';
import { renderVariables } from '../../src/domain/email/dynamic-variables';
import { checkEmailLimits } from '../../src/domain/email/email-limits';
import type { Clock } from '../clock';
import type { Db } from '../db/database';
import { activities, emailAttachments, emailMessages } from '../db/schema';
import type { Mailer } from '../email/mailer';
import { appendPixel, htmlToText, trackLinks } from '../email/tracking-html';
import { ApiError, notFound } from '../http/api-error';
import { publishActivity, recordActivity, type TimelinePush } from './activity-log';
import { relayUrlOf, type EmailSettingsService } from './email-settings-service';
import { variableSourceOf } from './email-variable-source';
import type { AuthContext } from './session-store';

const DAY_MS = 24 * 3600 * 1000;
export const NO_MAILBOX = 'Email needs a configured mailbox.';

export interface EmailSendDeps {
  db: Db;
  clock: Clock;
  mailer: Mailer;
  timeline: TimelinePush;
  settings: EmailSettingsService;
  /** Where tracking URLs point (the server's public address). */
  publicUrl: () => string;
}

const domainOf = (address: string) => address.slice(address.lastIndexOf('@') + 1).toLowerCase();

/** POST /emails/send: checks, fills variables, sends over SMTP, then writes the message and its activity. */
export function createEmailSendService(deps: EmailSendDeps) {
  const { db, clock } = deps;

  async function sentCount(auth: AuthContext, since: Date, extra: ReturnType<typeof and>) {
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(activities)
      .where(and(eq(activities.tenantId, auth.tenantId), eq(activities.kind, 'email'), eq(activities.direction, 'out'), gte(activities.occurredAt, since), extra));
    return row?.n ?? 0;
  }

  return {
    async send(auth: AuthContext, body: z.output<typeof emailSendBody>) {
      const account = await deps.settings.accountRow(auth);
      if (!account) throw new ApiError(400, NO_MAILBOX, { code: 'EMAIL_ACCOUNT_MISSING' });
      const source = await variableSourceOf(db, auth, body.contact.contactId);
      const to = splitAddresses(body.to);
      const firstTo = to[0]!;
      const now = clock.now();
      const security = await deps.settings.securitySettings(auth.tenantId);
      const contactFilter = eq(activities.contactId, body.contact.contactId);
      const check = checkEmailLimits(
        {
          sentByUserToday: await sentCount(auth, new Date(now.getTime() - DAY_MS), eq(activities.userId, auth.userId)),
          sentToContactToday: await sentCount(auth, new Date(now.getTime() - DAY_MS), contactFilter),
          sentToContactThisWeek: await sentCount(auth, new Date(now.getTime() - 7 * DAY_MS), contactFilter),
          sentToDomainToday: await sentCount(auth, new Date(now.getTime() - DAY_MS), sql`${activities.data}->>'domain' = ${domainOf(firstTo)}`),
          domain: domainOf(firstTo),
          senderIsOwner: source.ownerId === auth.userId,
          contactOptedOut: source.isEmailOptOut,
        },
        security,
      );
      if (!check.ok) throw new ApiError(429, check.message, { code: check.code });

      const files = body.attachments.length
        ? await db
            .select()
            .from(emailAttachments)
            .where(and(inArray(emailAttachments.id, body.attachments), eq(emailAttachments.tenantId, auth.tenantId), eq(emailAttachments.userId, auth.userId), isNull(emailAttachments.messageId)))
        : [];
      if (files.length !== new Set(body.attachments).size) throw new ApiError(400, 'An attachment was not found or was sent already');
      const size = checkAttachmentTotal(files.map((f) => f.size));
      if (!size.ok) throw new ApiError(400, size.message, { code: 'ATTACHMENTS_TOO_LARGE' });

      const ctx = { ...source, now };
      const subject = renderVariables(body.template.subject, ctx).replace(/[\r\n]+/g, ' ').trim();
      const filled = renderVariables(body.template.body, ctx, { html: true });
      const token = randomBytes(18).toString('base64url');
      const base = deps.publicUrl();
      const tracked = body.trackClicks ? trackLinks(filled, base, token) : { html: filled, links: [] };
      const html = body.trackOpens ? appendPixel(tracked.html, base, token) : tracked.html;
      const userSettings = await deps.settings.userSettings(auth);
      const bcc = [...splitAddresses(body.bcc), ...splitAddresses(userSettings.complianceBCC)].join(', ');

      try {
        await deps.mailer.sendRich(
          {
            from: `${source.user.firstName} ${source.user.lastName} <${account.address}>`,
            to: to.join(', '),
            cc: splitAddresses(body.cc).join(', '),
            bcc,
            subject,
            html,
            text: htmlToText(filled),
            attachments: files.map((f) => ({ filename: f.filename, contentType: f.contentType, content: f.data })),
          },
          relayUrlOf(account),
        );
      } catch (error) {
        throw new ApiError(502, `Unable to send email: ${error instanceof Error ? error.message : 'the mail server refused it'}`, { code: 'EMAIL_SEND_FAILED' });
      }

      // The mail left: write the message and its one activity; the timeline shows it live.
      const written = await db.transaction(async (tx) => {
        const activity = await recordActivity(tx, null, {
          tenantId: auth.tenantId,
          userId: auth.userId,
          contactId: body.contact.contactId,
          kind: 'email',
          direction: 'out',
          occurredAt: now,
          data: { subject, to: to.join(', '), domain: domainOf(firstTo), status: 'sent', opens: 0, clicks: 0, openedAt: null, clickedAt: null, trackOpens: body.trackOpens, trackClicks: body.trackClicks },
        });
        const [message] = await tx
          .insert(emailMessages)
          .values({
            tenantId: auth.tenantId,
            userId: auth.userId,
            contactId: body.contact.contactId,
            activityId: activity.id,
            toList: to.join(', '),
            ccList: splitAddresses(body.cc).join(', '),
            bccList: bcc,
            subject,
            body: filled,
            status: 'sent',
            trackingToken: token,
            trackOpens: body.trackOpens,
            trackClicks: body.trackClicks,
            links: tracked.links,
            sentAt: now,
          })
          .returning({ id: emailMessages.id });
        if (!message) throw new ApiError(500, 'Email not recorded');
        await tx.update(activities).set({ data: sql`${activities.data} || ${JSON.stringify({ messageId: message.id })}::jsonb` }).where(eq(activities.id, activity.id));
        if (files.length) await tx.update(emailAttachments).set({ messageId: message.id }).where(inArray(emailAttachments.id, files.map((f) => f.id)));
        return { activity, messageId: message.id };
      });
      publishActivity(deps.timeline, written.activity);
      return { messageId: written.messageId, activityId: written.activity.id };
    },

    async message(auth: AuthContext, id: number): Promise<EmailMessage> {
      const [m] = await db.select().from(emailMessages).where(and(eq(emailMessages.id, id), eq(emailMessages.tenantId, auth.tenantId)));
      if (!m) throw notFound('Email');
      const files = await db
        .select({ id: emailAttachments.id, filename: emailAttachments.filename, size: emailAttachments.size, content_type: emailAttachments.contentType })
        .from(emailAttachments)
        .where(and(eq(emailAttachments.messageId, id), eq(emailAttachments.tenantId, auth.tenantId)));
      return {
        id: m.id,
        contactId: m.contactId,
        userId: m.userId,
        to: m.toList,
        cc: m.ccList,
        bcc: m.bccList,
        subject: m.subject,
        body: m.body,
        status: m.status,
        trackOpens: m.trackOpens,
        trackClicks: m.trackClicks,
        opens: m.opens,
        clicks: m.clicks,
        openedAt: m.openedAt?.toISOString() ?? null,
        clickedAt: m.clickedAt?.toISOString() ?? null,
        sentAt: m.sentAt.toISOString(),
        activityId: m.activityId,
        attachments: files,
      };
    },
  };
}
