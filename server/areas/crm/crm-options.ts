/**
 * Which Salesforce org the server connects tenants to: a real org's connected app (SALESFORCE_CLIENT_ID,
 * SALESFORCE_CLIENT_SECRET, SALESFORCE_LOGIN_URL, SALESFORCE_CALLBACK_URL), or else the Simulated
 * Salesforce npm start runs on loopback.
 */
export interface CrmOptions {
  /** https://login.salesforce.com, https://test.salesforce.com (sandboxes), a My Domain, or the simulated org's address. */
  loginUrl: string;
  clientId: string;
  clientSecret: string;
  /** The OAuth callback registered on the connected app; default this server's /api/crm/oauth/callback. */
  callbackUrl?: string;
  /** REST API version the client speaks. */
  apiVersion: string;
  simulated: boolean;
}

export const CRM_API_VERSION = '62.0';

export function crmOptionsFromEnv(env: NodeJS.ProcessEnv): CrmOptions | null {
  if (!env.SALESFORCE_CLIENT_ID || !env.SALESFORCE_CLIENT_SECRET) return null;
  return {
    loginUrl: env.SALESFORCE_LOGIN_URL ?? 'https://login.salesforce.com',
    clientId: env.SALESFORCE_CLIENT_ID,
    clientSecret: env.SALESFORCE_CLIENT_SECRET,
    ...(env.SALESFORCE_CALLBACK_URL ? { callbackUrl: env.SALESFORCE_CALLBACK_URL } : {}),
    apiVersion: env.SALESFORCE_API_VERSION ?? CRM_API_VERSION,
    simulated: false,
  };
}
