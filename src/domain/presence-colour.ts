import type { Presence } from '../contract/entities/session';

/** The colour a presence is shown in beside its name: green only means available. */
export const PRESENCE_COLOURS: Record<Presence, 'green' | 'yellow' | 'red' | 'gray'> = { available: 'green', away: 'yellow', busy: 'red', offline: 'gray' };

export const presenceColour = (presence: Presence | null | undefined): 'green' | 'yellow' | 'red' | 'gray' => (presence ? PRESENCE_COLOURS[presence] : 'gray');
