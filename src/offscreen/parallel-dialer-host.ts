import { createApiClient } from '../client/api-client';
import type { ExtensionMessage } from '../extension/messages';
import type { OffscreenMessage } from './message-listener';
import type { Connection } from '../contract/connection';
import { consoleLogger, systemClock } from '../phone/phone-clock';
import { createParallelDialerEngine, type LineEvents, type ParallelLines } from '../phone/parallel-dialer/parallel-dialer-engine';
import type { PhoneAccess } from '../phone/power-dialer/power-dialer-engine';

/**
 * Hosts the parallel dialer engine in the offscreen document beside the phone whose transport
 * carries its lines; its state is broadcast to every UI context.
 */
export function createOffscreenParallelDialer(
  phone: PhoneAccess & { lines(): ParallelLines | null; setLineEvents(events: LineEvents): void },
  broadcast: (message: Extract<ExtensionMessage, { target: 'ui' }>) => void,
) {
  const engine = createParallelDialerEngine({
    phone,
    lines: () => phone.lines(),
    clock: systemClock,
    logger: consoleLogger,
    broadcast: (view) => broadcast({ target: 'ui', type: 'parallelDialer.state', state: view }),
  });
  phone.setLineEvents(engine.lineEvents);
  let current: Connection | null = null;

  return {
    /** Answers the messages addressed to the parallel dialer (target 'parallelDialer'). */
    async route(message: OffscreenMessage<'parallelDialer'>): Promise<unknown> {
      if (message.type === 'parallelDialer.snapshot') return engine.state();
      return engine.command(message.command).catch((error: unknown) => ({ ok: false, reason: String(error) }));
    },
    connect(connection: Connection | null) {
      // The same sign-in announced again (another UI opened): the session goes on.
      if (connection && current && connection.instance === current.instance && connection.token === current.token) return;
      current = connection;
      engine.connect(connection ? createApiClient({ baseUrl: () => connection.instance, token: () => connection.token }) : null);
    },
  };
}
