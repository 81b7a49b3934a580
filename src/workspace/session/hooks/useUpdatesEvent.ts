import { useEffect, useRef } from 'react';
import { parseEvent, updatesEvents, type EventData, type UpdatesEventName, type UpdatesEvents } from '@/src/contract/events';
import { receive } from '@/src/extension/messages';
import { onExtensionMessage } from '../../platform';

/**
 * Calls `handler` with each /updates push of `event` (relayed by the offscreen document), its data
 * parsed by the contract's event table. The latest handler is used, so callers need not memoise it.
 */
export function useUpdatesEvent<E extends UpdatesEventName>(event: E, handler: (data: EventData<UpdatesEvents, E>) => void) {
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(
    () =>
      onExtensionMessage((raw) => {
        const message = receive(raw, 'ui');
        if (message?.type !== 'updates.event' || message.event !== event) return;
        const data = parseEvent(updatesEvents, event, message.data);
        if (data !== null) latest.current(data);
      }),
    [event],
  );
}
