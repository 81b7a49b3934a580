/**
 * Who fetched a tracking pixel or followed a tracked link (issue 33: tracking counts the prospect,
 * not the sender). Only a `person` counts as an open or a click; a `privacy-proxy` prefetch is kept
 * apart as such; `sender` and `too-soon` are not counted at all.
 *
 * - sender: the product's own pages (the extension's mailbox view, the sender's preview).
 * - privacy-proxy: a mail provider fetching images for its user, whether or not they read the mail:
 *   Google's image proxy (user agent "... GoogleImageProxy", via ggpht.com), Yahoo's (YahooMailProxy),
 *   and Apple Mail Privacy Protection (Apple's network 17.0.0.0/8 with the bare "Mozilla/5.0" agent or
 *   none; a person clicking through Apple's relay sends a full browser agent).
 * - too-soon: within the first seconds after sending, when the sender's own client and the recipient's
 *   mail scanners fetch what a person cannot yet have read.
 */
export type TrackingHitSource = 'person' | 'privacy-proxy' | 'sender' | 'too-soon';

/** Hits this soon after the mail left are the sender's client or a scanner, never the prospect. */
export const TRACKING_QUIET_MS = 10_000;

export interface TrackingHit {
  userAgent: string | undefined;
  /** The client's address as the server saw it (IPv4, or IPv4-mapped IPv6). */
  ip: string | undefined;
  /** The Referer or Origin header, when the fetch came from a page. */
  referer: string | undefined;
  sentAt: Date;
  now: Date;
}

const OWN_PAGES = /^(chrome|moz|safari-web)-extension:\/\//i;
const NAMED_PROXIES = /GoogleImageProxy|ggpht\.com|YahooMailProxy/i;

/** Whether `ip` is in Apple's 17.0.0.0/8 (plain or IPv4-mapped IPv6). */
export function isAppleNetwork(ip: string | undefined): boolean {
  if (!ip) return false;
  const v4 = ip.toLowerCase().replace(/^::ffff:/, '');
  return /^17\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4);
}

export function classifyTrackingHit(hit: TrackingHit): TrackingHitSource {
  if (hit.referer && OWN_PAGES.test(hit.referer)) return 'sender';
  const agent = (hit.userAgent ?? '').trim();
  if (NAMED_PROXIES.test(agent)) return 'privacy-proxy';
  if (isAppleNetwork(hit.ip) && (agent === '' || agent === 'Mozilla/5.0')) return 'privacy-proxy';
  if (hit.now.getTime() - hit.sentAt.getTime() < TRACKING_QUIET_MS) return 'too-soon';
  return 'person';
}
