import path from 'node:path';
import { CRM_API_VERSION, crmOptionsFromEnv, type CrmOptions } from './crm-options';
import { startSimulatedSalesforce, type SimulatedSalesforce } from './simulated-salesforce/simulated-salesforce';

// The simulated org's connected app: it answers on loopback only, so its secret guards nothing.
const SIMULATED_APP = { clientId: 'dialworks-simulated-connected-app', clientSecret: 'simulated-connected-app-secret', callbackUrls: [] };

export interface StartedCrm {
  options: CrmOptions;
  simulated: SimulatedSalesforce | null;
  /** What /api/health and the start-up log say about it. */
  detail: string;
}

/** A real org's connected app from the environment, or the Simulated Salesforce on loopback (its org kept in DATA_DIR). */
export async function startCrm(dataDir: string, env: NodeJS.ProcessEnv = process.env): Promise<StartedCrm> {
  const real = crmOptionsFromEnv(env);
  if (real) return { options: real, simulated: null, detail: `Salesforce connected app at ${real.loginUrl}` };
  const simulated = await startSimulatedSalesforce({
    connectedApp: SIMULATED_APP,
    ...(env.SIMULATED_SALESFORCE_PORT ? { port: Number(env.SIMULATED_SALESFORCE_PORT) } : {}),
    dataFile: path.join(dataDir, 'simulated-salesforce.json'),
  });
  return {
    options: { loginUrl: simulated.url, clientId: SIMULATED_APP.clientId, clientSecret: SIMULATED_APP.clientSecret, apiVersion: CRM_API_VERSION, simulated: true },
    simulated,
    detail: `Simulated Salesforce on ${simulated.url} (a stand-in org, not Salesforce)`,
  };
}
