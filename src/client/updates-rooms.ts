import type { UpdatesSocket } from './updates-socket';

/**
 * The offscreen side of area rooms on /updates (sms/{threadId}): counts the pages that asked for each
 * room, so the socket leaves a room only with its last viewer, and a new socket (another sign-in)
 * joins every open room again.
 */
export function createUpdatesRooms() {
  const rooms = new Map<string, number>();
  let socket: UpdatesSocket | null = null;
  return {
    attach(next: UpdatesSocket | null) {
      socket = next;
      if (next) for (const [room, count] of rooms) for (let i = 0; i < count; i++) next.join(room);
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
