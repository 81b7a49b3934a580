import type { callManagementRoutes } from '@/src/contract/routes/call-management';
import type { Db } from '../../db/database';
import type { AreaHandlers } from '../../http/handlers';
import { createInboundCallSettings } from './inbound-call-settings';
import { createTelephonySettingsService } from '../telephony/telephony-settings-service';

export function callManagementHandlers(deps: { db: Db }): AreaHandlers<typeof callManagementRoutes> {
  const settings = createInboundCallSettings(deps.db);
  const telephony = createTelephonySettingsService(deps.db);
  return {
    inboundCallSettings: ({ auth }) => settings.get(auth),
    updateInboundCallSettings: ({ auth, body }) => settings.set(auth, body),
    updateOwnConnectionType: async ({ auth, body }) => {
      await telephony.setConnectionType(auth.tenantId, auth.userId, body.connectionType);
      return { connectionType: body.connectionType };
    },
    voicemailGreeting: async ({ auth }) => ({ mediaId: await settings.greeting(auth) }),
    updateVoicemailGreeting: async ({ auth, body }) => ({ mediaId: await settings.setGreeting(auth, body.mediaId) }),
  };
}
