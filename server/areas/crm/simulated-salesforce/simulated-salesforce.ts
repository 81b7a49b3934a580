import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ApiUsage } from './api-usage';
import { authorizePage, oauthErrorPage } from './authorize-page';
import { debouncedWriter, readOrgFile } from './org-file';
import { OrgStore } from './org-store';
import { OAuthServer, type ConnectedApp } from './oauth-server';
import { handleRest, type RestContext } from './rest-api';
import { SIMULATED_IDENTITY, SIMULATED_REPORTS, seedOrg } from './seed-org';
import { invalidSession, notFound, OAuthError, requestLimitExceeded, SfApiError } from './sf-errors';

export interface SimulatedSalesforceOptions {
  connectedApp: ConnectedApp;
  port?: number;
  host?: string;
  /** The org's records and refresh tokens as JSON (npm start: DATA_DIR/simulated-salesforce.json); absent: memory only. */
  dataFile?: string;
  /** Daily API request allocation (100,000: an Enterprise Edition org's base; a Developer Edition has 15,000). */
  dailyApiLimit?: number;
  /** The authorize page approves at once for the demo user instead of showing Allow / Deny. */
  autoApprove?: boolean;
  now?: () => Date;
}

export interface SimulatedSalesforce {
  /** Login and instance URL alike (one loopback origin). */
  url: string;
  store: OrgStore;
  usage: ApiUsage;
  oauth: OAuthServer;
  close(): Promise<void>;
}

// Versions this org answers; Salesforce retires old ones (below 31.0 since 2025).
const VERSION = /^v(\d{2})\.0$/;
const MIN_VERSION = 31;
const MAX_VERSION = 62;

async function readBody(req: IncomingMessage): Promise<{ text: string; form: URLSearchParams; json: unknown }> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  const type = String(req.headers['content-type'] ?? '');
  let json: unknown = undefined;
  if (type.includes('json') && text !== '') {
    try {
      json = JSON.parse(text);
    } catch {
      throw new SfApiError(400, 'JSON_PARSER_ERROR', 'Unexpected character in the request body');
    }
  }
  return { text, form: new URLSearchParams(type.includes('x-www-form-urlencoded') ? text : ''), json };
}

const send = (res: ServerResponse, status: number, body?: unknown, headers: Record<string, string> = {}) => {
  if (body === undefined) {
    res.writeHead(status, headers).end();
    return;
  }
  const html = typeof body === 'string';
  res.writeHead(status, { 'content-type': html ? 'text/html;charset=UTF-8' : 'application/json;charset=UTF-8', ...headers }).end(html ? body : JSON.stringify(body));
};

const bearer = (req: IncomingMessage) => /^(?:Bearer|OAuth)\s+(.+)$/i.exec(String(req.headers.authorization ?? ''))?.[1] ?? '';

/**
 * The Simulated Salesforce: one loopback HTTP server speaking the part of Salesforce's OAuth and REST
 * APIs the integration uses, as Salesforce documents them (see the files beside this one), so the
 * same jsforce code runs against it and against a real org. It says it is simulated wherever a
 * person sees it (the authorize page, record names, the server's log and health).
 */
