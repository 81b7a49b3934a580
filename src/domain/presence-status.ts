import type { AcdAgentStatus, QueueReadiness } from '../contract/entities/acd';
import type { RealtimeLine, RealtimeStatus } from '../contract/entities/monitor';
import type { Presence } from '../contract/entities/session';

/**
 * One vocabulary for a person's status wherever it shows (the header's set-status, the phone's queue readiness, the
 * real-time and queue monitors): the spec's agent status labels (spec 3 section 4, queue monitor) and one colour each.
 * Each place maps its own values to these words, so a rep on a break reads "On Break" in the header, the phone and
 * the monitor alike.
 */
export const STATUS_WORDS = ['available', 'onBreak', 'busy', 'busyWrapUp', 'busyTalking', 'busyRinging', 'workingOffline'] as const;
export type StatusWord = (typeof STATUS_WORDS)[number];
export type StatusColour = 'green' | 'yellow' | 'red' | 'orange' | 'gray';

/** Spec 3 section 4, verbatim ("Busy" alone is the header's choice of busy, before a call says why). */
export const STATUS_LABELS: Record<StatusWord, string> = {
  available: 'Available',
  onBreak: 'On Break',
  busy: 'Busy',
  busyWrapUp: 'Busy (Wrap Up)',
  busyTalking: 'Busy (Talking)',
  busyRinging: 'Busy (Ringing)',
  workingOffline: 'Working Offline',
};

/** Green only means available; busy is red (wrap-up, still finishing a call, orange); offline grey. */
export const STATUS_COLOURS: Record<StatusWord, StatusColour> = {
  available: 'green',
  onBreak: 'yellow',
  busy: 'red',
  busyWrapUp: 'orange',
  busyTalking: 'red',
  busyRinging: 'red',
  workingOffline: 'gray',
};

export const statusLabel = (word: StatusWord) => STATUS_LABELS[word];
export const statusColour = (word: StatusWord) => STATUS_COLOURS[word];

/** The header's presence (spec 1: set after login to away, the break a rep is on until they choose Available). */
const PRESENCE_WORDS: Record<Presence, StatusWord> = { available: 'available', away: 'onBreak', busy: 'busy', offline: 'workingOffline' };
export const presenceStatus = (presence: Presence): StatusWord => PRESENCE_WORDS[presence];

/** The phone's choice for queue calls (spec 3: ready is Available, paused is On Break). */
export const readinessStatus = (readiness: QueueReadiness): StatusWord => (readiness === 'ready' ? 'available' : 'onBreak');

/** Spec 3 section 4 queue monitor agent statuses; logged_out and anything unknown read Working Offline. */
const AGENT_WORDS: Record<AcdAgentStatus, StatusWord> = { paused: 'onBreak', wrapup: 'busyWrapUp', ready: 'available', answered: 'busyTalking', ringing: 'busyRinging', logged_out: 'workingOffline' };
export const agentStatusWord = (status: string): StatusWord => (status in AGENT_WORDS ? AGENT_WORDS[status as AcdAgentStatus] : 'workingOffline');

/**
 * A queue member as the queue monitor shows them: paused says why, in the header's word (a rep who chose Busy or
 * Working Offline is paused for the queue too, and reads what they chose); every other status is the spec's.
 */
export const queueAgentWord = (status: string, presence: Presence): StatusWord => (status === 'paused' && presence !== 'available' ? presenceStatus(presence) : agentStatusWord(status));

/** A real-time monitor status (the filter's choices): on a call is busy, logged out is working offline. */
const REALTIME_WORDS: Record<RealtimeStatus, StatusWord> = { available: 'available', onCall: 'busy', loggedOut: 'workingOffline' };
export const realtimeStatusWord = (status: RealtimeStatus): StatusWord => REALTIME_WORDS[status];

/** One real-time line: a call says whether it rings or talks, as the queue monitor does; without one, the header's presence. */
export function realtimeLineWord(line: Pick<RealtimeLine, 'loginStatus' | 'callStatus' | 'presence'>): StatusWord {
  if (line.callStatus === 'ringing') return 'busyRinging';
  if (line.callStatus === 'talking') return 'busyTalking';
  return line.loginStatus === 'loggedIn' ? presenceStatus(line.presence) : 'workingOffline';
}
