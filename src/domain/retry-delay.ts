import { STATUS0_FIRST_RETRY_DELAY_MS } from './constants';

/** Growing delay before retry number `attempt` (1-based) of a timed-out call: 1 s, 2 s, 4 s... */
export function retryDelayMs(attempt: number): number {
  return STATUS0_FIRST_RETRY_DELAY_MS * 2 ** (attempt - 1);
}
