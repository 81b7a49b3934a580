import { quotedMailDate, quotedMailHeader } from './quoted-date';

/** How a composer answers a mail (spec 1 section 3, Email draft: replyType, isReplyOrFwd). */
export type ReplyKind = 'reply' | 'replyAll' | 'forward';

export interface QuotedMail {
  from: string;
  to: string;
  cc: string;
  subject: string;
  /** HTML of the original body. */
  body: string;
  sentAt: Date;
}

export interface ReplyDraft {
  to: string;
  cc: string;
  subject: string;
  /** The quoted original, under an empty first line for the answer. */
  body: string;
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** 'Re: ' / 'Fwd: ' once, however often the mail went back and forth. */
export function answerSubject(subject: string, kind: ReplyKind): string {
  const bare = subject.replace(/^\s*((re|fwd?|aw|wg)\s*:\s*)+/i, '').trim();
  return `${kind === 'forward' ? 'Fwd' : 'Re'}: ${bare}`;
}

/**
 * The draft of a reply, reply-all or forward of a mail the user sent: a reply goes back to the
 * same recipients (reply-all also to its copies), a forward to nobody yet. The original is quoted
 * under the spec's date line 'EEE, MMM d, y at h:mm a' (section 9).
 */
export function replyDraft(original: QuotedMail, kind: ReplyKind): ReplyDraft {
  const subject = answerSubject(original.subject, kind);
  if (kind === 'forward') {
    const header = [
      '---------- Forwarded message ---------',
      `From: ${escapeHtml(original.from)}`,
      `Date: ${quotedMailDate(original.sentAt)}`,
      `Subject: ${escapeHtml(original.subject)}`,
      `To: ${escapeHtml(original.to)}`,
      ...(original.cc ? [`Cc: ${escapeHtml(original.cc)}`] : []),
    ].join('<br>');
    return { to: '', cc: '', subject, body: `<p></p><p>${header}</p>${original.body}` };
  }
  return {
    to: original.to,
    cc: kind === 'replyAll' ? original.cc : '',
    subject,
    body: `<p></p><p>${escapeHtml(quotedMailHeader(original.sentAt, original.from))}</p><blockquote>${original.body}</blockquote>`,
  };
}
