import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import { queueEntryOutcome, type QueueAgent, type QueueMonitorRow } from '@/src/contract';
import { queueMonitorRow, type QueueEntryToday } from '@/src/domain/acd/queue-monitor';
import { utcToZonedParts, zonedWallTimeToUtc } from '@/src/domain/lists/zoned-date';
import type { Clock } from '../../clock';
import type { Db } from '../../db/database';
import { activities, users } from '../../db/schema';
import type { AuthContext } from '../session/session-store';
import { tenantTimeZone } from '../lists/list-permissions';
import type { AcdEngine } from './acd-engine';
import type { QueueStore } from './queue-store';

/** Spec 3 queue monitor: one row per queue (agents now, callers waiting now, entries of today in the tenant's zone) and each queue's agents. */
export function createQueueMonitorService(deps: { db: Db; clock: Clock; queues: QueueStore; engine: AcdEngine }) {
  async function startOfToday(tenantId: number): Promise<Date> {
    const zone = await tenantTimeZone(deps.db, tenantId);
    const today = utcToZonedParts(deps.clock.now(), zone);
    return zonedWallTimeToUtc({ ...today, hour: 0, minute: 0 }, zone);
  }

  return {
    async rows(auth: AuthContext): Promise<QueueMonitorRow[]> {
      const queues = await deps.queues.list(auth.tenantId);
      if (!queues.length) return [];
      // One query for every queue's entries of today.
      const entries = await deps.db
        .select({
          queueId: sql<number>`(${activities.data}->>'queueId')::int`,
          outcome: sql<string>`${activities.data}->>'outcome'`,
          waitSeconds: sql<number>`coalesce((${activities.data}->>'waitSeconds')::int, 0)`,
          talkSeconds: sql<number | null>`(${activities.data}->>'talkSeconds')::int`,
        })
        .from(activities)
        .where(and(eq(activities.tenantId, auth.tenantId), eq(activities.kind, 'queue'), gte(activities.occurredAt, await startOfToday(auth.tenantId))));
      return queues.map((queue) => {
        const today: QueueEntryToday[] = entries.flatMap((e) => {
          const outcome = queueEntryOutcome.safeParse(e.outcome);
          return e.queueId === queue.id && outcome.success ? [{ outcome: outcome.data, waitSeconds: e.waitSeconds, talkSeconds: e.talkSeconds }] : [];
        });
        return queueMonitorRow({ id: queue.id, name: queue.name, agents: deps.engine.statusesOf(queue).map((a) => a.status), waitingSeconds: deps.engine.waitingIn(queue.id), today });
      });
    },
    async agents(auth: AuthContext, queueId: number): Promise<QueueAgent[]> {
      const queue = await deps.queues.get(auth.tenantId, queueId);
      if (!queue.memberIds.length) return [];
      const rows = await deps.db
        .select({ id: users.id, provisioningId: users.provisioningId, firstName: users.firstName, lastName: users.lastName, presence: users.presence })
        .from(users)
        .where(and(eq(users.tenantId, auth.tenantId), inArray(users.id, queue.memberIds)));
      const statuses = new Map(deps.engine.statusesOf(queue).map((s) => [s.userId, s.status]));
      return rows
        .map(({ presence, ...user }) => ({ user, status: statuses.get(user.id) ?? ('logged_out' as const), presence }))
        .sort((a, b) => `${a.user.firstName} ${a.user.lastName}`.localeCompare(`${b.user.firstName} ${b.user.lastName}`, undefined, { sensitivity: 'base' }));
    },
  };
}
