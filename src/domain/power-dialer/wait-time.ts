import { POWER_DIALER_WAIT_OPTIONS, POWER_DIALER_WRAP_UP_FALLBACK_MS } from '../../contract/entities/power-dialer';

/**
 * The power dialer wait time (spec 3: 0 or a number of seconds), one value wherever it is shown or used.
 * A user who never chose one waits the spec's wrap-up fallback (spec 1 section 9: 10000 ms), so every
 * screen shows that default as the current value, and the dialer waits exactly it.
 */
export const POWER_DIALER_DEFAULT_WAIT_SECONDS = POWER_DIALER_WRAP_UP_FALLBACK_MS / 1000;

/** The wait the dialer uses (seconds): the user's own, else the default. */
export function effectiveWaitSeconds(powerDialerTime: number | null | undefined): number {
  return typeof powerDialerTime === 'number' && Number.isFinite(powerDialerTime) && powerDialerTime >= 0 ? powerDialerTime : POWER_DIALER_DEFAULT_WAIT_SECONDS;
}

/** The choices, in order: no wait, then the wait options (seconds); `isDefault` marks the one used when none was chosen. */
export function waitTimeChoices(options: readonly number[] = POWER_DIALER_WAIT_OPTIONS): { seconds: number; isDefault: boolean }[] {
  return [0, ...options.filter((s) => s > 0)].map((seconds) => ({ seconds, isDefault: seconds === POWER_DIALER_DEFAULT_WAIT_SECONDS }));
}
