import type { QueueReadiness } from '../contract/entities/acd';
import type { Presence } from '../contract/entities/session';

/**
 * One stored status per person: their presence (the header's set-status). Queue readiness is derived
 * from it, never kept apart: the ACD offers queue calls only to someone Available (spec 3: ready is
 * Available); On Break, Busy and Working Offline are all paused for the queues.
 */
export const queueReadinessOf = (presence: Presence): QueueReadiness => (presence === 'available' ? 'ready' : 'paused');

/** The presence an API client's PUT /acd/agents/me sets: ready is Available, paused is On Break (spec 3 section 4). */
export const presenceForReadiness = (readiness: QueueReadiness): Presence => (readiness === 'ready' ? 'available' : 'away');
