import { SessionState, type Session, type SessionDescriptionHandlerOptions } from 'sip.js';
import type { PhoneClock, PhoneLogger } from '../phone-clock';
import { recoveryRetryDelay, RECOVERY_RETRY_MS } from './recovery-retry';
import { callIdOf, sipSummary } from './sip-message';

/**
 * Recovery re-INVITEs tried at most this many times (about a second apart, see recovery-retry.ts):
 * the far side may take a while to register again (a slow network, a loaded machine).
 */
const RECOVERY_ATTEMPTS = 15;
/** The callee recovers a call itself only if the caller's re-INVITE has not restored it within this long. */
export const CALLEE_RECOVERY_WAIT_MS = 3000;
/** A call's recovery log keeps at most this many lines. */
const RECOVERY_LOG_LIMIT = 120;

/** What recovery reads and writes of a soft call. */
export interface RecoverableCall {
  session: Session;
  sipCallId: string;
  held: boolean;
  /** This side sent the INVITE (owns the Call-ID): it recovers the call first after a drop. */
  outgoing: boolean;
  /** The SIP connection dropped during the call and no re-INVITE has restored it yet. */
  recovering: boolean;
  recoveries: number;
  recoveryLog: string[];
}

/**
 * Calls that live through a drop of the SIP connection: a re-INVITE with ICE restart restores their
 * media (#1024). One side leads so the two rarely cross: the caller (owner of the Call-ID)
 * re-INVITEs as soon as it is registered again; the callee only if the call is still not restored
 * 3 s after it registered (its connection alone dropped). If they cross anyway (glare), each
 * answers the other 491 and both retry on RFC 3261 14.1 timers, which never coincide. Each call
 * keeps a log of what recovery did, stamped with ms since the drop, so a failure explains itself.
 */
export function createCallRecovery<C extends RecoverableCall>(deps: {
  clock: PhoneClock;
  logger: PhoneLogger;
  calls: () => Iterable<C>;
  /** Puts the call's tracks back on its audio after a re-INVITE that succeeded. */
  restoreMedia(call: C): void;
}) {
  const { clock, logger } = deps;
  /** When the SIP connection last dropped (a far side's re-INVITE after it is a recovery). */
  let droppedAt: number | null = null;
  const live = (call: C) => [...deps.calls()].includes(call);

  const note = (call: C, what: string) => {
    if (call.recoveryLog.length < RECOVERY_LOG_LIMIT) call.recoveryLog.push(`+${droppedAt === null ? 0 : clock.now() - droppedAt}ms ${what}`);
  };

  const recovered = (call: C, how: string) => {
    note(call, `recovered (${how})`);
    call.recovering = false;
    call.recoveries += 1;
  };

  function recover(call: C, attempt: number) {
    if (!call.recovering) return;
    if (call.session.state !== SessionState.Established || !live(call)) return void note(call, `not established (${call.session.state})`);
    note(call, `re-INVITE ${attempt}`);
    const again = (delay: number | null) => {
      if (delay === null || attempt >= RECOVERY_ATTEMPTS) {
        note(call, 'gave up');
        return logger.warn('call recovery gave up', call.sipCallId);
      }
      clock.setTimeout(() => recover(call, attempt + 1), delay);
    };
    call.session.sessionDescriptionHandlerOptionsReInvite = { hold: call.held, offerOptions: { iceRestart: true } } as SessionDescriptionHandlerOptions;
    call.session
      .invite({
        requestDelegate: {
          onAccept: () => {
            recovered(call, 'our re-INVITE');
            deps.restoreMedia(call);
          },
          // sip.js has rolled our offer back by now (RollbackSessionDescriptionHandler): the call is as before.
          onReject: (response) => {
            const status = response.message.statusCode ?? 0;
            note(call, `rejected ${status}`);
            logger.warn('re-INVITE after reconnect rejected', status);
            again(recoveryRetryDelay(status, call.outgoing));
          },
        },
      })
      // Another re-INVITE in progress (a hold, or the far side's arriving): try again later.
      .catch((error: unknown) => {
        note(call, `not sent: ${String(error).slice(0, 80)}`);
        again(RECOVERY_RETRY_MS);
      });
  }

  return {
    note,
    recovered,
    /** From a drop on, each SIP message of a call that lived through it goes into its recovery log. */
    traceSip(direction: '>' | '<', message: string) {
      if (droppedAt === null) return;
      const callId = callIdOf(message);
      const call = [...deps.calls()].find((c) => c.sipCallId === callId);
      if (call && call.recoveryLog.length > 0) note(call, `${direction} ${sipSummary(message)}`);
    },
    /** The SIP connection dropped: every established call needs recovering. */
    dropped() {
      droppedAt = clock.now();
      for (const call of deps.calls()) {
        if (call.session.state !== SessionState.Established) continue;
        call.recovering = true;
        note(call, 'SIP connection dropped');
      }
    },
    /** Registered again: the caller recovers at once, the callee after a wait. */
    reconnected() {
      for (const call of deps.calls()) {
        if (!call.recovering) continue;
        note(call, 'registered again');
        if (call.outgoing) recover(call, 1);
        else clock.setTimeout(() => recover(call, 1), CALLEE_RECOVERY_WAIT_MS);
      }
    },
  };
}
