import type { callManagementRoutes } from '@/src/contract/routes/call-management';
import type { Db } from '../../db/database';
import type { AreaHandlers } from '../../http/handlers';
import { createInboundCallSettings } from './inbound-call-settings';

export function callManagementHandlers(deps: { db: Db }): AreaHandlers<typeof callManagementRoutes> {
  const settings = createInboundCallSettings(deps.db);
  return {
    inboundCallSettings: ({ auth }) => settings.get(auth),
    updateInboundCallSettings: ({ auth, body }) => settings.set(auth, body),
    voicemailGreeting: async ({ auth }) => ({ mediaId: await settings.greeting(auth) }),
    updateVoicemailGreeting: async ({ auth, body }) => ({ mediaId: await settings.setGreeting(auth, body.mediaId) }),
  };
}
