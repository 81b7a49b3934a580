import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import { splitAddresses } from '@/src/domain/email/address-list';
import { checkEmailLimits, type EmailSecuritySettings } from '@/src/domain/email/email-limits';
import type { EmailListContext } from './email-tables';
import type { Clock } from '../../clock';
import type { Db } from '../../db/database';
import { activities, emailAccounts, emailAttachments, emailInlineImages, emailMessages } from '../../db/schema';
import { inlineImageCid, inlineImageTokens, toCidImages } from './inline-images';
import type { MailboxSecret } from './mailbox-secret';
import type { Mailer } from '../../mail/mailer';
import { appendPixel, htmlToText, trackLinks } from './tracking-html';
import { ApiError } from '../../http/api-error';
import { recordActivity, type Executor } from '../../activity/activity-log';
import { relayUrlOf } from './email-settings-service';
import { variableSourceOf } from './email-variable-source';

const DAY_MS = 24 * 3600 * 1000;
const domainOf = (address: string) => address.slice(address.lastIndexOf('@') + 1).toLowerCase();

/** One mail as it leaves: everything is on its message row (a waiting one) or in the send request. */
export interface OutgoingEmail {
  tenantId: number;
  userId: number;
  contactId: number;
  to: string;
  cc: string;
  /** Including the compliance BCC. */
  bcc: string;
  subject: string;
  /** The filled HTML, before tracking. */
  body: string;
  token: string;
  trackOpens: boolean;
  trackClicks: boolean;
  attachmentIds: number[];
  replyToEmailId: number | null;
  replyType: 'newThread' | 'reply' | 'replyAll' | 'forward';
  /** Who sent it: a user, or a playbook step by itself (the activity report's fsEmailOut). */
  origin: 'user' | 'playbook';
  /** The list step it was sent for (by a playbook or from a list's email step), else null. */
  listContext: EmailListContext | null;
}

export interface DeliveryDeps {
  db: Db;
  clock: Clock;
  mailer: Mailer;
  secret: MailboxSecret;
  publicUrl: () => string;
  securitySettings: (tenantId: number) => Promise<EmailSecuritySettings>;
}

/**
 * The SMTP hand-over of one mail, serialised per contact: a transaction holds an advisory lock on
 * the contact while it counts what was sent, sends and writes the message and its activity, so two
 * concurrent sends to one contact cannot both pass a limit.
 */
