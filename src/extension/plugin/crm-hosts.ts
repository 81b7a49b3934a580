import { z } from 'zod';

/**
 * The CRM sites a user works in (chrome.storage.local): on each, the plugin frame docks into the
 * page. Each names the instance it belongs to and, optionally, how its record pages name the
 * record in their URL (a regular expression whose first group is the record's external id).
 */
export const CRM_HOSTS_KEY = 'crmHosts';

export const RECORD_PATTERN_MAX = 200;

export const crmHost = z.object({ origin: z.string().url(), instance: z.string().url(), recordPattern: z.string().max(RECORD_PATTERN_MAX).nullable().default(null), addedAt: z.string() });
export type CrmHost = z.infer<typeof crmHost>;
const crmHosts = z.array(crmHost).max(50);

/** Storage values pass through the schema; anything malformed counts as no CRM sites. */
export function parseCrmHosts(raw: unknown): CrmHost[] {
  const parsed = crmHosts.safeParse(raw ?? []);
  return parsed.success ? parsed.data : [];
}

/**
 * What a user types for a site ('crm.example.com', 'https://crm.example.com/app/home',
 * '127.0.0.1:8080') as an origin, or null when it is not an http(s) site.
 */
export function normalizeOrigin(input: string): string | null {
  const text = input.trim();
  if (!text) return null;
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `https://${text}`;
  try {
    const url = new URL(withScheme);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    if (!url.hostname || url.username || url.password) return null;
    return url.origin;
  } catch {
    return null;
  }
}

/** A record pattern must compile and capture the id in its first group. */
export function recordPatternError(pattern: string): 'invalid' | 'noGroup' | null {
  try {
    const compiled = new RegExp(pattern);
    // A pattern with a capturing group matches the empty alternative's group count on ''.
    return new RegExp(`${compiled.source}|`).exec('')!.length > 1 ? null : 'noGroup';
  } catch {
    return 'invalid';
  }
}

/** The record's external id named by a page's URL (path, query and hash), or null. */
export function recordIdFromUrl(host: Pick<CrmHost, 'recordPattern'>, url: string): string | null {
  if (!host.recordPattern || recordPatternError(host.recordPattern)) return null;
  let target: string;
  try {
    const parsed = new URL(url);
    target = `${parsed.pathname}${parsed.search}${parsed.hash}`;
  } catch {
    return null;
  }
  const id = new RegExp(host.recordPattern).exec(target)?.[1]?.trim();
  return id ? id.slice(0, 100) : null;
}

export const hostFor = (hosts: CrmHost[], origin: string): CrmHost | undefined => hosts.find((host) => host.origin === origin);

export function addCrmHost(hosts: CrmHost[], host: CrmHost): CrmHost[] {
  return [...hosts.filter((existing) => existing.origin !== host.origin), host];
}

export const removeCrmHost = (hosts: CrmHost[], origin: string): CrmHost[] => hosts.filter((host) => host.origin !== origin);

/**
 * Match patterns for the dock's content script and the host permission: Chrome's patterns carry no
 * port, so a site on a port is matched by its host and the script checks the exact origin itself.
 */
export function matchPatternOf(origin: string): string {
  const url = new URL(origin);
  return `${url.protocol}//${url.hostname}/*`;
}

export const matchPatternsFor = (hosts: CrmHost[]): string[] => [...new Set(hosts.map((host) => matchPatternOf(host.origin)))].sort();
