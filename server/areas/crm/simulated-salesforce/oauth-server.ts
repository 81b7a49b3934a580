import { createHash, randomBytes } from 'node:crypto';
import { OAuthError } from './sf-errors';

/** The connected app the simulated org knows (a real org: Setup > App Manager > New Connected App). */
export interface ConnectedApp {
  clientId: string;
  clientSecret: string;
  /** The app's callback URLs; empty: any http(s) address on loopback (the demo's server port changes). */
  callbackUrls: string[];
}

export interface OrgIdentity {
  orgId: string;
  userId: string;
  username: string;
  displayName: string;
  email: string;
}

interface IssuedCode {
  clientId: string;
  redirectUri: string;
  codeChallenge: string | null;
  expiresAt: number;
}

export interface OAuthSnapshot {
  refreshTokens: { token: string; revoked: boolean }[];
}

// Salesforce: an authorization code is valid for 15 minutes and once; a session lasts 2 hours by default.
const CODE_TTL_MS = 15 * 60_000;
const SESSION_TTL_MS = 2 * 3600_000;

const base64Url = (bytes: Buffer) => bytes.toString('base64url');
const isLoopback = (url: URL) => ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);

/**
 * The OAuth 2.0 web server flow with PKCE as Salesforce documents it: authorize (the user approves),
 * token (authorization_code with code_verifier, refresh_token), revoke, and the identity of a token.
 * Access tokens are `<org id>!<random>`, as Salesforce's session ids are.
 */
export class OAuthServer {
  private readonly codes = new Map<string, IssuedCode>();
  private readonly accessTokens = new Map<string, { refreshToken: string | null; expiresAt: number }>();
  private readonly refreshTokens = new Map<string, { revoked: boolean }>();

  constructor(
    private readonly app: ConnectedApp,
    readonly identity: OrgIdentity,
    private readonly now: () => Date,
    snapshot: OAuthSnapshot = { refreshTokens: [] },
    private readonly onChange: () => void = () => {},
  ) {
    for (const { token, revoked } of snapshot.refreshTokens) this.refreshTokens.set(token, { revoked });
  }

  snapshot(): OAuthSnapshot {
    return { refreshTokens: [...this.refreshTokens].map(([token, { revoked }]) => ({ token, revoked })) };
  }

  /** Checks an authorize request; errors that cannot go back to the client are shown to the user. */
  checkAuthorize(params: URLSearchParams): { ok: true } | { ok: false; status: number; error: string; description: string } {
    if (params.get('client_id') !== this.app.clientId) return { ok: false, status: 400, error: 'invalid_client_id', description: 'client identifier invalid' };
    const redirect = params.get('redirect_uri') ?? '';
    if (!this.callbackAllowed(redirect)) return { ok: false, status: 400, error: 'redirect_uri_mismatch', description: 'redirect_uri must match configuration' };
    return { ok: true };
  }

  /** Where the browser goes after the user's decision (code, or error=access_denied), with the state given back. */
  decide(params: URLSearchParams, allow: boolean): string {
    const target = new URL(params.get('redirect_uri')!);
    const state = params.get('state');
    const answer = (values: Record<string, string>) => {
      for (const [k, v] of Object.entries(values)) target.searchParams.set(k, v);
      if (state !== null) target.searchParams.set('state', state);
      return target.toString();
    };
    if (params.get('response_type') !== 'code') return answer({ error: 'unsupported_response_type', error_description: 'response type not supported' });
    const method = params.get('code_challenge_method');
    if (method !== null && method !== 'S256') return answer({ error: 'invalid_request', error_description: 'invalid code_challenge_method' });
    if (!allow) return answer({ error: 'access_denied', error_description: 'end-user denied authorization' });
    const code = `aPrx${base64Url(randomBytes(24))}`;
    this.codes.set(code, { clientId: this.app.clientId, redirectUri: params.get('redirect_uri')!, codeChallenge: params.get('code_challenge'), expiresAt: this.now().getTime() + CODE_TTL_MS });
    return answer({ code });
  }

