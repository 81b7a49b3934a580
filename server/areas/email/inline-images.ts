/**
 * Inline images of a body: the editor shows each by its unguessable URL (…/api/media/inline-images/<token>);
 * a sent mail carries it as a CID attachment instead, so mail clients show it without fetching.
 */
const INLINE_SRC = /(<img\b[^>]*?\bsrc\s*=\s*)(["'])(?:https?:\/\/[^"']*?)?\/api\/media\/inline-images\/([\w-]{16,64})\2/gi;

export const inlineImagePath = (token: string) => `/api/media/inline-images/${token}`;
export const inlineImageCid = (token: string) => `${token}@dialworks`;

/** The tokens of the inline images a body shows, in order, each once. */
export function inlineImageTokens(html: string): string[] {
  return [...new Set([...html.matchAll(INLINE_SRC)].map((m) => m[3]!))];
}

/** The body with each known inline image pointing at its CID; unknown tokens are left as they are. */
export function toCidImages(html: string, known: ReadonlySet<string>): string {
  return html.replace(INLINE_SRC, (whole, start: string, quote: string, token: string) => (known.has(token) ? `${start}${quote}cid:${inlineImageCid(token)}${quote}` : whole));
}
