import type { Server as HttpServer } from 'node:http';
import { Server } from 'socket.io';
import type { SessionStore } from '../services/session-store';

/** Push to the /updates namespace; rooms are scoped by tenant and user. */
export interface Realtime {
  toTenant(tenantId: number, event: string, data: unknown): void;
  toUser(userId: number, event: string, data: unknown): void;
}

export const tenantRoom = (tenantId: number) => `tenant/${tenantId}`;
export const userRoom = (userId: number) => `user/${userId}`;

export function createRealtime(): Realtime & { attach(server: HttpServer, sessions: SessionStore): Server; close(): Promise<void> } {
  let io: Server | null = null;
  const updates = () => io?.of('/updates');
  return {
    toTenant: (tenantId, event, data) => void updates()?.to(tenantRoom(tenantId)).emit(event, data),
    toUser: (userId, event, data) => void updates()?.to(userRoom(userId)).emit(event, data),
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
      return io;
    },
    async close() {
      await io?.close();
      io = null;
    },
  };
}
