import { io, type Socket } from 'socket.io-client';
import { timelineEntryDeletedEvent, timelineEntryEvent, timelineJoinAck, type TimelineEntry } from '../contract/entities/crm';
import { SOCKET_RECONNECTION_DELAY_MAX_MS, SOCKET_RECONNECTION_DELAY_MS } from '../domain/constants';
import type { Connection } from '../extension/messages';

export interface TimelineListener {
  onEntry(room: string, entry: TimelineEntry): void;
  onEntryDeleted(room: string, entryId: string): void;
  /** The server confirmed the room: entries written before this moment are read by a reload, later ones arrive live. */
  onJoined(room: string): void;
}

export interface TimelineSocket {
  join(room: string): void;
  leave(room: string): void;
  close(): void;
}

/** The /timeline namespace lives on the instance's origin (the rest URL without /api). */
export const timelineUrl = (instance: string) => `${new URL(instance).origin}/timeline`;

/**
 * One socket.io connection to /timeline for the signed-in user. Several UI pages may show the same
 * contact, so rooms are counted: the socket leaves a room when its last viewer does, and joins
 * every open room again after a reconnect (the server forgets rooms with the old connection).
 */
export function connectTimeline(connection: Connection, listener: TimelineListener): TimelineSocket {
  const viewers = new Map<string, number>();
  const socket: Socket = io(timelineUrl(connection.instance), {
    auth: { token: connection.token },
    transports: ['websocket'],
    reconnectionDelay: SOCKET_RECONNECTION_DELAY_MS,
    reconnectionDelayMax: SOCKET_RECONNECTION_DELAY_MAX_MS,
  });
  const join = (room: string) =>
    socket.emit('join', room, (raw: unknown) => {
      const ack = timelineJoinAck.safeParse(raw);
      if (ack.success && ack.data.ok && viewers.has(room)) listener.onJoined(room);
    });
  socket.on('connect', () => {
    for (const room of viewers.keys()) join(room);
  });
  socket.on('entry', (raw: unknown) => {
    const parsed = timelineEntryEvent.safeParse(raw);
    if (parsed.success && viewers.has(parsed.data.room)) listener.onEntry(parsed.data.room, parsed.data.entry);
  });
  socket.on('entryDeleted', (raw: unknown) => {
    const parsed = timelineEntryDeletedEvent.safeParse(raw);
    if (parsed.success && viewers.has(parsed.data.room)) listener.onEntryDeleted(parsed.data.room, parsed.data._id);
  });
  return {
    join(room) {
      const count = viewers.get(room) ?? 0;
      viewers.set(room, count + 1);
      if (count === 0 && socket.connected) join(room);
    },
    leave(room) {
      const count = viewers.get(room) ?? 0;
      if (count <= 1) {
        viewers.delete(room);
        if (count === 1 && socket.connected) socket.emit('leave', room);
      } else viewers.set(room, count - 1);
    },
    close() {
      socket.removeAllListeners();
      socket.disconnect();
    },
  };
}
