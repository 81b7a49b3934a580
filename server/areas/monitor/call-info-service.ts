import { and, eq } from 'drizzle-orm';
import type { CallInfo } from '@/src/contract';
import type { Db } from '../../db/database';
import { telephonyCalls, users } from '../../db/schema';
import { notFound } from '../../http/api-error';
import type { AuthContext } from '../session/session-store';
import type { AgentPresence } from './agent-presence';

/**
 * A supervisor's observation and score of a call (spec 3 call info), kept on the call's row of
 * the archive. A live call has no row until its rep saves it: the row is made here then, with
 * what the monitor knows, and the rep's save completes it.
 */
export function createCallInfoService(deps: { db: Db; presence: AgentPresence }) {
  async function rowOf(auth: AuthContext, callId: string) {
    const [row] = await deps.db
      .select({ score: telephonyCalls.score, observation: telephonyCalls.observation })
      .from(telephonyCalls)
      .where(and(eq(telephonyCalls.id, callId), eq(telephonyCalls.tenantId, auth.tenantId)));
    return row;
  }

  return {
    async get(auth: AuthContext, callId: string): Promise<CallInfo> {
      const row = await rowOf(auth, callId);
      if (row) return { callObservation: row.observation, callScore: row.score };
      if (deps.presence.liveCall(auth.tenantId, callId)) return { callObservation: null, callScore: null };
      throw notFound('Call');
    },

    async save(auth: AuthContext, callId: string, input: { callScore: number | null; callObservation: string | null }): Promise<CallInfo> {
      const values = { score: input.callScore, observation: input.callObservation || null };
      if (!(await rowOf(auth, callId))) {
        const live = deps.presence.liveCall(auth.tenantId, callId);
        if (!live) throw notFound('Call');
        const [rep] = await deps.db.select({ connectionType: users.connectionType }).from(users).where(eq(users.id, live.userId));
        await deps.db
          .insert(telephonyCalls)
          .values({
            id: callId,
            tenantId: auth.tenantId,
            userId: live.userId,
            contactId: live.call.contactId,
            direction: live.call.direction,
            connectionType: rep?.connectionType ?? 'soft',
            phoneNumber: live.call.number,
            startedAt: live.call.since,
            ...values,
          })
          // The rep's save may have made the row meanwhile: then it is updated below.
          .onConflictDoNothing();
      }
      await deps.db
        .update(telephonyCalls)
        .set(values)
        .where(and(eq(telephonyCalls.id, callId), eq(telephonyCalls.tenantId, auth.tenantId)));
      const saved = await rowOf(auth, callId);
      if (!saved) throw notFound('Call');
      return { callObservation: saved.observation, callScore: saved.score };
    },
  };
}
