import { Registerer, RegistererState, type UserAgent } from 'sip.js';
import type { PhoneClock, PhoneLogger } from '../phone-clock';
import { CONTROL_INTERVAL_MS, controlAction } from './registration-control';

/**
 * Keeps a sip.js user agent connected and registered. sip.js does not reconnect or re-register by
 * itself after the WebSocket or the SIP server drops (SIP.js #1095), so this retries the WebSocket
 * every `retryMs` and sends REGISTER again as soon as it is back; an unexpected unregistration
 * ('Registration required') registers again too.
 */
export const RECONNECT_RETRY_MS = 500;
export const REREGISTER_RETRY_MS = 1000;
export const INVALID_AUTH_CONFIG = 'invalid authConfig';
/** At most one credential refresh per this long, so refused fresh credentials do not loop. */
export const CREDENTIAL_REFRESH_MS = 30_000;

export interface SipCredentials {
  authorizationUsername: string;
  authorizationPassword: string;
}
export const REGISTRATION_REQUIRED = 'Registration required';

export interface KeepRegisteredEvents {
  status(status: 'connecting' | 'registered' | 'unregistered' | 'failed', error?: string): void;
  /** The WebSocket dropped. */
  dropped?(): void;
  /** Registered again after a drop of the WebSocket: recover live calls (re-INVITE). */
  reconnected(): void;
}

export function keepRegistered(
  ua: UserAgent,
  options: {
    expires: number;
    clock: PhoneClock;
    logger: PhoneLogger;
    events: KeepRegisteredEvents;
    retryMs?: number;
    /** Fresh time-limited credentials (a new session): used once when the SIP server refuses ours (they expire). */
    refreshCredentials?: () => Promise<SipCredentials>;
  },
) {
  const { clock, logger, events } = options;
  const retryMs = options.retryMs ?? RECONNECT_RETRY_MS;
  const registerer = new Registerer(ua, { expires: options.expires });
  let stopped = false;
  let timer: unknown = null;
  let droppedOnce = false;
  let recoverOnRegistered = false;
  let refreshAllowedAt = 0;

  const later = (fn: () => void, ms: number) => {
    if (timer !== null) clock.clearTimeout(timer);
    timer = clock.setTimeout(() => {
      timer = null;
      if (!stopped) fn();
    }, ms);
  };

  const register = () => {
    registerer
      .register({
        requestDelegate: {
          // After a reconnect the registerer never left Registered, so its state change does not fire again.
          onAccept() {
            if (stopped) return;
            events.status('registered');
            // Calls are recovered once we are reachable again (the far side's re-INVITE can find us).
            if (recoverOnRegistered) {
              recoverOnRegistered = false;
              events.reconnected();
            }
          },
          onReject(response) {
            const code = response.message.statusCode;
            logger.warn('REGISTER rejected', code);
            const refused = code === 401 || code === 403;
            if (refused && options.refreshCredentials && clock.now() >= refreshAllowedAt) {
              refreshAllowedAt = clock.now() + CREDENTIAL_REFRESH_MS;
              // The refresh registers again itself: drop the retry the unregistration scheduled.
              if (timer !== null) clock.clearTimeout(timer);
              timer = null;
              refresh(options.refreshCredentials);
              return;
            }
            events.status('failed', refused ? INVALID_AUTH_CONFIG : `${code} ${response.message.reasonPhrase}`);
            later(register, REREGISTER_RETRY_MS * 5);
          },
        },
      })
      .catch((error: unknown) => {
        logger.warn('REGISTER could not be sent', String(error));
        later(reconnect, retryMs);
      });
  };

  // sip.js reads the credentials from its configuration at each challenge: replace them and register again.
  const refresh = (fetchCredentials: () => Promise<SipCredentials>) => {
    fetchCredentials().then(
      (fresh) => {
        if (stopped) return;
        ua.configuration.authorizationUsername = fresh.authorizationUsername;
        ua.configuration.authorizationPassword = fresh.authorizationPassword;
        logger.info('SIP credentials refreshed');
        register();
      },
      (error: unknown) => {
        logger.warn('SIP credentials could not be refreshed', String(error));
        events.status('failed', INVALID_AUTH_CONFIG);
        later(register, REREGISTER_RETRY_MS * 5);
      },
    );
  };

  const reconnect = () => {
    ua.reconnect().then(
      () => undefined,
      () => later(reconnect, retryMs),
    );
  };

  registerer.stateChange.addListener((state) => {
    if (stopped) return;
    if (state === RegistererState.Registered) events.status('registered');
    if (state === RegistererState.Unregistered) {
      // Registration required: nobody asked to unregister, so register again.
      events.status('unregistered', REGISTRATION_REQUIRED);
      later(register, REREGISTER_RETRY_MS);
    }
  });

  ua.delegate = {
    ...ua.delegate,
    onConnect() {
      if (stopped) return;
      recoverOnRegistered = droppedOnce;
      register();
    },
    onDisconnect(error) {
      if (stopped || !error) return;
      droppedOnce = true;
      events.dropped?.();
      logger.warn('SIP WebSocket dropped; reconnecting', String(error));
      events.status('connecting');
      later(reconnect, retryMs);
    },
  };

  // The control interval: a check that no event was missed (see registration-control.ts).
  let control: unknown = null;
  const check = () => {
    control = clock.setTimeout(check, CONTROL_INTERVAL_MS);
    const action = controlAction({ stopped, retryPending: timer !== null, connected: ua.isConnected(), registered: registerer.state === RegistererState.Registered });
    if (action === 'reconnect') {
      logger.warn('control: the SIP connection is gone; reconnecting');
      events.status('connecting');
      reconnect();
    } else if (action === 'register') {
      logger.warn('control: not registered; registering again');
      register();
    }
  };

  return {
    registerer,
    async start() {
      if (control === null) control = clock.setTimeout(check, CONTROL_INTERVAL_MS);
      events.status('connecting');
      try {
        await ua.start();
      } catch (error) {
        logger.warn('SIP WebSocket could not connect; retrying', String(error));
        later(reconnect, retryMs);
      }
    },
    register,
    async stop() {
      stopped = true;
      if (timer !== null) clock.clearTimeout(timer);
      if (control !== null) clock.clearTimeout(control);
      await registerer.unregister().catch(() => undefined);
      await ua.stop().catch(() => undefined);
    },
  };
}
