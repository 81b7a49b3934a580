import type { Connection } from '../contract/connection';
import { updatesEvents } from '../contract/events';
import { connectNamespace, type NamespaceSocket } from './namespace-socket';

export interface UpdatesListener {
  onStatus(connected: boolean): void;
  /** Every event of the /updates table (src/contract/events.ts), parsed. */
  onEvent(event: string, data: unknown): void;
  /** The server let the socket into an area room (sms/{threadId}): later events arrive live. */
  onJoined?(room: string): void;
}

export type UpdatesSocket = Pick<NamespaceSocket, 'join' | 'leave' | 'close'>;

/** One socket.io connection to /updates for the signed-in user; reconnects after 5-10 s. */
export function connectUpdates(connection: Connection, listener: UpdatesListener): UpdatesSocket {
  return connectNamespace(connection, 'updates', updatesEvents, { onStatus: listener.onStatus, onJoined: (room) => listener.onJoined?.(room), onAny: listener.onEvent }, { announceRepeatJoins: true });
}
