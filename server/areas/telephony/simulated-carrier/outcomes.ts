/**
 * The Simulated carrier's outcomes, deterministic by the dialed number's last digit (issue #3):
 * 0-4 a person answers after 2 s; 5 after 6 s; 6 an answering machine after 3 s (a 5.5 s greeting, beep at
 * 8.5 s); 7 busy (486); 8 rings until the maximum ringing length, then 480; 9 unreachable (503).
 */

export interface CarrierTimings {
  answerMs: number;
  slowAnswerMs: number;
  machineAnswerMs: number;
  /** From the start of the call, like the other times. */
  machineBeepMs: number;
  /** How long busy and unreachable take to be reported. */
  rejectMs: number;
}

export const DEFAULT_TIMINGS: CarrierTimings = { answerMs: 2000, slowAnswerMs: 6000, machineAnswerMs: 3000, machineBeepMs: 8500, rejectMs: 300 };

export type Outcome =
  | { kind: 'answer'; afterMs: number; party: 'person' }
  | { kind: 'answer'; afterMs: number; party: 'machine'; beepAtMs: number }
  | { kind: 'reject'; afterMs: number; statusCode: 486 | 503; reason: string }
  | { kind: 'noAnswer'; afterMs: number; statusCode: 480; reason: string };

export function outcomeFor(number: string, timings: CarrierTimings, maxRingingSeconds: number): Outcome {
  const last = number.replace(/\D/g, '').slice(-1);
  switch (last) {
    case '5':
      return { kind: 'answer', afterMs: timings.slowAnswerMs, party: 'person' };
    case '6':
      return { kind: 'answer', afterMs: timings.machineAnswerMs, party: 'machine', beepAtMs: timings.machineBeepMs };
    case '7':
      return { kind: 'reject', afterMs: timings.rejectMs, statusCode: 486, reason: 'Busy Here' };
    case '8':
      return { kind: 'noAnswer', afterMs: Math.max(0, maxRingingSeconds) * 1000, statusCode: 480, reason: 'Temporarily Unavailable' };
    case '9':
      return { kind: 'reject', afterMs: timings.rejectMs, statusCode: 503, reason: 'Service Unavailable' };
    default:
      return { kind: 'answer', afterMs: timings.answerMs, party: 'person' };
  }
}
