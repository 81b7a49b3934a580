import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { CoachGrant, CoachVerifyReply } from '@/src/contract';
import { MONITORING_PREFIX, monitoringDialString } from '@/src/domain/phone/call-monitoring';
import type { Clock } from '../../clock';
import type { Db } from '../../db/database';
import { users } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import type { AuthContext } from '../session/session-store';
import type { RelayCalls } from '../telephony/relay-calls';
import { monitoredCall } from './listen-service';

/** A grant is used within this long, once. */
export const COACH_GRANT_MS = 60_000;
export const INVALID_GRANT = 'This monitoring call was not granted.';

interface Grant {
  tenantId: number;
  supervisorId: number;
  repId: number;
  callId: string;
  expiresAt: number;
}

/**
 * Grants for whisper and join (spec 1 section 4): the server decides who may coach whose call
 * (monitor read, same tenant, never one's own call); the rep's phone answers a monitoring call only
 * with a grant the server confirms for that rep, used once.
 */
export function createCoachGrants(deps: { db: Db; clock: Clock; relay: { calls: RelayCalls } | null }) {
  const grants = new Map<string, Grant>();
  const sweep = (now: number) => {
    for (const [token, grant] of grants) if (grant.expiresAt <= now) grants.delete(token);
  };

  return {
    async grant(auth: AuthContext, callId: string): Promise<CoachGrant> {
      if (!deps.relay) throw new ApiError(503, 'The media relay is not running');
      const { owner } = await monitoredCall(deps.db, deps.relay, auth, callId);
      const now = deps.clock.now().getTime();
      sweep(now);
      const token = randomBytes(24).toString('base64url');
      const expiresAt = now + COACH_GRANT_MS;
      grants.set(token, { tenantId: auth.tenantId, supervisorId: auth.userId, repId: owner.id, callId, expiresAt });
      return { grant: token, target: owner.provisioningId, dial: monitoringDialString(MONITORING_PREFIX, owner.id), expiresAt: new Date(expiresAt).toISOString() };
    },

    /** The rep's phone checks a monitoring call's grant: real, unexpired, unused, and for this very rep. */
    async verify(auth: AuthContext, token: string): Promise<CoachVerifyReply> {
      const now = deps.clock.now().getTime();
      sweep(now);
      const grant = grants.get(token);
      if (!grant || grant.tenantId !== auth.tenantId || grant.repId !== auth.userId) throw new ApiError(403, INVALID_GRANT);
      grants.delete(token);
      const [supervisor] = await deps.db
        .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
        .from(users)
        .where(and(eq(users.id, grant.supervisorId), eq(users.tenantId, grant.tenantId)));
      if (!supervisor) throw new ApiError(403, INVALID_GRANT);
      return { callId: grant.callId, supervisor: { id: supervisor.id, name: `${supervisor.firstName} ${supervisor.lastName}`.trim() } };
    },
  };
}
