/**
 * Open and click tracking in an outgoing HTML body: each http(s) link becomes a click-redirect URL
 * (the original kept by index on the message, so the redirect is never open to other targets), and a
 * 1x1 pixel is appended for opens.
 */
const HREF = /(<a\b[^>]*?\bhref\s*=\s*)(["'])(https?:\/\/[^"']+)\2/gi;

export const pixelPath = (token: string) => `/api/t/o/${token}.gif`;
export const clickPath = (token: string, index: number) => `/api/t/c/${token}/${index}`;

export function trackLinks(html: string, baseUrl: string, token: string): { html: string; links: string[] } {
  const links: string[] = [];
  const out = html.replace(HREF, (_m, start: string, quote: string, url: string) => {
    links.push(url.replace(/&amp;/g, '&'));
    return `${start}${quote}${baseUrl}${clickPath(token, links.length - 1)}${quote}`;
  });
  return { html: out, links };
}

export function appendPixel(html: string, baseUrl: string, token: string): string {
  return `${html}<img src="${baseUrl}${pixelPath(token)}" width="1" height="1" alt="" style="display:none">`;
}

const PIXEL_IMG = /<img\b[^>]*?\bsrc\s*=\s*(["'])[^"']*\/api\/t\/o\/[\w-]{10,64}\.gif\1[^>]*>/gi;
const CLICK_URL = /(["'])[^"']*\/api\/t\/c\/([\w-]{10,64})\/(\d{1,4})\1/g;

/** Tokens of the click URLs in a delivered body. */
export function clickTokens(html: string): string[] {
  return [...new Set([...html.matchAll(CLICK_URL)].map((m) => m[2]!))];
}

/**
 * A delivered body as the product shows it to its own users (the demo mailbox): the pixel removed and
 * each click URL back to its original target, so reading one's own mail never counts as the
 * prospect's open or click. A link whose token is not known (`linksOf` gives undefined) is kept.
 */
export function untrack(html: string, linksOf: (token: string) => string[] | undefined): string {
  return html.replace(PIXEL_IMG, '').replace(CLICK_URL, (whole, quote: string, token: string, index: string) => {
    const target = linksOf(token)?.[Number(index)];
    return target === undefined ? whole : `${quote}${target.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}${quote}`;
  });
}

/** A plain-text alternative: tags dropped, breaks and paragraphs as new lines, entities decoded. */
export function htmlToText(html: string): string {
  return html
    .replace(/<(br|\/p|\/div|\/li|\/h\d)\s*\/?>/gi, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
