import type { CallTransport } from './call-transport';
import type { LineEvents } from './parallel-dialer/parallel-dialer-engine';

/**
 * One transport, two owners: the phone engine's calls and the parallel dialer's lines. A line's
 * events go to the dialer until the line is handed to the rep; from then on its call is the
 * phone's, like any other (its events reach the phone engine).
 */
export function routeLineCalls(transport: CallTransport, lineEvents: () => LineEvents | null) {
  const lineIds = new Set<string>();
  const phoneSide: CallTransport = {
    ...transport,
    start(events) {
      return transport.start({
        ...events,
        progress: (id) => (lineIds.has(id) ? lineEvents()?.progress(id) : events.progress(id)),
        accepted: (id) => (lineIds.has(id) ? lineEvents()?.accepted(id) : events.accepted(id)),
        ended: (id, status) => {
          if (lineIds.delete(id)) lineEvents()?.ended(id, status);
          else events.ended(id, status);
        },
      });
    },
  };
  return {
    /** The transport the phone engine drives. */
    transport: phoneSide,
    async dial(id: string, target: string, contactId: number, callerId: string | null = null): Promise<string> {
      lineIds.add(id);
      try {
        return await transport.dial(id, { target, contactId, line: true, callerId });
      } catch (error) {
        lineIds.delete(id);
        throw error;
      }
    },
    /** The line's call becomes the phone's: heard, microphone on, its events to the phone engine. */
    handOver(id: string) {
      lineIds.delete(id);
      transport.connectLine?.(id);
    },
  };
}
