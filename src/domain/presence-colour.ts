import type { Presence } from '../contract/entities/session';
import { presenceStatus, statusColour, type StatusColour } from './presence-status';

/** The colour a presence is shown in beside its name (the one status vocabulary's): green only means available. */
export const presenceColour = (presence: Presence | null | undefined): StatusColour => (presence ? statusColour(presenceStatus(presence)) : 'gray');
