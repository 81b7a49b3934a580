/**
 * What the composer asks about before sending (issue 33, "sending asks first"): an empty subject, and
 * a body with nothing of the writer's own in it: no text and no image beyond the signature the
 * composer put there.
 */
export type EmailSendWarning = 'emptySubject' | 'emptyBody';

const ENTITIES: Record<string, string> = { '&nbsp;': ' ', '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };

/** The visible text of an HTML fragment, whitespace collapsed. */
export function visibleText(html: string): string {
  return html
    .replace(/<(script|style)\b[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(nbsp|amp|lt|gt|quot|#39);/g, (e) => ENTITIES[e] ?? e)
    .replace(/\s+/g, ' ')
    .trim();
}

const images = (html: string) => (html.match(/<img\b/gi) ?? []).length;

/** Whether the body holds nothing written (the signature alone, or empty paragraphs, is nothing). */
export function isBodyEmpty(body: string, signature = ''): boolean {
  const own = visibleText(signature);
  const text = visibleText(body);
  const withoutSignature = own && text.includes(own) ? text.replace(own, '').trim() : text;
  return withoutSignature === '' && images(body) <= images(signature);
}

export function emailSendWarnings(mail: { subject: string; body: string; signature?: string }): EmailSendWarning[] {
  return [...(mail.subject.trim() === '' ? (['emptySubject'] as const) : []), ...(isBodyEmpty(mail.body, mail.signature) ? (['emptyBody'] as const) : [])];
}
