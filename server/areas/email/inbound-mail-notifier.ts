import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { EMAIL_RECEIVED_EVENT } from '@/src/contract/events';
import type { Db } from '../../db/database';
import { contactEmails, emailAccounts, users } from '../../db/schema';
import type { Realtime } from '../../realtime/realtime';
import type { SunkMail } from '../../mail/smtp-sink';
import { readMailHead } from './mail-reader';

/**
 * Spec 3 email notifications, inboundEmailsDesktop: mail the demo mailbox received for a user's
 * address (their sign-in email or a mailbox of theirs) is announced to that user, never to anyone
 * else and not when they sent it themselves. The sender is matched to a contact of the user's tenant.
 */
export function createInboundMailNotifier(deps: { db: Db; realtime: Realtime }) {
  const { db } = deps;
  return async function announce(mail: SunkMail) {
    const to = [...new Set(mail.to.map((a) => a.toLowerCase()))];
    if (!to.length) return;
    const head = await readMailHead(mail.source);
    const fromAddress = head.fromAddresses[0] ?? '';
    const [byLogin, byMailbox] = await Promise.all([
      db
        .select({ userId: users.id, tenantId: users.tenantId })
        .from(users)
        .where(and(inArray(sql`lower(${users.email})`, to), isNull(users.deletedAt))),
      db
        .select({ userId: emailAccounts.userId, tenantId: emailAccounts.tenantId, address: emailAccounts.address })
        .from(emailAccounts)
        .where(inArray(sql`lower(${emailAccounts.address})`, to)),
    ]);
    const own = await db
      .select({ userId: emailAccounts.userId })
      .from(emailAccounts)
      .where(inArray(sql`lower(${emailAccounts.address})`, [fromAddress || '-']));
    const senders = new Set(own.map((o) => o.userId));
    const recipients = new Map<number, number>();
    for (const r of [...byLogin, ...byMailbox]) if (!senders.has(r.userId)) recipients.set(r.userId, r.tenantId);
    for (const [userId, tenantId] of recipients) {
      const [contact] = fromAddress
        ? await db
            .select({ contactId: contactEmails.contactId })
            .from(contactEmails)
            .where(and(eq(contactEmails.tenantId, tenantId), sql`lower(${contactEmails.address}) = ${fromAddress}`))
            .limit(1)
        : [];
      deps.realtime.toUser(userId, EMAIL_RECEIVED_EVENT, { mailId: mail.id, from: head.from || fromAddress, subject: head.subject, contactId: contact?.contactId ?? null });
    }
  };
}
