import { describe, expect, it } from 'vitest';
import { createUpdatesRooms } from './updates-rooms';
import type { UpdatesSocket } from '../client/updates-socket';

function fakeSocket() {
  const calls: string[] = [];
  const socket: UpdatesSocket = { join: (room) => calls.push(`join ${room}`), leave: (room) => calls.push(`leave ${room}`), close: () => calls.push('close') };
  return { socket, calls };
}

describe('area rooms of the /updates socket (offscreen)', () => {
  it('joins rooms asked for before the socket exists once it is attached', () => {
    const rooms = createUpdatesRooms();
    rooms.join('sms/4');
    const { socket, calls } = fakeSocket();
    rooms.attach(socket);
    expect(calls).toEqual(['join sms/4']);
  });

  it('joins every open room again on a new socket, as often as pages asked, and forgets left rooms', () => {
    const rooms = createUpdatesRooms();
    const first = fakeSocket();
    rooms.attach(first.socket);
    rooms.join('sms/4');
    rooms.join('sms/4');
    rooms.join('sms/9');
    rooms.leave('sms/9');
    rooms.leave('sms/1');
    const second = fakeSocket();
    rooms.attach(second.socket);
    expect(first.calls).toEqual(['join sms/4', 'join sms/4', 'join sms/9', 'leave sms/9']);
    expect(second.calls).toEqual(['join sms/4', 'join sms/4']);
  });
});
