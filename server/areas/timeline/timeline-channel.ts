import { and, eq } from 'drizzle-orm';
import type { Server, Socket } from 'socket.io';
import { timelineRoom } from '@/src/contract/entities/timeline';
import type { Db } from '../../db/database';
import { accounts, contacts } from '../../db/schema';
import type { TimelinePush } from '../../activity/activity-log';
import type { AuthContext, SessionStore } from '../session/session-store';
import { timelineEvents } from '@/src/contract/events';
import { ackWith, authenticateSockets, emitEvent, socketAuth } from '../../realtime/namespace';

/**
 * The /timeline channel (spec 1 section 7): a client joins `contacts/{id}` or `accounts/{id}` of its
 * own tenant and receives `entry` for every activity written for that record, by any area.
 */
export function createTimelineChannel(): TimelinePush & { attach(io: Server, sessions: SessionStore, db: Db): void } {
  let io: Server | null = null;
  const ns = () => io?.of('/timeline');

  async function owns(db: Db, auth: AuthContext, room: string): Promise<boolean> {
    const [kind, idText] = room.split('/') as [string, string];
    const id = Number(idText);
    if (!Number.isSafeInteger(id) || id <= 0 || id > 2_147_483_647) return false;
    const table = kind === 'contacts' ? contacts : accounts;
    const [row] = await db
      .select({ id: table.id })
      .from(table)
      .where(and(eq(table.id, id), eq(table.tenantId, auth.tenantId)));
    return row !== undefined;
  }

  function onConnection(socket: Socket, db: Db) {
    const auth = socketAuth(socket);
    const reply = ackWith;
    socket.on('join', (room: unknown, ack: unknown) => {
      const parsed = timelineRoom.safeParse(room);
      if (!parsed.success) return reply(ack, { ok: false, error: 'Invalid room' });
      owns(db, auth, parsed.data)
        .then(async (ok) => {
          if (!ok) return reply(ack, { ok: false, error: 'Not found' });
          await socket.join(parsed.data);
          reply(ack, { ok: true });
        })
        .catch(() => reply(ack, { ok: false, error: 'Server error' }));
    });
    socket.on('leave', (room: unknown, ack: unknown) => {
      if (typeof room === 'string') void socket.leave(room);
      reply(ack, { ok: true });
    });
  }

  return {
    entry(rooms, entry) {
      const channel = ns();
      if (!channel) return;
      for (const room of rooms) emitEvent(channel, room, timelineEvents, 'entry', { room, entry });
    },
    deleted(rooms, id) {
      const channel = ns();
      if (!channel) return;
      for (const room of rooms) emitEvent(channel, room, timelineEvents, 'entryDeleted', { room, _id: id });
    },
    attach(server, sessions, db) {
      io = server;
      const channel = server.of('/timeline');
      authenticateSockets(channel, sessions);
      channel.on('connection', (socket) => onConnection(socket, db));
    },
  };
}
