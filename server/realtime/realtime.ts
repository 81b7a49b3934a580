import type { Server as HttpServer } from 'node:http';
import { Server } from 'socket.io';
import { updatesEvents, type EventInput, type EventsToRoom, type UpdatesEvents } from '../../src/contract/events';
import { ackWith, authenticateSockets, emitEvent, socketAuth } from './namespace';
import type { AuthContext, SessionStore } from '../areas/session/session-store';

type Updates = UpdatesEvents;
type AreaRoomEvent = EventsToRoom<Updates, 'sms' | 'quickcall' | 'incomingPstn' | 'conference' | 'monitor'>;

/** Push to the /updates namespace; rooms are scoped by tenant and user. Events and their data are those of src/contract/events.ts. */
export interface Realtime {
  toTenant<E extends EventsToRoom<Updates, 'tenant'>>(tenantId: number, event: E, data: EventInput<Updates, E>): void;
  toUser<E extends EventsToRoom<Updates, 'user'>>(userId: number, event: E, data: EventInput<Updates, E>): void;
  /** Push to a joinable room (sms/{threadId}; telephony: incomingPstn/{id}, quickcall/{callId}, conference/{id}). */
  toRoom<E extends AreaRoomEvent>(room: string, event: E, data: EventInput<Updates, E>): void;
  /** Decides which rooms a socket may `join`; each area checks its own rooms (tenant scope). */
  addRoomGuard(guard: RoomGuard): void;
  /** Told of each authenticated socket opening and closing (the monitor's live presence). */
  addSocketWatcher(watcher: SocketWatcher): void;
}

export interface SocketWatcher {
  opened(auth: AuthContext): void;
  closed(auth: AuthContext): void;
}

/** true: allowed; false: forbidden; undefined: not this guard's room. */
export type RoomGuard = (auth: AuthContext, room: string) => Promise<boolean | undefined>;

export const tenantRoom = (tenantId: number) => `tenant/${tenantId}`;
export const userRoom = (userId: number) => `user/${userId}`;

export function createRealtime(): Realtime & { attach(server: HttpServer, sessions: SessionStore): Server; close(): Promise<void> } {
  let io: Server | null = null;
  const updates = () => io?.of('/updates');
  const guards: RoomGuard[] = [];
  const watchers: SocketWatcher[] = [];
  const mayJoin = async (auth: AuthContext, room: unknown) => {
    if (typeof room !== 'string' || room.length > 200) return false;
    for (const guard of guards) {
      const verdict = await guard(auth, room);
      if (verdict !== undefined) return verdict;
    }
    return false;
  };
  return {
    toTenant: (tenantId, event, data) => emitEvent(updates(), tenantRoom(tenantId), updatesEvents, event, data),
    toUser: (userId, event, data) => emitEvent(updates(), userRoom(userId), updatesEvents, event, data),
    toRoom: (room, event, data) => emitEvent(updates(), room, updatesEvents, event, data),
    addRoomGuard: (guard) => void guards.push(guard),
    addSocketWatcher: (watcher) => void watchers.push(watcher),
    attach(server, sessions) {
      io = new Server(server, { cors: { origin: true }, serveClient: false });
      const ns = io.of('/updates');
      authenticateSockets(ns, sessions, (socket, auth) => void socket.join([tenantRoom(auth.tenantId), userRoom(auth.userId)]));
      // join / leave of area rooms; the ack answers { ok, error? }. Tenant and user rooms are fixed.
      ns.on('connection', (socket) => {
        const auth = socketAuth(socket);
        for (const watcher of watchers) watcher.opened(auth);
        socket.on('disconnect', () => {
          for (const watcher of watchers) watcher.closed(auth);
        });
        const ack = ackWith;
        socket.on('join', (room: unknown, cb?: unknown) => {
          mayJoin(socketAuth(socket), room)
            .then((ok) => {
              if (ok) void socket.join(room as string);
              ack(cb, ok ? { ok } : { ok, error: 'Forbidden room' });
            })
            .catch(() => ack(cb, { ok: false, error: 'Forbidden room' }));
        });
        socket.on('leave', (room: unknown, cb?: unknown) => {
          if (typeof room === 'string' && !room.startsWith('tenant/') && !room.startsWith('user/')) void socket.leave(room);
          ack(cb, { ok: true });
        });
      });
      return io;
    },
    async close() {
      await io?.close();
      io = null;
    },
  };
}