  /** POST /services/oauth2/token. */
  token(form: URLSearchParams, loginUrl: string) {
    const grant = form.get('grant_type');
    if (form.get('client_id') !== this.app.clientId) throw new OAuthError(400, 'invalid_client_id', 'client identifier invalid');
    if (form.get('client_secret') !== null && form.get('client_secret') !== this.app.clientSecret) throw new OAuthError(400, 'invalid_client', 'invalid client credentials');
    if (grant === 'authorization_code') {
      const code = this.codes.get(form.get('code') ?? '');
      // A code is spent by its first use, right or wrong, as Salesforce does.
      this.codes.delete(form.get('code') ?? '');
      if (!code || code.expiresAt < this.now().getTime()) throw new OAuthError(400, 'invalid_grant', 'invalid authorization code');
      if (form.get('redirect_uri') !== code.redirectUri) throw new OAuthError(400, 'redirect_uri_mismatch', 'redirect_uri must match configuration');
      if (code.codeChallenge !== null) {
        const verifier = form.get('code_verifier') ?? '';
        if (base64Url(createHash('sha256').update(verifier).digest()) !== code.codeChallenge) throw new OAuthError(400, 'invalid_grant', 'invalid code verifier');
      } else if (form.get('client_secret') === null) {
        throw new OAuthError(400, 'invalid_client', 'client secret required');
      }
      const refreshToken = `5Aep${base64Url(randomBytes(40))}`;
      this.refreshTokens.set(refreshToken, { revoked: false });
      this.onChange();
      return { ...this.session(refreshToken, loginUrl), refresh_token: refreshToken };
    }
    if (grant === 'refresh_token') {
      const token = form.get('refresh_token') ?? '';
      const state = this.refreshTokens.get(token);
      if (!state || state.revoked) throw new OAuthError(400, 'invalid_grant', 'expired access/refresh token');
      return this.session(token, loginUrl);
    }
    throw new OAuthError(400, 'unsupported_grant_type', 'grant type not supported');
  }

  /** POST /services/oauth2/revoke: a refresh token revokes every session it opened. */
  revoke(token: string): void {
    const refresh = this.refreshTokens.get(token);
    if (refresh && !refresh.revoked) {
      refresh.revoked = true;
      for (const [access, state] of this.accessTokens) if (state.refreshToken === token) this.accessTokens.delete(access);
      this.onChange();
      return;
    }
    if (this.accessTokens.delete(token)) return;
    throw new OAuthError(400, 'unsupported_token_type', 'this token type is not supported');
  }

  /** Whether a bearer token opens a session now. */
  isValidAccessToken(token: string): boolean {
    const state = this.accessTokens.get(token);
    return state !== undefined && state.expiresAt > this.now().getTime();
  }

  /** Ends every open session at once, as the org's session timeout would (a test's lever). */
  expireAccessTokens(): void {
    for (const state of this.accessTokens.values()) state.expiresAt = 0;
  }

  identityUrl(loginUrl: string): string {
    return `${loginUrl}/id/${this.identity.orgId}/${this.identity.userId}`;
  }

  private callbackAllowed(redirect: string): boolean {
    if (this.app.callbackUrls.length > 0) return this.app.callbackUrls.includes(redirect);
    try {
      const url = new URL(redirect);
      return (url.protocol === 'http:' || url.protocol === 'https:') && isLoopback(url);
    } catch {
      return false;
    }
  }

  private session(refreshToken: string, loginUrl: string) {
    const issuedAt = this.now().getTime();
    const accessToken = `${this.identity.orgId.slice(0, 15)}!${base64Url(randomBytes(48))}`;
    this.accessTokens.set(accessToken, { refreshToken, expiresAt: issuedAt + SESSION_TTL_MS });
    const id = this.identityUrl(loginUrl);
    return {
      access_token: accessToken,
      signature: base64Url(createHash('sha256').update(`${id}${issuedAt}${accessToken}`).digest()),
      scope: 'api refresh_token',
      instance_url: loginUrl,
      id,
      token_type: 'Bearer' as const,
      issued_at: String(issuedAt),
    };
  }
}
