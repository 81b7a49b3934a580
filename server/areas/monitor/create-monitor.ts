import type { Clock } from '../../clock';
import type { Db } from '../../db/database';
import type { Realtime } from '../../realtime/realtime';
import type { PresenceStore } from '../session/presence-store';
import { createAgentPresence, monitorRoom } from './agent-presence';
import { createCallInfoService } from './call-info-service';
import { createCoachGrants } from './coach-grants';
import type { RelayCalls } from '../telephony/relay-calls';
import type { NgClient } from '../telephony/media/ng-client';
import { createListenService } from './listen-service';

/** The supervisor's monitor, wired once per app: agents' live presence (fed by /updates sockets and phones' reports), listening, coaching grants and call info. */
export function createMonitor(deps: { db: Db; clock: Clock; realtime: Realtime; presence: PresenceStore; relay: { ng: NgClient; calls: RelayCalls } | null }) {
  const presence = createAgentPresence({ db: deps.db, clock: deps.clock, realtime: deps.realtime, statuses: deps.presence });
  const listen = createListenService({ db: deps.db, relay: deps.relay });
  const warn = (error: unknown) => console.warn('monitor: a line could not be pushed', error);
  deps.realtime.addSocketWatcher({
    opened: (auth) => void presence.socketOpened(auth).catch(warn),
    // A supervisor whose browser went stops listening: only the monitoring leg ends, never the rep's call.
    closed: (auth) =>
      void presence
        .socketClosed(auth)
        .then((gone) => (gone ? listen.stopAllOf(auth.userId) : undefined))
        .catch(warn),
  });
  // monitor/{tenantId}: only the tenant's own room, only with monitor read.
  deps.realtime.addRoomGuard(async (auth, room) => (room.startsWith('monitor/') ? room === monitorRoom(auth.tenantId) && auth.capList.includes('monitor.read') : undefined));
  return { handlerDeps: { presence, callInfo: createCallInfoService({ db: deps.db, presence }), coach: createCoachGrants(deps), listen } };
}

export type MonitorHandlerDeps = ReturnType<typeof createMonitor>['handlerDeps'];
