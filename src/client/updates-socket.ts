import { io, type Socket } from 'socket.io-client';
import { SOCKET_RECONNECTION_DELAY_MAX_MS, SOCKET_RECONNECTION_DELAY_MS } from '../domain/constants';
import type { Connection } from '../extension/messages';

export interface UpdatesListener {
  onStatus(connected: boolean): void;
  onEvent(event: string, data: unknown): void;
}

/** The /updates namespace lives on the instance's origin (the rest URL without /api). */
export const updatesUrl = (instance: string) => `${new URL(instance).origin}/updates`;

/** One socket.io connection to /updates for the signed-in user; reconnects after 5-10 s. */
export function connectUpdates(connection: Connection, listener: UpdatesListener): () => void {
  const socket: Socket = io(updatesUrl(connection.instance), {
    auth: { token: connection.token },
    transports: ['websocket'],
    reconnectionDelay: SOCKET_RECONNECTION_DELAY_MS,
    reconnectionDelayMax: SOCKET_RECONNECTION_DELAY_MAX_MS,
  });
  socket.on('connect', () => listener.onStatus(true));
  socket.on('disconnect', () => listener.onStatus(false));
  socket.on('connect_error', () => listener.onStatus(false));
  socket.onAny((event: string, data: unknown) => listener.onEvent(event, data));
  return () => {
    socket.removeAllListeners();
    socket.disconnect();
  };
}
