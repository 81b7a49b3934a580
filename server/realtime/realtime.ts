import type { Server as HttpServer } from 'node:http';
import { Server } from 'socket.io';
import type { AuthContext, SessionStore } from '../areas/session/session-store';

/** Push to the /updates namespace; rooms are scoped by tenant and user. */
export interface Realtime {
  toTenant(tenantId: number, event: string, data: unknown): void;
  toUser(userId: number, event: string, data: unknown): void;
  /** Push to a joinable room (telephony: incomingPstn/{id}, quickcall/{callId}, conference/{id}). */
  toRoom(room: string, event: string, data: unknown): void;
  /** Decides which rooms a socket may `join`; each area checks its own rooms (tenant scope). */
  addRoomGuard(guard: RoomGuard): void;
}

/** true: allowed; false: forbidden; undefined: not this guard's room. */
export type RoomGuard = (auth: AuthContext, room: string) => Promise<boolean | undefined>;

export const tenantRoom = (tenantId: number) => `tenant/${tenantId}`;
export const userRoom = (userId: number) => `user/${userId}`;

export function createRealtime(): Realtime & { attach(server: HttpServer, sessions: SessionStore): Server; close(): Promise<void> } {
  let io: Server | null = null;
  const updates = () => io?.of('/updates');
  const guards: RoomGuard[] = [];
  const mayJoin = async (auth: AuthContext, room: unknown) => {
    if (typeof room !== 'string' || room.length > 200) return false;
    for (const guard of guards) {
      const verdict = await guard(auth, room);
      if (verdict !== undefined) return verdict;
    }
    return false;
  };
  return {
    toTenant: (tenantId, event, data) => void updates()?.to(tenantRoom(tenantId)).emit(event, data),
    toUser: (userId, event, data) => void updates()?.to(userRoom(userId)).emit(event, data),
    toRoom: (room, event, data) => void updates()?.to(room).emit(event, data),
    addRoomGuard: (guard) => void guards.push(guard),
    attach(server, sessions) {
      io = new Server(server, { cors: { origin: true }, serveClient: false });
      const ns = io.of('/updates');
      ns.use((socket, next) => {
        const token = typeof socket.handshake.auth.token === 'string' ? socket.handshake.auth.token : undefined;
        sessions
          .authenticate(token)
          .then((auth) => {
            socket.data.auth = auth;
            void socket.join([tenantRoom(auth.tenantId), userRoom(auth.userId)]);
            next();
          })
          .catch(() => next(new Error('Authentication required')));
      });
      // join / leave of area rooms; the ack answers { ok, error? }. Tenant and user rooms are fixed.
      ns.on('connection', (socket) => {
        const ack = (cb: unknown, reply: { ok: boolean; error?: string }) => {
          if (typeof cb === 'function') (cb as (r: typeof reply) => void)(reply);
        };
        socket.on('join', (room: unknown, cb?: unknown) => {
          mayJoin(socket.data.auth as AuthContext, room)
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
