import { createHash, randomBytes } from 'node:crypto';
import { startSimulatedSalesforce, type SimulatedSalesforce, type SimulatedSalesforceOptions } from './simulated-salesforce/simulated-salesforce';

/** The connected app the tests' Simulated Salesforce knows. */
export const TEST_APP = { clientId: '3MVG9simulated.test.client', clientSecret: 'simulated-test-secret', callbackUrls: ['http://127.0.0.1:9/api/crm/oauth/callback'] };
export const TEST_CALLBACK = TEST_APP.callbackUrls[0]!;

export const startTestSalesforce = (options: Partial<SimulatedSalesforceOptions> = {}): Promise<SimulatedSalesforce> => startSimulatedSalesforce({ connectedApp: TEST_APP, ...options });

export const pkcePair = () => {
  const verifier = randomBytes(48).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
};

/** What a browser does on the authorize page: open it, press Allow, follow the redirect's code and state. */
export async function approveInBrowser(authorizeUrl: string): Promise<{ code: string | null; state: string | null; error: string | null; page: string }> {
  const page = await (await fetch(authorizeUrl)).text();
  const params = new URL(authorizeUrl).searchParams;
  params.set('decision', 'allow');
  const res = await fetch(new URL('/services/oauth2/authorize', authorizeUrl), { method: 'POST', body: params, redirect: 'manual' });
  const location = new URL(res.headers.get('location') ?? 'http://invalid/');
  return { code: location.searchParams.get('code'), state: location.searchParams.get('state'), error: location.searchParams.get('error'), page };
}