export function createEmailDelivery(deps: DeliveryDeps) {
  const { db } = deps;

  const lockContact = (tx: Executor, tenantId: number, contactId: number) => tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`email-contact:${tenantId}:${contactId}`}))`);

  async function sentCount(tx: Executor, tenantId: number, since: Date, extra: ReturnType<typeof and>) {
    const [row] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(activities)
      .where(and(eq(activities.tenantId, tenantId), eq(activities.kind, 'email'), eq(activities.direction, 'out'), gte(activities.occurredAt, since), extra));
    return row?.n ?? 0;
  }

  /**
   * What a send reads besides the racy counts: the sender, the contact's owner and opt-out, the tenant's
   * limits and the mailbox. Read before the contact's lock, on the pool: inside the lock only the
   * transaction's own connection is used (waiting sends each hold one; a second would starve the pool).
   */
  async function prepare(mail: OutgoingEmail) {
    const source = await variableSourceOf(db, mail, mail.contactId);
    const security = await deps.securitySettings(mail.tenantId);
    const [account] = await db
      .select()
      .from(emailAccounts)
      .where(and(eq(emailAccounts.userId, mail.userId), eq(emailAccounts.tenantId, mail.tenantId)));
    return { source, security, account: account ?? null };
  }
  type Prepared = Awaited<ReturnType<typeof prepare>>;

  /** Throws 429 with the limit's code when this mail would pass a security limit. */
  async function checkLimits(tx: Executor, mail: OutgoingEmail, prepared: Prepared, now: Date) {
    const firstTo = splitAddresses(mail.to)[0] ?? '';
    const contactFilter = eq(activities.contactId, mail.contactId);
    const day = new Date(now.getTime() - DAY_MS);
    const check = checkEmailLimits(
      {
        sentByUserToday: await sentCount(tx, mail.tenantId, day, eq(activities.userId, mail.userId)),
        sentToContactToday: await sentCount(tx, mail.tenantId, day, contactFilter),
        sentToContactThisWeek: await sentCount(tx, mail.tenantId, new Date(now.getTime() - 7 * DAY_MS), contactFilter),
        sentToDomainToday: await sentCount(tx, mail.tenantId, day, sql`${activities.data}->>'domain' = ${domainOf(firstTo)}`),
        domain: domainOf(firstTo),
        senderIsOwner: prepared.source.ownerId === mail.userId,
        contactOptedOut: prepared.source.isEmailOptOut,
      },
      prepared.security,
    );
    if (!check.ok) throw new ApiError(429, check.message, { code: check.code });
  }

  /** SMTP out through the sender's mailbox (or the tenant relay); tracking and CID images are added here. */
  async function transmit(tx: Executor, mail: OutgoingEmail, prepared: Prepared) {
    const { account, source } = prepared;
    if (!account) throw new ApiError(400, 'Email needs a configured mailbox.', { code: 'EMAIL_ACCOUNT_MISSING' });
    const files = mail.attachmentIds.length
      ? await tx
          .select()
          .from(emailAttachments)
          .where(and(inArray(emailAttachments.id, mail.attachmentIds), eq(emailAttachments.tenantId, mail.tenantId)))
      : [];
    const tokens = inlineImageTokens(mail.body);
    const images = tokens.length
      ? await tx
          .select()
          .from(emailInlineImages)
          .where(and(inArray(emailInlineImages.token, tokens), eq(emailInlineImages.tenantId, mail.tenantId)))
      : [];
    const base = deps.publicUrl();
    const withCids = toCidImages(mail.body, new Set(images.map((i) => i.token)));
    const tracked = mail.trackClicks ? trackLinks(withCids, base, mail.token) : { html: withCids, links: [] };
    const html = mail.trackOpens ? appendPixel(tracked.html, base, mail.token) : tracked.html;
    const [original] = mail.replyToEmailId
      ? await tx
          .select({ smtpMessageId: emailMessages.smtpMessageId })
          .from(emailMessages)
          .where(and(eq(emailMessages.id, mail.replyToEmailId), eq(emailMessages.tenantId, mail.tenantId)))
      : [];
    const threading = original?.smtpMessageId && mail.replyType !== 'forward' ? { 'In-Reply-To': original.smtpMessageId, References: original.smtpMessageId } : undefined;
    const sent = await deps.mailer.sendRich(
      {
        from: `${source.user.firstName} ${source.user.lastName} <${account.address}>`,
        to: mail.to,
        cc: mail.cc,
        bcc: mail.bcc,
        subject: mail.subject,
        html,
        text: htmlToText(withCids),
        attachments: [
          ...files.map((f) => ({ filename: f.filename, contentType: f.contentType, content: f.data })),
          ...images.map((i) => ({ filename: `image-${i.id}.${i.contentType.split('/')[1] ?? 'png'}`, contentType: i.contentType, content: i.data, cid: inlineImageCid(i.token) })),
        ],
        ...(threading ? { headers: threading } : {}),
      },
      relayUrlOf(account, deps.secret),
    );
    return { smtpMessageId: sent.messageId || null, links: tracked.links };
  }

  /** Writes the one email-out activity and marks the message sent (inserting it, or updating a waiting one). */
  async function recordSent(tx: Executor, mail: OutgoingEmail, sent: { smtpMessageId: string | null; links: string[] }, now: Date, waitingId: number | null) {
    const to = splitAddresses(mail.to);
    const values = { status: 'sent' as const, links: sent.links, smtpMessageId: sent.smtpMessageId, sentAt: now, lastError: null };
    // The message first, so the activity (and the live timeline entry) carries its id for reply / forward.
    const messageId = waitingId ?? (await insertMessage(tx, mail, now, values));
    const activity = await recordActivity(tx, null, {
      tenantId: mail.tenantId,
      userId: mail.userId,
      contactId: mail.contactId,
      kind: 'email',
      direction: 'out',
      occurredAt: now,
      data: {
        subject: mail.subject,
        to: to.join(', '),
        domain: domainOf(to[0] ?? ''),
        status: 'sent',
        opens: 0,
        clicks: 0,
        openedAt: null,
        clickedAt: null,
        trackOpens: mail.trackOpens,
        trackClicks: mail.trackClicks,
        messageId,
        origin: mail.origin,
        ...(mail.listContext ? { context: mail.listContext } : {}),
      },
    });
    await tx
      .update(emailMessages)
      .set({ ...values, activityId: activity.id })
      .where(eq(emailMessages.id, messageId));
    return { activity, messageId };
  }

  async function insertMessage(tx: Executor, mail: OutgoingEmail, at: Date, values: Partial<typeof emailMessages.$inferInsert> & { status: 'sent' | 'scheduled' | 'retrying' | 'failed' }) {
    const [row] = await tx
      .insert(emailMessages)
      .values({
        tenantId: mail.tenantId,
        userId: mail.userId,
        contactId: mail.contactId,
        toList: mail.to,
        ccList: mail.cc,
        bccList: mail.bcc,
        subject: mail.subject,
        body: mail.body,
        trackingToken: mail.token,
        trackOpens: mail.trackOpens,
        trackClicks: mail.trackClicks,
        replyToEmailId: mail.replyToEmailId,
        replyType: mail.replyType,
        origin: mail.origin,
        listContext: mail.listContext,
        sentAt: at,
        ...values,
      })
      .returning({ id: emailMessages.id });
    if (!row) throw new ApiError(500, 'Email not recorded');
    if (mail.attachmentIds.length)
      await tx
        .update(emailAttachments)
        .set({ messageId: row.id })
        .where(and(inArray(emailAttachments.id, mail.attachmentIds), eq(emailAttachments.tenantId, mail.tenantId)));
    return row.id;
  }

  return {
    /** Runs `work` holding the contact's lock (one send to a contact at a time). */
    locked<T>(mail: Pick<OutgoingEmail, 'tenantId' | 'contactId'>, work: (tx: Executor) => Promise<T>) {
      return db.transaction(async (tx) => {
        await lockContact(tx, mail.tenantId, mail.contactId);
        return work(tx);
      });
    },
    prepare,
    checkLimits,
    transmit,
    recordSent,
    insertMessage,
  };
}
export type EmailDelivery = ReturnType<typeof createEmailDelivery>;
