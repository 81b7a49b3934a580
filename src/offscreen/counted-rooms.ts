/** A socket that can join and leave rooms (/updates area rooms, /timeline rooms). */
export interface RoomSocket {
  join(room: string): void;
  leave(room: string): void;
}

/**
 * Rooms UI pages asked for, counted: the socket leaves a room only with its last viewer, and a new
 * socket (another sign-in, a reconnect) joins every open room again.
 */
export function createCountedRooms<S extends RoomSocket>() {
  const rooms = new Map<string, number>();
  let socket: S | null = null;
  return {
    attach(next: S | null) {
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
