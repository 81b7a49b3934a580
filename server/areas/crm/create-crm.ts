import type { Clock } from '../../clock';
import type { Db } from '../../db/database';
import type { CrmOptions } from './crm-options';
import { createCrmConnectionService, type CrmConnectionService } from './crm-connection-service';
import { createCrmSecret } from './crm-secret';
import { createSalesforceCrm } from './salesforce-crm';

export interface CrmHandlerDeps {
  connections: CrmConnectionService;
}

/** The CRM area: the tenant's connection to the org npm start configured (a connected app or the Simulated Salesforce), if any. */
export function createCrm(deps: { db: Db; clock: Clock; secret: string; options: CrmOptions | undefined }) {
  let publicUrl: string | null = null;
  const connections = createCrmConnectionService({
    db: deps.db,
    clock: deps.clock,
    secret: createCrmSecret(deps.secret),
    crm: deps.options ? createSalesforceCrm(deps.options, () => deps.clock.now()) : null,
    simulated: deps.options?.simulated ?? false,
    redirectUri: () => {
      if (deps.options?.callbackUrl) return deps.options.callbackUrl;
      if (!publicUrl) throw new Error('The CRM callback address is known once the server listens (or set SALESFORCE_CALLBACK_URL)');
      return `${publicUrl}/api/crm/oauth/callback`;
    },
  });
  return {
    handlerDeps: { connections } satisfies CrmHandlerDeps,
    setPublicUrl(url: string) {
      publicUrl = url;
    },
  };
}
