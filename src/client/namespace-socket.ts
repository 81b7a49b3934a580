import { io, type Socket } from 'socket.io-client';
import type { Connection } from '../contract/connection';
import { joinAck, parseEvent, type EventData, type EventDef } from '../contract/events';
import { SOCKET_RECONNECTION_DELAY_MAX_MS, SOCKET_RECONNECTION_DELAY_MS } from '../domain/constants';

/** A namespace lives on the instance's origin (the rest URL without /api). */
export const namespaceUrl = (instance: string, namespace: string) => `${new URL(instance).origin}/${namespace}`;

/** socket.io's own reconnection delays (1 s growing to 5 s), for a socket that must come back quickly. */
export const QUICK_RECONNECTION = { reconnectionDelay: 1000, reconnectionDelayMax: 5000 };

/** Opens a socket.io connection to a namespace of the instance for the signed-in user (WebSocket only); reconnects after 5-10 s unless told otherwise. */
export function openNamespace(connection: Connection, namespace: string, delays = { reconnectionDelay: SOCKET_RECONNECTION_DELAY_MS, reconnectionDelayMax: SOCKET_RECONNECTION_DELAY_MAX_MS }): Socket {
  return io(namespaceUrl(connection.instance, namespace), { auth: { token: connection.token }, transports: ['websocket'], ...delays });
}

export interface NamespaceListener<T extends Record<string, EventDef>> {
  onStatus?(connected: boolean): void;
  /** The server let the socket into a room: later events arrive live, earlier ones are read by a reload. */
  onJoined?(room: string): void;
  /** Handlers by event, each given its data parsed by the table; an event that does not fit its schema is dropped. */
  on?: { [E in keyof T]?: (data: EventData<T, E>) => void };
  /** Every event of the table, parsed (the offscreen relay forwards them all to the pages). */
  onAny?(event: keyof T & string, data: unknown): void;
}

export interface NamespaceSocket {
  /** Whether some viewer still holds the room (an event may race a leave). */
  has(room: string): boolean;
  /** Joins a room; rooms are counted (several pages may show one room) and joined again after a reconnect. */
  join(room: string): void;
  leave(room: string): void;
  close(): void;
}

/**
 * One connection to a namespace whose events are those of `events` (src/contract/events.ts).
 * `announceRepeatJoins`: a second viewer of a room already joined is told at once that it is in.
 */
export function connectNamespace<T extends Record<string, EventDef>>(
  connection: Connection,
  namespace: string,
  events: T,
  listener: NamespaceListener<T>,
  options: { announceRepeatJoins?: boolean } = {},
): NamespaceSocket {
  const rooms = new Map<string, number>();
  const socket = openNamespace(connection, namespace);
  const join = (room: string) =>
    socket.emit('join', room, (raw: unknown) => {
      const ack = joinAck.safeParse(raw);
      if (ack.success && ack.data.ok && rooms.has(room)) listener.onJoined?.(room);
    });
  socket.on('connect', () => {
    listener.onStatus?.(true);
    // The server forgets rooms with the old connection.
    for (const room of rooms.keys()) join(room);
  });
  socket.on('disconnect', () => listener.onStatus?.(false));
  socket.on('connect_error', () => listener.onStatus?.(false));
  socket.onAny((event: string, raw: unknown) => {
    if (!Object.hasOwn(events, event)) return;
    const data = parseEvent(events, event, raw);
    // A push that does not fit its contract (an SMS without an id: spec 1 section 8) is ignored with a warning.
    if (data === null) return console.warn(`${namespace} push '${event}' ignored: it does not fit its contract`);
    listener.on?.[event]?.(data);
    listener.onAny?.(event, data);
  });
  return {
    has: (room) => rooms.has(room),
    join(room) {
      const count = rooms.get(room) ?? 0;
      rooms.set(room, count + 1);
      if (count === 0 && socket.connected) join(room);
      else if (count > 0 && options.announceRepeatJoins) listener.onJoined?.(room);
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
