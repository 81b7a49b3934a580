import { Registerer, RegistererState, type UserAgent } from 'sip.js';
import type { PhoneClock, PhoneLogger } from '../phone-clock';

/**
 * Keeps a sip.js user agent connected and registered. sip.js does not reconnect or re-register by
 * itself after the WebSocket or the SIP server drops (SIP.js #1095), so this retries the WebSocket
 * every `retryMs` and sends REGISTER again as soon as it is back; an unexpected unregistration
 * ('Registration required') registers again too.
 */
export const RECONNECT_RETRY_MS = 500;
export const REREGISTER_RETRY_MS = 1000;
export const INVALID_AUTH_CONFIG = 'invalid authConfig';
export const REGISTRATION_REQUIRED = 'Registration required';

export interface KeepRegisteredEvents {
  status(status: 'connecting' | 'registered' | 'unregistered' | 'failed', error?: string): void;
  /** The WebSocket is back after a drop: recover live calls (re-INVITE). */
  reconnected(): void;
}

export function keepRegistered(
  ua: UserAgent,
  options: { expires: number; clock: PhoneClock; logger: PhoneLogger; events: KeepRegisteredEvents; retryMs?: number },
) {
  const { clock, logger, events } = options;
  const retryMs = options.retryMs ?? RECONNECT_RETRY_MS;
  const registerer = new Registerer(ua, { expires: options.expires });
  let stopped = false;
  let timer: unknown = null;
  let droppedOnce = false;

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
            if (!stopped) events.status('registered');
          },
          onReject(response) {
            const code = response.message.statusCode;
            logger.warn('REGISTER rejected', code);
            events.status('failed', code === 401 || code === 403 ? INVALID_AUTH_CONFIG : `${code} ${response.message.reasonPhrase}`);
            later(register, REREGISTER_RETRY_MS * 5);
          },
        },
      })
      .catch((error: unknown) => {
        logger.warn('REGISTER could not be sent', String(error));
        later(reconnect, retryMs);
      });
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
      register();
      if (droppedOnce) events.reconnected();
    },
    onDisconnect(error) {
      if (stopped || !error) return;
      droppedOnce = true;
      logger.warn('SIP WebSocket dropped; reconnecting', String(error));
      events.status('connecting');
      later(reconnect, retryMs);
    },
  };

  return {
    registerer,
    async start() {
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
      await registerer.unregister().catch(() => undefined);
      await ua.stop().catch(() => undefined);
    },
  };
}
