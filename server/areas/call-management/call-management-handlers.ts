import type { callManagementRoutes } from '@/src/contract/routes/call-management';
import type { Clock } from '../../clock';
import type { Db } from '../../db/database';
import type { SmsProvider } from '../sms/sms-provider';
import { createCallerIdService } from './caller-id-service';
import type { AreaHandlers } from '../../http/handlers';
import { createInboundCallSettings } from './inbound-call-settings';
import { createTelephonySettingsService } from '../telephony/telephony-settings-service';
import { checkRegionNumbers } from './region-numbers';

export function callManagementHandlers(deps: { db: Db; clock: Clock; messaging: { smsProvider: SmsProvider } }): AreaHandlers<typeof callManagementRoutes> {
  const settings = createInboundCallSettings(deps.db);
  const callerId = createCallerIdService({ db: deps.db, clock: deps.clock, sms: deps.messaging.smsProvider });
  const telephony = createTelephonySettingsService(deps.db);
  return {
    inboundCallSettings: ({ auth }) => settings.get(auth),
    updateInboundCallSettings: async ({ auth, body }) => {
      await checkRegionNumbers(deps.db, auth.tenantId, [body.forwardingNumber]);
      return settings.set(auth, body);
    },
    updateOwnConnectionType: async ({ auth, body }) => {
      await telephony.setConnectionType(auth.tenantId, auth.userId, body.connectionType);
      return { connectionType: body.connectionType };
    },
    callerId: ({ auth }) => callerId.state(auth),
    updateCallerId: async ({ auth, body }) => {
      await checkRegionNumbers(deps.db, auth.tenantId, [body.otherCallerId]);
      return callerId.update(auth, body);
    },
    verifyCallerId: async ({ auth, body }) => {
      await checkRegionNumbers(deps.db, auth.tenantId, [body.number]);
      return callerId.sendCode(auth, body.number);
    },
    confirmCallerId: ({ auth, body }) => callerId.confirm(auth, body.code),
    callbackNotice: async ({ auth }) => ({ mediaId: await settings.callbackNotice(auth) }),
    updateCallbackNotice: async ({ auth, body }) => ({ mediaId: await settings.setCallbackNotice(auth, body.mediaId) }),
    voicemailGreeting: async ({ auth }) => ({ mediaId: await settings.greeting(auth) }),
    updateVoicemailGreeting: async ({ auth, body }) => ({ mediaId: await settings.setGreeting(auth, body.mediaId) }),
  };
}
