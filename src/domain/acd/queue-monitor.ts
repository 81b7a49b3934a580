import type { AcdAgentStatus, QueueEntryOutcome, QueueMonitorRow } from '../../contract/entities/acd';

export interface QueueEntryToday {
  outcome: QueueEntryOutcome;
  /** Seconds the caller waited (for a waiting entry: so far). */
  waitSeconds: number;
  /** Seconds the caller talked with the agent (processed entries, once the call ended), else null. */
  talkSeconds: number | null;
}

const mean = (values: number[]) => (values.length ? Math.round(values.reduce((a, b) => a + b, 0) / values.length) : 0);

/**
 * One row of the queue monitor (spec 3 section 3), from the members' statuses, the callers waiting
 * now and the queue's entries of today. Busy is ringing, talking or in wrap-up; active users are the
 * members not working offline. Handle time is the talk time of processed calls that ended; wait
 * time is averaged over the entries that left the queue (processed or abandoned).
 */
export function queueMonitorRow(input: { id: number; name: string; agents: readonly AcdAgentStatus[]; waitingSeconds: readonly number[]; today: readonly QueueEntryToday[] }): QueueMonitorRow {
  const count = (...statuses: AcdAgentStatus[]) => input.agents.filter((s) => statuses.includes(s)).length;
  const left = input.today.filter((e) => e.outcome !== 'waiting');
  const handled = input.today.flatMap((e) => (e.outcome === 'processed' && e.talkSeconds !== null ? [e.talkSeconds] : []));
  const workOff = count('logged_out');
  return {
    id: input.id,
    name: input.name,
    available: count('ready'),
    busy: count('ringing', 'answered', 'wrapup'),
    workOff,
    break: count('paused'),
    active: input.agents.length - workOff,
    total: input.agents.length,
    waiting: input.waitingSeconds.length,
    maxWaiting: input.waitingSeconds.length ? Math.max(...input.waitingSeconds) : 0,
    enterToday: input.today.length,
    abandonToday: input.today.filter((e) => e.outcome === 'abandoned').length,
    acceptToday: input.today.filter((e) => e.outcome === 'processed').length,
    avgHandleTimeToday: mean(handled),
    avgWaitTimeToday: mean(left.map((e) => e.waitSeconds)),
  };
}
