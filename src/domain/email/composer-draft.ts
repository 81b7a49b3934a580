import { z } from 'zod';
import { visibleText } from './send-warnings';

/**
 * A composer's unsent text, kept when the dialog closes (issue 34, "nothing lost by one click"): one
 * per contact (and per reply, per SMS number), so reopening the composer brings it back.
 */
export const emailDraft = z.object({ kind: z.literal('email'), to: z.string(), cc: z.string(), bcc: z.string(), subject: z.string(), body: z.string(), savedAt: z.string() });
export const smsDraft = z.object({ kind: z.literal('sms'), to: z.string(), body: z.string(), savedAt: z.string() });
export type EmailDraft = z.infer<typeof emailDraft>;
export type SmsDraft = z.infer<typeof smsDraft>;
export type ComposerDraft = EmailDraft | SmsDraft;

/** Every draft's storage key starts so; sign-out removes them all by it. */
export const COMPOSER_DRAFT_PREFIX = 'composerDraft:';

/** Where a composer's draft is kept: its contact, and the mail it replies to or the number it texts. */
export function composerDraftKey(draft: { kind: 'email'; contactId: number; replyTo?: { kind: string; emailId: number } | undefined } | { kind: 'sms'; contactId: number; to: string }): string {
  if (draft.kind === 'sms') return `${COMPOSER_DRAFT_PREFIX}sms:${draft.contactId}:${draft.to.replace(/\D/g, '')}`;
  return `${COMPOSER_DRAFT_PREFIX}email:${draft.contactId}${draft.replyTo ? `:${draft.replyTo.kind}:${draft.replyTo.emailId}` : ''}`;
}

/** A stored value read back: malformed or of the other kind reads as no draft. */
export function parseEmailDraft(raw: unknown): EmailDraft | null {
  return emailDraft.safeParse(raw).data ?? null;
}
export function parseSmsDraft(raw: unknown): SmsDraft | null {
  return smsDraft.safeParse(raw).data ?? null;
}

const images = (html: string) => (html.match(/<img\b/gi) ?? []).length;

/**
 * Whether what the composer holds differs from how it opened (addresses, subject, the body's text
 * and images): only then is there a draft to keep. The editor's own HTML rewriting is no change.
 */
export function isDraftWorthKeeping(now: Omit<EmailDraft, 'kind' | 'savedAt'>, start: Omit<EmailDraft, 'kind' | 'savedAt'>): boolean {
  return (
    now.to.trim() !== start.to.trim() ||
    now.cc.trim() !== start.cc.trim() ||
    now.bcc.trim() !== start.bcc.trim() ||
    now.subject.trim() !== start.subject.trim() ||
    visibleText(now.body) !== visibleText(start.body) ||
    images(now.body) !== images(start.body)
  );
}
