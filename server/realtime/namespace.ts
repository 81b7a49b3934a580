import type { Namespace, Socket } from 'socket.io';
import type { EventDef, EventInput } from '../../src/contract/events';
import type { AuthContext, SessionStore } from '../areas/session/session-store';

export type JoinReply = { ok: boolean; error?: string };

/** Every socket of the namespace carries a valid session's bearer token (handshake auth.token); its AuthContext is kept on socket.data. */
export function authenticateSockets(ns: Namespace, sessions: SessionStore, onAuthenticated?: (socket: Socket, auth: AuthContext) => void) {
  ns.use((socket, next) => {
    const token = typeof socket.handshake.auth.token === 'string' ? socket.handshake.auth.token : undefined;
    sessions
      .authenticate(token)
      .then((auth) => {
        socket.data.auth = auth;
        onAuthenticated?.(socket, auth);
        next();
      })
      .catch(() => next(new Error('Authentication required')));
  });
}

export const socketAuth = (socket: Socket) => socket.data.auth as AuthContext;

/** Answers a join or leave when the client asked for an ack. */
export function ackWith(ack: unknown, reply: JoinReply) {
  if (typeof ack === 'function') (ack as (r: JoinReply) => void)(reply);
}

/** Emits an event of a contract table (src/contract/events.ts) to a room, its data typed by the table. */
export function emitEvent<T extends Record<string, EventDef>, E extends keyof T & string>(ns: Namespace | undefined, room: string, _table: T, event: E, data: EventInput<T, E>) {
  ns?.to(room).emit(event, data);
}
