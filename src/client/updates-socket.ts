import { io, type Socket } from 'socket.io-client';
import { SOCKET_RECONNECTION_DELAY_MAX_MS, SOCKET_RECONNECTION_DELAY_MS } from '../domain/constants';
import type { Connection } from '../extension/messages';

export interface UpdatesListener {
  onStatus(connected: boolean): void;
  onEvent(event: string, data: unknown): void;
  /** The server let the socket into an area room (sms/{threadId}): later events arrive live. */
  onJoined?(room: string): void;
}

export interface UpdatesSocket {
  /** Joins an area room; rooms are counted (several pages may show one thread) and joined again after a reconnect. */
  join(room: string): void;
  leave(room: string): void;
  close(): void;
}

/** The /updates namespace lives on the instance's origin (the rest URL without /api). */
export const updatesUrl = (instance: string) => `${new URL(instance).origin}/updates`;

/** One socket.io connection to /updates for the signed-in user; reconnects after 5-10 s. */
export function connectUpdates(connection: Connection, listener: UpdatesListener): UpdatesSocket {
  const rooms = new Map<string, number>();
  const socket: Socket = io(updatesUrl(connection.instance), {
    auth: { token: connection.token },
    transports: ['websocket'],
    reconnectionDelay: SOCKET_RECONNECTION_DELAY_MS,
    reconnectionDelayMax: SOCKET_RECONNECTION_DELAY_MAX_MS,
  });
  const join = (room: string) =>
    socket.emit('join', room, (ack: unknown) => {
      if (typeof ack === 'object' && ack !== null && (ack as { ok?: unknown }).ok === true && rooms.has(room)) listener.onJoined?.(room);
    });
  socket.on('connect', () => {
    listener.onStatus(true);
    // The server forgets rooms with the old connection.
    for (const room of rooms.keys()) join(room);
  });
  socket.on('disconnect', () => listener.onStatus(false));
  socket.on('connect_error', () => listener.onStatus(false));
  socket.onAny((event: string, data: unknown) => listener.onEvent(event, data));
  return {
    join(room) {
      const count = rooms.get(room) ?? 0;
      rooms.set(room, count + 1);
      if (count === 0 && socket.connected) join(room);
      else if (count > 0) listener.onJoined?.(room);
    },
    leave(room) {
      const count = rooms.get(room) ?? 0;
      if (count > 1) return void rooms.set(room, count - 1);
      if (count === 1) {
        rooms.delete(room);
        if (socket.connected) socket.emit('leave', room);
      }
    },
    close() {
      socket.removeAllListeners();
      socket.disconnect();
    },
  };
}
