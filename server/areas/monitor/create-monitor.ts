import type { Clock } from '../../clock';
import type { Db } from '../../db/database';
import type { Realtime } from '../../realtime/realtime';
import { createAgentPresence, monitorRoom } from './agent-presence';
import { createCallInfoService } from './call-info-service';
import { createCoachGrants } from './coach-grants';
import type { RelayCalls } from '../telephony/relay-calls';

/** The supervisor's monitor, wired once per app: agents' live presence (fed by /updates sockets and phones' reports) and call info. */
export function createMonitor(deps: { db: Db; clock: Clock; realtime: Realtime; relay: { calls: RelayCalls } | null }) {
  const presence = createAgentPresence(deps);
  const warn = (error: unknown) => console.warn('monitor: a line could not be pushed', error);
  deps.realtime.addSocketWatcher({ opened: (auth) => void presence.socketOpened(auth).catch(warn), closed: (auth) => void presence.socketClosed(auth).catch(warn) });
  // monitor/{tenantId}: only the tenant's own room, only with monitor read.
  deps.realtime.addRoomGuard(async (auth, room) => (room.startsWith('monitor/') ? room === monitorRoom(auth.tenantId) && auth.capList.includes('monitor.read') : undefined));
  return { handlerDeps: { presence, callInfo: createCallInfoService({ db: deps.db, presence }), coach: createCoachGrants(deps) } };
}

export type MonitorHandlerDeps = ReturnType<typeof createMonitor>['handlerDeps'];