export async function startSimulatedSalesforce(options: SimulatedSalesforceOptions): Promise<SimulatedSalesforce> {
  const now = options.now ?? (() => new Date());
  const saved = readOrgFile(options.dataFile);
  const writer = debouncedWriter(options.dataFile, () => ({ org: store.snapshot(), oauth: oauth.snapshot() }));
  const store = new OrgStore(SIMULATED_IDENTITY.userId, saved?.org, () => writer.changed());
  const oauth = new OAuthServer(options.connectedApp, SIMULATED_IDENTITY, now, saved?.oauth, () => writer.changed());
  const usage = new ApiUsage(options.dailyApiLimit ?? 100_000);
  seedOrg(store, now());
  const cursors: RestContext['cursors'] = new Map();
  let url = '';

  const userInfo = () => ({
    sub: oauth.identityUrl(url),
    user_id: SIMULATED_IDENTITY.userId,
    organization_id: SIMULATED_IDENTITY.orgId,
    preferred_username: SIMULATED_IDENTITY.username,
    name: SIMULATED_IDENTITY.displayName,
    email: SIMULATED_IDENTITY.email,
    email_verified: true,
    zoneinfo: 'America/Los_Angeles',
    locale: 'en_US',
    active: true,
    user_type: 'STANDARD',
    urls: { rest: `${url}/services/data/v{version}/`, sobjects: `${url}/services/data/v{version}/sobjects/`, query: `${url}/services/data/v{version}/query/` },
  });

  async function route(req: IncomingMessage, res: ServerResponse) {
    const target = new URL(req.url ?? '/', url);
    const path = target.pathname.replace(/\/+$/, '');
    const method = req.method ?? 'GET';
    const body = await readBody(req);

    if (path === '/services/oauth2/authorize') {
      const params = method === 'POST' ? body.form : target.searchParams;
      const check = oauth.checkAuthorize(params);
      if (!check.ok) return send(res, check.status, oauthErrorPage(check.error, check.description));
      if (method === 'GET' && !options.autoApprove) return send(res, 200, authorizePage(params, SIMULATED_IDENTITY));
      const decision = new URLSearchParams(params);
      decision.delete('decision');
      return send(res, 302, undefined, { location: oauth.decide(decision, options.autoApprove === true || params.get('decision') === 'allow') });
    }
    if (path === '/services/oauth2/token' && method === 'POST') return send(res, 200, oauth.token(body.form, url));
    if (path === '/services/oauth2/revoke') {
      oauth.revoke((method === 'POST' ? body.form : target.searchParams).get('token') ?? '');
      return send(res, 200, undefined);
    }
    if (path === '/services/oauth2/userinfo' || path.startsWith('/id/')) {
      if (!oauth.isValidAccessToken(bearer(req))) return send(res, 403, 'Bad_OAuth_Token', { 'content-type': 'text/plain' });
      return send(res, 200, path.startsWith('/id/') ? { ...userInfo(), id: oauth.identityUrl(url), username: SIMULATED_IDENTITY.username, display_name: SIMULATED_IDENTITY.displayName } : userInfo());
    }
    if (path === '/services/data') {
      return send(
        res,
        200,
        Array.from({ length: MAX_VERSION - MIN_VERSION + 1 }, (_, i) => ({ label: 'Simulated', url: `/services/data/v${MIN_VERSION + i}.0`, version: `${MIN_VERSION + i}.0` })),
      );
    }
    const data = /^\/services\/data\/([^/]+)(?:\/(.*))?$/.exec(path);
    if (!data) throw notFound();
    const version = VERSION.exec(data[1]!);
    if (!version || Number(version[1]) < MIN_VERSION || Number(version[1]) > MAX_VERSION) throw notFound();
    if (!oauth.isValidAccessToken(bearer(req))) throw invalidSession();
    const segments = (data[2] ?? '').split('/');
    const at = now();
    if (segments[0] !== 'limits' && !usage.take(at)) throw requestLimitExceeded();
    const reply = handleRest(
      { store, usage, reports: SIMULATED_REPORTS, now: at, version: `${version[1]}.0`, cursors },
      { method, segments, query: target.searchParams, body: body.json, headers: req.headers },
    );
    return send(res, reply.status, reply.body, { 'sforce-limit-info': usage.header(at) });
  }

  const server = createServer((req, res) => {
    route(req, res).catch((error: unknown) => {
      if (error instanceof SfApiError) return send(res, error.status, error.body());
      if (error instanceof OAuthError) return send(res, error.status, { error: error.error, error_description: error.description });
      send(res, 500, [{ message: error instanceof Error ? error.message : String(error), errorCode: 'UNKNOWN_EXCEPTION', fields: [] }]);
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => resolve());
  });
  const address = server.address() as AddressInfo;
  url = `http://${address.address}:${address.port}`;
  return {
    url,
    store,
    usage,
    oauth,
    async close() {
      writer.flush();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
