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
