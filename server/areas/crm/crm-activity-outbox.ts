import { and, asc, eq } from 'drizzle-orm';
import type { Clock } from '../../clock';
import type { Db, Tx } from '../../db/database';
import type { CrmActivity } from './crm';
import type { CrmConnectionService } from './crm-connection-service';
import { CrmApiError } from './crm-errors';
import { crmOutbox } from './crm-tables';

// Rows sent per tenant in one round.
const BATCH = 50;

type StoredActivity = Omit<CrmActivity, 'occurredAt'> & { occurredAt: string };

/**
 * Activities on their way to the CRM as Tasks. Enqueueing (in the transaction that saves the call,
 * email or SMS) is idempotent by the activity's key; the outbox job sends pending rows, each once:
 * the Task carries the key, so a send repeated after a stop finds it. A refusal of the record
 * (validation, a deleted contact) is kept on the row; a lost connection or a spent daily limit
 * leaves the rows pending until it is fixed, losing nothing.
 */
export function createCrmActivityOutbox(deps: { db: Db; clock: Clock; connections: CrmConnectionService }) {
  const { db, clock, connections } = deps;
  return {
    async enqueue(tx: Db | Tx, tenantId: number, activity: CrmActivity): Promise<void> {
      const payload: StoredActivity = { ...activity, occurredAt: activity.occurredAt.toISOString() };
      await tx
        .insert(crmOutbox)
        .values({ tenantId, sourceKey: activity.key, payload })
        .onConflictDoNothing({ target: [crmOutbox.tenantId, crmOutbox.sourceKey] });
    },

    /** Sends a tenant's pending rows, oldest first; stops at the first fault of the connection. */
    async send(tenantId: number): Promise<{ sent: number; failed: number }> {
      const session = await connections.session(tenantId);
      if (!session) return { sent: 0, failed: 0 };
      const pending = await db
        .select()
        .from(crmOutbox)
        .where(and(eq(crmOutbox.tenantId, tenantId), eq(crmOutbox.status, 'pending')))
        .orderBy(asc(crmOutbox.id))
        .limit(BATCH);
      let sent = 0;
      let failed = 0;
      for (const row of pending) {
        const stored = row.payload as StoredActivity;
        const mark = (set: Partial<typeof crmOutbox.$inferInsert>) =>
          db
            .update(crmOutbox)
            .set({ attempts: row.attempts + 1, ...set })
            .where(and(eq(crmOutbox.id, row.id), eq(crmOutbox.tenantId, tenantId)));
        try {
          const crmId = await session.logActivity({ ...stored, occurredAt: new Date(stored.occurredAt) });
          await mark({ status: 'done', crmId, lastError: null, doneAt: clock.now() });
          sent++;
        } catch (error) {
          if (error instanceof CrmApiError) {
            await mark({ status: 'failed', lastError: `${error.errorCode}: ${error.message}` });
            failed++;
            continue;
          }
          // The connection, the daily limit or the network: the row waits for the next round.
          await mark({ lastError: error instanceof Error ? error.message : String(error) });
          break;
        }
      }
      return { sent, failed };
    },
  };
}

export type CrmActivityOutbox = ReturnType<typeof createCrmActivityOutbox>;
