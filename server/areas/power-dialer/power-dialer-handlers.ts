import type { powerDialerRoutes } from '@/src/contract/routes/power-dialer';
import type { AreaHandlers } from '../../http/handlers';
import type { HandlerDeps } from '../../http/handlers-impl';
import { createPowerDialerPlayService } from './power-dialer-play-service';
import { createPowerDialerSettingsService } from './power-dialer-settings-service';

export function powerDialerHandlers(deps: Pick<HandlerDeps, 'db' | 'clock' | 'realtime'>): AreaHandlers<typeof powerDialerRoutes> {
  const play = createPowerDialerPlayService(deps);
  const settings = createPowerDialerSettingsService(deps.db);
  return {
    listPlayNext: ({ auth, params, query }) => play.next(auth, params.listId, query),
    listPlayResult: ({ auth, params, body }) => play.result(auth, params.listId, params.contactId, body),
    listPlaySkip: ({ auth, params }) => play.skip(auth, params.listId, params.contactId),
    listPlayContactStatus: ({ auth, params }) => play.contactStatus(auth, params.listId, params.contactId),
    listPlayStatus: ({ auth, params }) => play.listStatus(auth, params.listId),
    listPlayFinish: ({ auth, body }) => play.finish(auth, body.listId),
    powerDialerSettings: ({ auth }) => settings.get(auth),
    updatePowerDialerTime: ({ auth, body }) => settings.setTime(auth, body.powerDialerTime),
    updateTenantPowerDialerSettings: ({ auth, body }) => settings.setTenant(auth, body),
  };
}
