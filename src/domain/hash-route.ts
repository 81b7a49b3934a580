export interface HashRoute {
  path: string;
  params: Record<string, string>;
}

const DEFAULT_PATH = '/dashboard';

/** Parses a hash-bang location (`#!/login?status=401`); anything else is the default route. */
export function parseHashRoute(hash: string): HashRoute {
  const body = hash.startsWith('#!') ? hash.slice(2) : hash.startsWith('#') ? hash.slice(1) : '';
  // Only the first '?' ends the path: a query may itself contain '?' (split(…, 2) dropped the rest).
  const q = body.indexOf('?');
  const rawPath = q < 0 ? body : body.slice(0, q);
  const rawQuery = q < 0 ? '' : body.slice(q + 1);
  const trimmed = rawPath.replace(/\/+$/, '');
  const path = rawPath.startsWith('/') && trimmed.length > 0 ? trimmed : DEFAULT_PATH;
  const params: Record<string, string> = {};
  new URLSearchParams(rawQuery).forEach((value, key) => {
    params[key] = value;
  });
  return { path, params };
}

export function formatHashRoute(path: string, params: Record<string, string | number | undefined | null> = {}): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== '') query.set(key, String(value));
  }
  const qs = query.toString();
  return `#!${path}${qs ? `?${qs}` : ''}`;
}

/** Where a failed session recovery or an intercepted 401 sends the user (spec 1 section 2 and 8). */
export function loginRedirect(input: { status?: number; url?: string; reason?: string }): string {
  return formatHashRoute('/login', { status: input.status, url: input.url, reason: input.reason });
}

/**
 * Matches a path against a pattern such as `/contacts/:contactId(\d+)`; returns the named
 * segments, or null. A segment's optional `(regex)` constrains it (digits only, etc.).
 */
export function matchPath(pattern: string, path: string): Record<string, string> | null {
  const patternParts = pattern.split('/').filter(Boolean);
  const pathParts = path.split('/').filter(Boolean);
  if (patternParts.length !== pathParts.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < patternParts.length; i++) {
    const expected = patternParts[i] as string;
    const actual = decodeURIComponent(pathParts[i] as string);
    const named = /^:([A-Za-z_][A-Za-z0-9_]*)(?:\((.+)\))?$/.exec(expected);
    if (!named) {
      if (expected !== actual) return null;
      continue;
    }
    const [, name, constraint] = named;
    if (constraint && !new RegExp(`^(?:${constraint})$`).test(actual)) return null;
    params[name as string] = actual;
  }
  return params;
}
