import type { Connection } from '../contract/connection';
import type { TimelineEntry } from '../contract/entities/timeline';
import { timelineEvents } from '../contract/events';
import { connectNamespace, type NamespaceSocket } from './namespace-socket';

export interface TimelineListener {
  onEntry(room: string, entry: TimelineEntry): void;
  onEntryDeleted(room: string, entryId: string): void;
  /** The server confirmed the room: entries written before this moment are read by a reload, later ones arrive live. */
  onJoined(room: string): void;
}

export type TimelineSocket = Pick<NamespaceSocket, 'join' | 'leave' | 'close'>;

/**
 * The /timeline namespace for the signed-in user. Several UI pages may show the same contact, so
 * rooms are counted: the socket leaves a room when its last viewer does.
 */
export function connectTimeline(connection: Connection, listener: TimelineListener): TimelineSocket {
  const socket: NamespaceSocket = connectNamespace(connection, 'timeline', timelineEvents, {
    onJoined: (room) => listener.onJoined(room),
    on: { entry: ({ room, entry }) => socket.has(room) && listener.onEntry(room, entry), entryDeleted: ({ room, _id }) => socket.has(room) && listener.onEntryDeleted(room, _id) },
  });
  return socket;
}
