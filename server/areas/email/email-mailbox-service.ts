import { and, eq, inArray, sql } from 'drizzle-orm';
import type { MailboxMessage } from '@/src/contract/entities/email';
import type { Db } from '../../db/database';
import { contactEmails, contacts, emailAccounts, emailMessages, users } from '../../db/schema';
import { addressesIn, inlineCidImages, parseMail, parseMailHead, type ParsedMail } from './mime-parse';
import type { SmtpSink, SunkMail } from '../../mail/smtp-sink';
import { ApiError, notFound } from '../../http/api-error';
import type { AuthContext } from '../session/session-store';
import { clickTokens, untrack } from './tracking-html';

/**
 * The demo mailbox: what the built-in SMTP sink received. The sink is shared by every tenant, so a
 * message is shown only to whom it concerns: a user sees mail from or to their own addresses (login
 * email, mailbox); an admin (settings.admin) also sees all mail sent from the tenant's mailboxes,
 * never other users' incoming mail (sign-in codes). A body is shown without its tracking (the pixel
 * removed, links to their targets): reading one's own mail is not the prospect's open or click.
 */
export function createMailboxService(deps: { db: Db; sink: () => SmtpSink | null }) {
  const { db } = deps;
  const heads = new WeakMap<SunkMail, { from: string; subject: string; hasAttachments: boolean }>();
  const headOf = (m: SunkMail) => {
    let head = heads.get(m);
    if (!head) {
      const mail = parseMailHead(m.raw);
      head = { from: mail.from, subject: mail.subject, hasAttachments: /^Content-Disposition: attachment/im.test(m.raw) };
      heads.set(m, head);
    }
    return head;
  };

  async function visibleTo(auth: AuthContext) {
    const sink = deps.sink();
    if (!sink) throw new ApiError(404, 'The demo mailbox is off: this server sends mail through SMTP_URL', { code: 'MAILBOX_OFF' });
    const [me] = await db
      .select({ email: users.email })
      .from(users)
      .where(and(eq(users.id, auth.userId), eq(users.tenantId, auth.tenantId)));
    const mine = await db
      .select({ address: emailAccounts.address })
      .from(emailAccounts)
      .where(and(eq(emailAccounts.userId, auth.userId), eq(emailAccounts.tenantId, auth.tenantId)));
    const own = new Set([me?.email, ...mine.map((r) => r.address)].filter((a): a is string => Boolean(a)).map((a) => a.toLowerCase()));
    const senders = new Set(own);
    if (auth.capList.includes('settings.admin')) {
      const tenantBoxes = await db.select({ address: emailAccounts.address }).from(emailAccounts).where(eq(emailAccounts.tenantId, auth.tenantId));
      for (const r of tenantBoxes) senders.add(r.address.toLowerCase());
    }
    const visible = (m: SunkMail) => addressesIn(headOf(m).from).some((a) => senders.has(a)) || m.to.some((a) => own.has(a.toLowerCase()));
    return sink.messages.filter(visible).reverse();
  }

  async function linkOf(auth: AuthContext, parsed: ParsedMail, to: string[]) {
    const [sent] = parsed.messageId
      ? await db
          .select({ id: emailMessages.id, contactId: emailMessages.contactId })
          .from(emailMessages)
          .where(and(eq(emailMessages.tenantId, auth.tenantId), eq(emailMessages.smtpMessageId, parsed.messageId)))
      : [];
    let contactId = sent?.contactId ?? null;
    if (contactId === null && to.length) {
      const [hit] = await db
        .select({ id: contactEmails.contactId })
        .from(contactEmails)
        .where(
          and(
            eq(contactEmails.tenantId, auth.tenantId),
            sql`lower(${contactEmails.address}) in (${sql.join(
              to.map((a) => sql`${a.toLowerCase()}`),
              sql`, `,
            )})`,
          ),
        )
        .limit(1);
      contactId = hit?.id ?? null;
    }
    const [contact] =
      contactId === null
        ? []
        : await db
            .select({ first: contacts.firstName, last: contacts.lastName })
            .from(contacts)
            .where(and(eq(contacts.id, contactId), eq(contacts.tenantId, auth.tenantId)));
    return { emailId: sent?.id ?? null, contactId: contact ? contactId : null, contactName: contact ? `${contact.first} ${contact.last}`.trim() : null };
  }

  /** The body without the tracking pixel and with the tenant's tracked links back to their targets. */
  async function shownHtml(auth: AuthContext, html: string) {
    const tokens = clickTokens(html);
    const rows = tokens.length
      ? await db
          .select({ token: emailMessages.trackingToken, links: emailMessages.links })
          .from(emailMessages)
          .where(and(eq(emailMessages.tenantId, auth.tenantId), inArray(emailMessages.trackingToken, tokens)))
      : [];
    const links = new Map(rows.map((r) => [r.token, r.links]));
    return untrack(html, (token) => links.get(token));
  }

  return {
    async list(auth: AuthContext, page: { limit: number; offset: number }) {
      const all = await visibleTo(auth);
      const messages = all.slice(page.offset, page.offset + page.limit).map((m) => {
        const head = headOf(m);
        return { id: m.id, receivedAt: m.receivedAt.toISOString(), from: head.from, to: m.to, subject: head.subject, hasAttachments: head.hasAttachments };
      });
      return { messages, total: all.length };
    },
    async get(auth: AuthContext, id: number): Promise<MailboxMessage> {
      const m = (await visibleTo(auth)).find((x) => x.id === id);
      if (!m) throw notFound('Message');
      const parsed = parseMail(m.raw);
      return {
        id: m.id,
        receivedAt: m.receivedAt.toISOString(),
        from: parsed.from,
        to: m.to,
        cc: parsed.cc,
        subject: parsed.subject,
        date: parsed.date,
        hasAttachments: parsed.attachments.some((a) => !a.inline),
        html: parsed.html === null ? null : await shownHtml(auth, inlineCidImages(parsed.html, parsed.attachments)),
        text: parsed.text,
        attachments: parsed.attachments.map((a) => ({ filename: a.filename, contentType: a.contentType, size: a.size, inline: a.inline })),
        ...(await linkOf(auth, parsed, m.to)),
      };
    },
  };
}
