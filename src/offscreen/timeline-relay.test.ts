import { describe, expect, it } from 'vitest';
import type { TimelineEntry } from '../contract';
import type { ExtensionMessage } from '../extension/messages';
import { createTimelineRelay } from './timeline-relay';
import type { TimelineListener, TimelineSocket } from '../client/timeline-socket';

const connection = { instance: 'http://localhost:4100/api', token: 't' };
const entry = { _id: '1' } as TimelineEntry;

function fakeSockets() {
  const made: Array<{ token: string; joins: string[]; leaves: string[]; closed: boolean; listener: TimelineListener }> = [];
  const connect = (c: { token: string }, listener: TimelineListener): TimelineSocket => {
    const socket = { token: c.token, joins: [] as string[], leaves: [] as string[], closed: false, listener };
    made.push(socket);
    return { join: (room) => socket.joins.push(room), leave: (room) => socket.leaves.push(room), close: () => void (socket.closed = true) };
  };
  return { made, connect };
}

describe('timeline relay (offscreen)', () => {
  it('joins rooms asked for before the socket exists once it connects', () => {
    const { made, connect } = fakeSockets();
    const relay = createTimelineRelay(() => undefined, connect);
    relay.join('contacts/5');
    relay.connect(connection);
    expect(made[0]?.joins).toEqual(['contacts/5']);
  });
  it('re-joins every open room with a new connection and closes the old socket', () => {
    const { made, connect } = fakeSockets();
    const relay = createTimelineRelay(() => undefined, connect);
    relay.connect(connection);
    relay.join('contacts/5');
    relay.join('accounts/2');
    relay.leave('accounts/2');
    relay.connect({ ...connection, token: 'u' });
    expect(made[0]?.closed).toBe(true);
    expect(made[1]?.joins).toEqual(['contacts/5']);
  });
  it('broadcasts entries to UI pages as typed messages', () => {
    const { made, connect } = fakeSockets();
    const sent: ExtensionMessage[] = [];
    const relay = createTimelineRelay((message) => sent.push(message), connect);
    relay.connect(connection);
    made[0]?.listener.onEntry('contacts/5', entry);
    made[0]?.listener.onEntryDeleted('contacts/5', '9');
    made[0]?.listener.onJoined('contacts/5');
    expect(sent).toEqual([
      { target: 'ui', type: 'timeline.entry', room: 'contacts/5', entry },
      { target: 'ui', type: 'timeline.entryDeleted', room: 'contacts/5', entryId: '9' },
      { target: 'ui', type: 'timeline.joined', room: 'contacts/5' },
    ]);
  });
  it('forgets nothing on sign-out: rooms come back with the next sign-in', () => {
    const { made, connect } = fakeSockets();
    const relay = createTimelineRelay(() => undefined, connect);
    relay.connect(connection);
    relay.join('contacts/5');
    relay.connect(null);
    relay.connect(connection);
    expect(made[1]?.joins).toEqual(['contacts/5']);
  });
});
