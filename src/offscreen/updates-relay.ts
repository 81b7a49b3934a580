import { connectUpdates, type UpdatesSocket } from '../client/updates-socket';
import type { Connection } from '../contract/connection';
import type { UiMessage } from '../extension/messages';
import { createUpdatesRooms } from './updates-rooms';

/**
 * The offscreen side of /updates: one socket per sign-in whose status, events and joined rooms are
 * broadcast to every UI page; the area rooms pages asked for (sms/{threadId}) are joined again on a
 * new connection.
 */
export function createUpdatesRelay(broadcast: (message: UiMessage) => void, connect: typeof connectUpdates = connectUpdates) {
  let socket: UpdatesSocket | null = null;
  let connected = false;
  const rooms = createUpdatesRooms();
  const statusListeners = new Set<(connected: boolean) => void>();
  const setConnected = (value: boolean) => {
    connected = value;
    broadcast({ target: 'ui', type: 'updates.status', connected: value });
    for (const listener of statusListeners) listener(value);
  };
  return {
    connected: () => connected,
    /** Told each time the socket connects or drops (in this document). */
    onStatus(listener: (connected: boolean) => void) {
      statusListeners.add(listener);
      return () => void statusListeners.delete(listener);
    },
    connect(connection: Connection | null) {
      socket?.close();
      socket = null;
      rooms.attach(null);
      setConnected(false);
      if (!connection) return;
      socket = connect(connection, {
        onStatus: setConnected,
        onEvent: (event, data) => broadcast({ target: 'ui', type: 'updates.event', event, data }),
        onJoined: (room) => broadcast({ target: 'ui', type: 'updates.joined', room }),
      });
      rooms.attach(socket);
    },
    join: rooms.join,
    leave: rooms.leave,
  };
}
