import { createApiClient } from '../client/api-client';
import type { ExtensionMessage } from '../extension/messages';
import type { OffscreenMessage } from './message-listener';
import { type Connection } from '../contract/connection';
import { consoleLogger, systemClock } from '../phone/phone-clock';
import { createPowerDialerEngine, type PhoneAccess } from '../phone/power-dialer/power-dialer-engine';

/**
 * Hosts the power dialer engine in the offscreen document beside the phone; its state is broadcast
 * to every UI context.
 */
export function createOffscreenPowerDialer(phone: PhoneAccess, broadcast: (message: Extract<ExtensionMessage, { target: 'ui' }>) => void) {
  const engine = createPowerDialerEngine({ phone, clock: systemClock, logger: consoleLogger, broadcast: (state) => broadcast({ target: 'ui', type: 'powerDialer.state', state }) });
  let current: Connection | null = null;

  return {
    /** Answers the messages addressed to the power dialer (target 'powerDialer'). */
    async route(message: OffscreenMessage<'powerDialer'>): Promise<unknown> {
      if (message.type === 'powerDialer.snapshot') return engine.state();
      return engine.command(message.command).catch((error: unknown) => ({ ok: false, code: 'NOT_ALLOWED', reason: String(error) }));
    },
    connect(connection: Connection | null) {
      // The same sign-in announced again (another UI opened): the run goes on.
      if (connection && current && connection.instance === current.instance && connection.token === current.token) return;
      current = connection;
      engine.connect(connection ? createApiClient({ baseUrl: () => connection.instance, token: () => connection.token }) : null);
    },
  };
}
