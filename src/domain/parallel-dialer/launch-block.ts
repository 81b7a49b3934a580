/** Why the parallel dialer cannot start on a list (spec 2 sections 5 and 6), or null when it can. */
export type ParallelLaunchBlock = 'inactive' | 'due' | 'disabled' | 'noLines' | 'activeSession';

export function parallelLaunchBlock(input: {
  active: boolean;
  dueCount: number;
  userEnabled: boolean;
  tenantEnabled: boolean;
  availableLines: number;
  sessionActive: boolean;
}): ParallelLaunchBlock | null {
  if (!input.active) return 'inactive';
  // Parallel dialing needs more than 1 due contact.
  if (input.dueCount <= 1) return 'due';
  if (!input.userEnabled || !input.tenantEnabled) return 'disabled';
  if (input.sessionActive) return 'activeSession';
  if (input.availableLines < 2) return 'noLines';
  return null;
}

/** Results the dialer writes by itself are not offered for its messages (spec 2: Call Failed, No Answer, Callback - HangUp). */
export const DIALER_OWN_RESULTS: readonly string[] = ['Call Failed', 'No Answer', 'Callback - HangUp'];

/**
 * The result offered first for a message: the tenant's option whose label names it (a callback
 * notice is a recorded message too: without a callback result, the voicemail one), else the first.
 */
export function defaultMessageResult(options: readonly string[], kind: 'voiceMessage' | 'callbackNotice'): string | null {
  const usable = options.filter((o) => !DIALER_OWN_RESULTS.includes(o));
  const message = /voice ?mail|message/i;
  const named = kind === 'callbackNotice' ? (usable.find((o) => /call ?back/i.test(o)) ?? usable.find((o) => message.test(o))) : usable.find((o) => message.test(o));
  return named ?? usable[0] ?? null;
}
