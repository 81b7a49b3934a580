import type { Connection, ExtensionMessage } from '../extension/messages';
import { connectTimeline, type TimelineSocket } from './timeline-socket';

type UiMessage = Extract<ExtensionMessage, { target: 'ui' }>;

/**
 * The offscreen side of the live timeline: keeps the rooms UI pages asked for across sign-ins
 * (a new connection re-joins them) and broadcasts each entry to UI pages as a typed message.
 */
export function createTimelineRelay(broadcast: (message: UiMessage) => void, connect: typeof connectTimeline = connectTimeline) {
  const rooms = new Map<string, number>();
  let socket: TimelineSocket | null = null;
  return {
    connect(connection: Connection | null) {
      socket?.close();
      socket = null;
      if (!connection) return;
      socket = connect(connection, {
        onEntry: (room, entry) => broadcast({ target: 'ui', type: 'timeline.entry', room, entry }),
        onEntryDeleted: (room, entryId) => broadcast({ target: 'ui', type: 'timeline.entryDeleted', room, entryId }),
        onJoined: (room) => broadcast({ target: 'ui', type: 'timeline.joined', room }),
      });
      for (const [room, count] of rooms) for (let i = 0; i < count; i++) socket.join(room);
    },
    join(room: string) {
      rooms.set(room, (rooms.get(room) ?? 0) + 1);
      socket?.join(room);
    },
    leave(room: string) {
      const count = rooms.get(room) ?? 0;
      if (count === 0) return;
      if (count === 1) rooms.delete(room);
      else rooms.set(room, count - 1);
      socket?.leave(room);
    },
  };
}
