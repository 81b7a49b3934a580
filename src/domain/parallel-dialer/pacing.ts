import { PARALLEL_MAX_LINES } from './session-lines';

/**
 * The abandonment-rate guard (beyond the spec; US 16 CFR 310.4(b)(4)): of the calls a person
 * answers, at most 3% (the tenant's limit) may be abandoned, per list over 30 days. A person is
 * abandoned when not connected to the rep within 2 s of the end of their greeting (a callback
 * notice is a recorded message, not a connection). The dialer dials in rounds while its rep is
 * free: with L lines and a person-answer rate p per line, X ~ Binomial(L, p) people answer and
 * max(0, X - 1) of them are abandoned.
 */

/** Default tenant limit: 3% of the calls answered by a person, per list and 30 days. */
export const DEFAULT_ABANDON_LIMIT = 0.03;
export const ABANDON_WINDOW_DAYS = 30;

/** The list's last 30 days, as the server counts them from the activity log. */
export interface AbandonWindow {
  personAnswers: number;
  abandoned: number;
}

/** A list's abandonment rate over the window (0 when nobody answered). */
export const abandonRate = (w: AbandonWindow): number => (w.personAnswers > 0 ? w.abandoned / w.personAnswers : 0);

/**
 * The share of answering people a round of `lines` abandons in expectation: E[max(0, X - 1)] / E[X]
 * = 1 - (1 - (1 - p)^L) / (L p). About (L - 1) p / 2 for a small p.
 */
export function expectedAbandonShare(lines: number, personAnswerRate: number): number {
  const p = Math.min(1, Math.max(0, personAnswerRate));
  if (lines <= 1 || p === 0) return 0;
  return 1 - (1 - (1 - p) ** lines) / (lines * p);
}

/**
 * A running estimate of the person-answer rate per dial of a rep on a list, pulled towards a prior
 * while there are few dials (Beta(1, 3): 25% before any dial), and its upper bound for pacing.
 */
export function personAnswerEstimate(dials: number, personAnswers: number): { rate: number; upper: number } {
  const a = 1 + Math.max(0, personAnswers);
  const b = 3 + Math.max(0, dials - personAnswers);
  const rate = a / (a + b);
  // Mean plus two standard deviations of the Beta posterior: a rate the list is unlikely to beat.
  const sd = Math.sqrt((a * b) / ((a + b) ** 2 * (a + b + 1)));
  return { rate, upper: Math.min(1, rate + 2 * sd) };
}

/**
 * How many lines the next round may dial:
 * - never more than the rep chose, the tenant's maximum, or 5;
 * - never so many that the round could take the window's rate over the limit even if every line
 *   is answered by a person and all but one are abandoned (so the limit is never passed);
 * - and, with the upper estimate of the answer rate, a round's expected abandoned share stays under
 *   what keeps the window at or below the limit over the next 100 people.
 * At least one line always dials (one line abandons nobody).
 */
export function pacedLines(input: { requested: number; window: AbandonWindow; dials: number; personAnswers: number; limit?: number }): number {
  const limit = input.limit ?? DEFAULT_ABANDON_LIMIT;
  const cap = Math.max(1, Math.min(PARALLEL_MAX_LINES, Math.floor(input.requested)));
  const { personAnswers: answered, abandoned } = input.window;
  const { upper } = personAnswerEstimate(input.dials, input.personAnswers);
  const HORIZON = 100;
  const headroom = (limit * (answered + HORIZON) - abandoned) / HORIZON;
  let lines = 1;
  for (let l = 2; l <= cap; l++) {
    const worstCase = (abandoned + (l - 1)) / (answered + l);
    if (worstCase > limit) break;
    if (expectedAbandonShare(l, upper) > headroom) break;
    lines = l;
  }
  return lines;
}
