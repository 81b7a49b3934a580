import { randomUUID } from 'node:crypto';
import type { DialInput, LegEvents, ProviderLeg } from '../provider';
import { outcomeFor, type CarrierTimings } from './outcomes';

/**
 * A pstn leg inside the Simulated carrier: both ends are on the carrier, so the far party is
 * simulated by the number's outcome rule and no SIP leaves the carrier. Commands only change what
 * the simulated party would hear; the leg reports them through `log` for tests and the console.
 */
export function createSimulatedLeg(input: DialInput, events: LegEvents, timings: CarrierTimings, log: (line: string) => void): ProviderLeg {
  const id = randomUUID();
  const timers: NodeJS.Timeout[] = [];
  let state: 'ringing' | 'answered' | 'ended' = 'ringing';
  const end = (statusCode: number | null, reason: string) => {
    if (state === 'ended') return;
    state = 'ended';
    timers.forEach(clearTimeout);
    events.onEnded(statusCode, reason);
  };
  const outcome = outcomeFor(input.to, timings, input.maxRingingSeconds);
  events.onRinging?.();
  timers.push(
    setTimeout(() => {
      if (outcome.kind === 'answer') {
        state = 'answered';
        events.onAnswered();
        if (outcome.party === 'machine') {
          log(`leg ${id}: answering machine greeting`);
          timers.push(setTimeout(() => log(`leg ${id}: beep`), Math.max(0, outcome.beepAtMs - outcome.afterMs)));
        }
      } else {
        end(outcome.statusCode, outcome.reason);
      }
    }, outcome.afterMs),
  );
  const whileAnswered = (what: string) => {
    if (state !== 'answered') throw new Error(`Cannot ${what}: the leg is ${state}`);
    log(`leg ${id}: ${what}`);
  };
  return {
    id,
    phoneNumber: input.to,
    hangup: () => end(null, 'Normal Clearing'),
    hold: () => whileAnswered('hold'),
    resume: () => whileAnswered('resume'),
    mute: () => whileAnswered('mute'),
    unmute: () => whileAnswered('unmute'),
    sendDtmf: (digits) => whileAnswered(`dtmf ${digits}`),
    play: (action) => whileAnswered(`play ${action}`),
    bridge: (other) => whileAnswered(`bridge with ${other.id}`),
  };
}
