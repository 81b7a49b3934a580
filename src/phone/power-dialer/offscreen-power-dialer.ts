import { browser } from 'wxt/browser';
import { createApiClient } from '../../client/api-client';
import { receive, type Connection, type ExtensionMessage } from '../../extension/messages';
import { consoleLogger, systemClock } from '../phone-clock';
import { createPowerDialerEngine, type PhoneAccess } from './power-dialer-engine';

/**
 * Hosts the power dialer engine in the offscreen document beside the phone, and answers messages
 * addressed to it (target 'powerDialer'); its state is broadcast to every UI context.
 */
export function installOffscreenPowerDialer(phone: PhoneAccess, broadcast: (message: Extract<ExtensionMessage, { target: 'ui' }>) => void) {
  const engine = createPowerDialerEngine({
    phone,
    clock: systemClock,
    logger: consoleLogger,
    broadcast: (state) => broadcast({ target: 'ui', type: 'powerDialer.state', state }),
  });
  let current: Connection | null = null;

  browser.runtime.onMessage.addListener((raw, sender, sendResponse) => {
    // Only our own extension's pages and service worker (own origin); never a content script.
    const ownPage = sender.url === undefined || sender.url.startsWith(browser.runtime.getURL('/'));
    if (sender.id !== browser.runtime.id || !ownPage) return false;
    const message = receive(raw, 'powerDialer');
    if (!message) return false;
    if (message.type === 'powerDialer.snapshot') {
      sendResponse(engine.state());
      return true;
    }
    engine.command(message.command).then(sendResponse, (error: unknown) => sendResponse({ ok: false, code: 'NOT_ALLOWED', reason: String(error) }));
    return true;
  });

  return {
    connect(connection: Connection | null) {
      // The same sign-in announced again (another UI opened): the run goes on.
      if (connection && current && connection.instance === current.instance && connection.token === current.token) return;
      current = connection;
      engine.connect(connection ? createApiClient({ baseUrl: () => connection.instance, token: () => connection.token }) : null);
    },
  };
}
