import { and, eq, sql } from 'drizzle-orm';
import { ACD_SIP_HEADERS, type QueueEntryData } from '@/src/contract';
import { acdAgentStatus } from '@/src/domain/acd/agent-status';
import { longestIdleAgent, type RoutingCandidate } from '@/src/domain/acd/queue-routing';
import { isWithinSchedule } from '@/src/domain/acd/queue-schedule';
import type { Clock } from '../../clock';
import type { Db } from '../../db/database';
import { activities, users } from '../../db/schema';
import { insertActivity } from '../../activity/activity-log';
import type { AgentChange, AgentPresence } from '../monitor/agent-presence';
import { tenantTimeZone } from '../lists/list-permissions';
import { tenantSchedulesOf } from '../schedules/schedule-service';
import type { QueueCaller } from './acd-sip-peer';
import type { HoldAudio } from './hold-audio';
import type { QueueStore, QueueWithTenant } from './queue-store';

/** Once every ready member was offered a caller and none answered, a new round starts this much later. */
export const NEW_ROUND_DELAY_MS = 3000;

interface WaitingCaller {
  entryId: number;
  queue: QueueWithTenant;
  caller: QueueCaller;
  enteredAt: number;
  /** Members offered this caller in the current round who did not answer. */
  tried: Set<number>;
  offeredTo: number | null;
}

/** A queue call an agent answered, until the agent's call ends (its talk time, then wrap-up). */
interface Answered {
  entryId: number;
  queueId: number;
  answeredAt: number;
  wrapUpSeconds: number;
}

/**
 * The inbound ACD: a caller to a queue's number is answered, hears the hold audio and waits (first
 * come, first served) until the member idle the longest among the ready ones answers; the carrier
 * puts them through (REFER). A member who does not answer is skipped for that caller until every
 * ready member had their turn. Each caller is one entry of the activity log (kind 'queue'): waiting,
 * then abandoned (hung up while waiting) or processed (with wait and talk times).
 */
