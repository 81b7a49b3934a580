import { linkHref } from './link-filter';

/*
 * A social link (FACEBOOK, TWITTER, LINKEDIN appUrl) is a link: the link filter adds http:// unless
 * the text starts with ftp or http(s):// (spec 1 section 5), and the result must be a web address
 * with a host name that has a dot and no spaces.
 */
export function socialLinkHref(text: string): string | null {
  const href = linkHref(text);
  if (href === '' || /\s/.test(href)) return null;
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return null;
  }
  if (!['http:', 'https:', 'ftp:'].includes(url.protocol)) return null;
  const host = url.hostname;
  if (!host.includes('.') || host.startsWith('.') || host.endsWith('.')) return null;
  return href;
}

export const isSocialLink = (text: string) => socialLinkHref(text) !== null;
