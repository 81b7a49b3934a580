import type { ExtensionMessage } from '../extension/messages';
import type { Connection } from '../contract/connection';
import { createCountedRooms } from './counted-rooms';
import { connectTimeline, type TimelineSocket } from '../client/timeline-socket';

type UiMessage = Extract<ExtensionMessage, { target: 'ui' }>;

/**
 * The offscreen side of the live timeline: keeps the rooms UI pages asked for across sign-ins
 * (a new connection re-joins them) and broadcasts each entry to UI pages as a typed message.
 */
export function createTimelineRelay(broadcast: (message: UiMessage) => void, connect: typeof connectTimeline = connectTimeline) {
  const rooms = createCountedRooms<TimelineSocket>();
  let socket: TimelineSocket | null = null;
  return {
    connect(connection: Connection | null) {
      socket?.close();
      socket = null;
      rooms.attach(null);
      if (!connection) return;
      socket = connect(connection, {
        onEntry: (room, entry) => broadcast({ target: 'ui', type: 'timeline.entry', room, entry }),
        onEntryDeleted: (room, entryId) => broadcast({ target: 'ui', type: 'timeline.entryDeleted', room, entryId }),
        onJoined: (room) => broadcast({ target: 'ui', type: 'timeline.joined', room }),
      });
      rooms.attach(socket);
    },
    join: rooms.join,
    leave: rooms.leave,
  };
}