export function createAcdEngine(deps: {
  db: Db;
  clock: Clock;
  presence: AgentPresence;
  queues: QueueStore;
  audio: HoldAudio;
  /** The caller's contact, by number, in the queue's tenant. */
  contactOf(tenantId: number, number: string): Promise<number | null>;
  log?: (line: string) => void;
}) {
  const log = (line: string) => deps.log?.(`[ACD] ${line}`);
  const now = () => deps.clock.now().getTime();
  const waiting: WaitingCaller[] = [];
  /** Members being offered a caller now (their phones may not have said ringing yet). */
  const offering = new Set<number>();
  const answered = new Map<number, Answered>();
  const wrapUpUntil = new Map<number, number>();
  const timers = new Set<NodeJS.Timeout>();
  let closed = false;

  const later = (ms: number, run: () => void) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      if (!closed) run();
    }, ms);
    timers.add(timer);
  };

  async function updateEntry(entryId: number, tenantId: number, patch: Partial<QueueEntryData>, userId?: number) {
    await deps.db
      .update(activities)
      .set({
        data: sql`${activities.data} || ${JSON.stringify(patch)}::jsonb`,
        ...(userId !== undefined ? { userId } : {}),
        ...(patch.talkSeconds != null ? { durationSeconds: patch.talkSeconds } : {}),
      })
      .where(and(eq(activities.id, entryId), eq(activities.tenantId, tenantId)));
  }

  /** The status of each member as the routing sees it now. */
  function candidatesOf(queue: QueueWithTenant): RoutingCandidate[] {
    const at = now();
    return queue.memberIds.map((userId) => {
      const agent = deps.presence.snapshotOf(userId);
      const mine = agent?.tenantId === queue.tenantId;
      const status = offering.has(userId)
        ? 'ringing'
        : acdAgentStatus(
            { loggedIn: Boolean(mine && agent?.loggedIn), queueStatus: agent?.queueStatus ?? 'paused', callState: agent?.call?.state ?? null, wrapUpUntil: wrapUpUntil.get(userId) ?? null },
            at,
          );
      return { userId, status, idleSince: agent?.idleSince ?? at };
    });
  }

  const provisioningIds = new Map<number, string>();
  async function sipUserOf(tenantId: number, userId: number): Promise<string | null> {
    const known = provisioningIds.get(userId);
    if (known) return known;
    const [row] = await deps.db
      .select({ provisioningId: users.provisioningId })
      .from(users)
      .where(and(eq(users.id, userId), eq(users.tenantId, tenantId)));
    if (row) provisioningIds.set(userId, row.provisioningId);
    return row?.provisioningId ?? null;
  }

  function dispatch() {
    for (const entry of waiting) {
      if (entry.offeredTo !== null) continue;
      const candidates = candidatesOf(entry.queue);
      const pick = longestIdleAgent(candidates, entry.tried);
      if (pick !== null) {
        void offer(entry, pick);
        continue;
      }
      // Everyone ready had their turn: start again a little later.
      if (entry.tried.size && candidates.some((c) => c.status === 'ready')) {
        entry.tried.clear();
        later(NEW_ROUND_DELAY_MS, dispatch);
      }
    }
  }

  async function offer(entry: WaitingCaller, userId: number) {
    entry.offeredTo = userId;
    offering.add(userId);
    const { queue, caller } = entry;
    let outcome: Awaited<ReturnType<QueueCaller['offer']>>;
    try {
      const sipUser = await sipUserOf(queue.tenantId, userId);
      outcome = sipUser
        ? await caller.offer(sipUser, { [ACD_SIP_HEADERS.queue]: String(queue.id), [ACD_SIP_HEADERS.entry]: String(entry.entryId) }, queue.ringSeconds)
        : { answered: false, statusCode: 404 };
    } catch (error) {
      log(`offer to user ${userId} failed: ${String(error)}`);
      outcome = { answered: false, statusCode: 500 };
    }
    offering.delete(userId);
    entry.offeredTo = null;
    if (!waiting.includes(entry)) return dispatch();
    if (!outcome.answered) {
      log(`user ${userId} did not take the caller ${caller.from} (${outcome.statusCode})`);
      entry.tried.add(userId);
      return dispatch();
    }
    waiting.splice(waiting.indexOf(entry), 1);
    const at = now();
    answered.set(userId, { entryId: entry.entryId, queueId: queue.id, answeredAt: at, wrapUpSeconds: queue.wrapUpSeconds });
    caller.stopAudio();
    caller.hangup();
    log(`user ${userId} took the caller ${caller.from} after ${Math.round((at - entry.enteredAt) / 1000)} s`);
    await updateEntry(entry.entryId, queue.tenantId, { outcome: 'processed', waitSeconds: Math.round((at - entry.enteredAt) / 1000) }, userId).catch((e: unknown) =>
      log(`entry not saved: ${String(e)}`),
    );
    dispatch();
  }

  async function callerGone(entry: WaitingCaller) {
    const at = waiting.indexOf(entry);
    if (at === -1) return;
    waiting.splice(at, 1);
    log(`the caller ${entry.caller.from} hung up while waiting`);
    await updateEntry(entry.entryId, entry.queue.tenantId, { outcome: 'abandoned', waitSeconds: Math.round((now() - entry.enteredAt) / 1000) }).catch((e: unknown) =>
      log(`entry not saved: ${String(e)}`),
    );
  }

  /** An agent's call ended: a queue call's talk time is written and their wrap-up starts. */
  function agentChanged(change: AgentChange) {
    const ended = change.before.call && change.before.call.callId !== change.after.call?.callId ? change.before.call : null;
    const queueCall = ended ? answered.get(change.userId) : undefined;
    if (ended && queueCall && (ended.queueId === null || ended.queueId === queueCall.queueId)) {
      answered.delete(change.userId);
      const at = now();
      wrapUpUntil.set(change.userId, at + queueCall.wrapUpSeconds * 1000);
      if (queueCall.wrapUpSeconds > 0) later(queueCall.wrapUpSeconds * 1000 + 20, dispatch);
      void updateEntry(queueCall.entryId, change.after.tenantId, { talkSeconds: Math.round((at - queueCall.answeredAt) / 1000), agentCallId: ended.callId }).catch((e: unknown) =>
        log(`entry not saved: ${String(e)}`),
      );
    }
    dispatch();
  }
  const stopWatching = deps.presence.onChange(agentChanged);

  return {
    /** A call came to one of our numbers. */
    async onCaller(caller: QueueCaller) {
      const queue = await deps.queues.byNumber(caller.dialed).catch(() => null);
      if (!queue) {
        log(`no queue has the number ${caller.dialed}`);
        return caller.reject(404, 'Not Found');
      }
      try {
        await caller.answer();
      } catch {
        return;
      }
      const schedule = queue.scheduleName === null ? undefined : (await tenantSchedulesOf(deps.db, queue.tenantId))[queue.scheduleName];
      if (schedule && !isWithinSchedule(schedule, deps.clock.now(), await tenantTimeZone(deps.db, queue.tenantId))) {
        log(`${queue.name} is closed: ${caller.from} hears the schedule message`);
        await caller.play(await deps.audio.closed(queue), false);
        return caller.hangup();
      }
      const enteredAt = now();
      const contactId = await deps.contactOf(queue.tenantId, caller.from).catch(() => null);
      const data: QueueEntryData & { contactId: number | null } = {
        queueId: queue.id,
        queueName: queue.name,
        outcome: 'waiting',
        from: caller.from,
        to: caller.dialed,
        waitSeconds: 0,
        talkSeconds: null,
        agentCallId: null,
        contactId,
      };
      const written = await insertActivity(deps.db, { tenantId: queue.tenantId, kind: 'queue', direction: 'in', occurredAt: new Date(enteredAt), data });
      const entry: WaitingCaller = { entryId: written.id, queue, caller, enteredAt, tried: new Set(), offeredTo: null };
      waiting.push(entry);
      void caller.ended.then(() => callerGone(entry));
      void deps.audio.hold(queue).then((samples) => caller.play(samples, true));
      dispatch();
    },
    /** The callers waiting in a queue now: their waiting times in seconds. */
    waitingIn(queueId: number): number[] {
      const at = now();
      return waiting.filter((w) => w.queue.id === queueId).map((w) => Math.round((at - w.enteredAt) / 1000));
    },
    /** The statuses of a queue's members now (the queue monitor). */
    statusesOf(queue: QueueWithTenant) {
      return candidatesOf(queue).map(({ userId, status }) => ({ userId, status }));
    },
    close() {
      closed = true;
      stopWatching();
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      for (const entry of waiting.splice(0)) entry.caller.hangup();
    },
  };
}

export type AcdEngine = ReturnType<typeof createAcdEngine>;
