import { z } from 'zod';
import { crmCallbackQuery, crmStatus } from '../entities/crm';
import { defineRoute } from '../route';

const admin = { auth: 'session', scope: 'settings.admin' } as const;

/** The CRM integration (spec 3 integrations: authenticate to CRM answers payload.url; spec 1 /crm). */
export const crmRoutes = {
  /** Starts a connect: the CRM's authorize address (OAuth 2.0 web server flow with PKCE) for the administrator's browser. */
  crmAuthenticate: defineRoute({ method: 'POST', path: '/crm/authenticate', reply: z.object({ url: z.string().url() }), retry: false, ...admin }),
  /**
   * The OAuth callback the CRM's authorize page redirects to: the attempt's state (single use, 10 minutes)
   * names the tenant and administrator that started it, so it needs no session.
   */
  crmOAuthCallback: defineRoute({
    method: 'GET',
    path: '/crm/oauth/callback',
    query: crmCallbackQuery,
    reply: z.object({ connected: z.literal(true), orgId: z.string(), instanceUrl: z.string() }),
    auth: 'none',
    retry: false,
  }),
  crmStatus: defineRoute({ method: 'GET', path: '/crm/status', reply: crmStatus, auth: 'session' }),
  /** Revokes the stored token at the CRM and forgets the connection. */
  crmDisconnect: defineRoute({ method: 'DELETE', path: '/crm/connection', reply: z.object({ disconnected: z.literal(true) }), retry: false, ...admin }),
};
