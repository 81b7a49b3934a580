import type { crmRoutes } from '@/src/contract/routes/crm';
import type { AreaHandlers } from '../../http/handlers';
import type { CrmHandlerDeps } from './create-crm';

export function crmHandlers(deps: { crm: CrmHandlerDeps }): AreaHandlers<typeof crmRoutes> {
  const { connections } = deps.crm;
  return {
    crmAuthenticate: ({ auth }) => connections.startConnect(auth),
    crmOAuthCallback: ({ query }) => connections.finishConnect(query),
    crmStatus: ({ auth }) => connections.status(auth),
    crmDisconnect: ({ auth }) => connections.disconnect(auth),
  };
}
