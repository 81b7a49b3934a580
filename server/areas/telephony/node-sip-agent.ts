import { Registerer, RegistererState, SIPExtension, UserAgent, type Invitation, type SessionDescriptionHandler } from 'sip.js';
import { ensureNodeWebSocket } from './simulated-carrier/node-websocket';

export interface NodeSipAgentOptions {
  wsServer: string;
  domain: string;
  /** The SIP user it registers as. */
  sipUser: string;
  displayName: string;
  userAgentString: string;
  /** Fresh autheph credentials (asked again on every reconnection). */
  credentials(): { deviceUser: string; devicePass: string };
  sessionDescriptionHandler(): SessionDescriptionHandler;
  onInvite(invitation: Invitation): void;
  /** Matches an INVITE with Replaces to its call (RFC 3891): `invitation.replacee`, ended by sip.js once the new call is answered. */
  replaces?: boolean;
}

/**
 * A server-side SIP user agent in Node (the Simulated carrier, the ACD): a sip.js UA over
 * Kamailio's WebSocket, registered under its own SIP user. sip.js neither reconnects nor registers
 * again by itself (SIP.js #1095), so this retries until it works, with fresh credentials.
 */
export function createNodeSipAgent(options: NodeSipAgentOptions) {
  let ua: UserAgent | undefined;
  let registerer: Registerer | undefined;
  let closed = false;
  let reconnectTimer: NodeJS.Timeout | undefined;
  const registeredListeners = new Set<() => void>();

  const isRegistered = () => registerer?.state === RegistererState.Registered;

  function createUserAgent(): UserAgent {
    const creds = options.credentials();
    const uri = UserAgent.makeURI(`sip:${options.sipUser}@${options.domain}`);
    if (!uri) throw new Error(`Bad SIP domain ${options.domain}`);
    return new UserAgent({
      uri,
      displayName: options.displayName,
      authorizationUsername: creds.deviceUser,
      authorizationPassword: creds.devicePass,
      // CRLF keep-alives (RFC 5626) every 15 s: a connection Kamailio dropped is found by the next
      // write, which closes it here and starts the reconnection below, rather than at the next
      // registration refresh (a clean-clone run lost the ACD's connection for 5 minutes that way).
      transportOptions: { server: options.wsServer, connectionTimeout: 3, keepAliveInterval: 15 },
      sessionDescriptionHandlerFactory: () => options.sessionDescriptionHandler(),
      logLevel: 'error',
      logBuiltinEnabled: false,
      userAgentString: options.userAgentString,
      sipExtensionReplaces: options.replaces ? SIPExtension.Supported : SIPExtension.Unsupported,
      delegate: {
        onInvite: options.onInvite,
        onDisconnect: (error) => {
          if (error && !closed) scheduleReconnect();
        },
      },
    });
  }

  function scheduleReconnect(delayMs = 300) {
    if (closed || reconnectTimer) return;
    console.warn(`[sip] ${options.displayName} lost its connection to ${options.wsServer}; connecting again in ${delayMs} ms`);
    reconnectTimer = setTimeout(() => {
      reconnectTimer = undefined;
      if (!ua || closed) return;
      // Fresh credentials: the old ones may have expired while Kamailio was away.
      const creds = options.credentials();
      ua.configuration.authorizationUsername = creds.deviceUser;
      ua.configuration.authorizationPassword = creds.devicePass;
      ua.reconnect()
        .then(() => registerer?.register())
        .catch(() => scheduleReconnect(Math.min(delayMs * 2, 2000)));
    }, delayMs);
  }

  function waitRegistered(timeoutMs: number): Promise<void> {
    if (isRegistered()) return Promise.resolve();
    return new Promise((resolve, reject) => {
      const done = () => {
        clearTimeout(timer);
        registeredListeners.delete(done);
        resolve();
      };
      const timer = setTimeout(() => {
        registeredListeners.delete(done);
        reject(new Error(`${options.displayName} did not register to ${options.wsServer} within ${timeoutMs} ms`));
      }, timeoutMs);
      registeredListeners.add(done);
    });
  }

  return {
    get ua(): UserAgent | undefined {
      return ua;
    },
    get isRegistered() {
      return isRegistered();
    },
    /** Fires on every (re-)registration. */
    onRegistered(listener: () => void) {
      registeredListeners.add(listener);
    },
    waitRegistered,
    /** Connects and registers; resolves once registered (rejects after `timeoutMs`). */
    async start(timeoutMs = 5000) {
      ensureNodeWebSocket();
      ua = createUserAgent();
      await ua.start();
      registerer = new Registerer(ua, { expires: 300 });
      registerer.stateChange.addListener((state) => {
        if (state === RegistererState.Registered) for (const listener of [...registeredListeners]) listener();
      });
      await registerer.register();
      await waitRegistered(timeoutMs);
    },
    async stop() {
      closed = true;
      clearTimeout(reconnectTimer);
      await registerer?.unregister().catch(() => undefined);
      await ua?.stop().catch(() => undefined);
    },
  };
}

export type NodeSipAgent = ReturnType<typeof createNodeSipAgent>;
