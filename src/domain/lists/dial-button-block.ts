/**
 * The dial buttons' rule (spec 2 section 5, Dialing): a power-dialer start button is disabled when
 * the list is inactive, there are no due contacts, or the dialer is busy (a call on the phone or a
 * power dialer already running). The first reason that applies is the one the tooltip gives.
 */
export type DialBlock = 'inactive' | 'noDue' | 'busy';

export interface DialButtonInput {
  active: boolean;
  dueCount: number;
  busy: boolean;
}

export function dialButtonBlock(input: DialButtonInput): DialBlock | null {
  if (!input.active) return 'inactive';
  if (input.dueCount <= 0) return 'noDue';
  if (input.busy) return 'busy';
  return null;
}

/** The catalogue key of a block's tooltip text. */
export const dialBlockKey = (block: DialBlock): string => ({ inactive: 'powerDialer.inactiveList', noDue: 'powerDialer.noDue', busy: 'powerDialer.busy' })[block];
