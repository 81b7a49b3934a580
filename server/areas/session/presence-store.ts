import { and, eq } from 'drizzle-orm';
import type { Presence } from '@/src/contract';
import type { Db } from '../../db/database';
import { users } from '../../db/schema';
import type { Realtime } from '../../realtime/realtime';

type Person = { id: number; tenantId: number };
export type PresenceChange = { userId: number; tenantId: number; presence: Presence };

/**
 * A user's presence (users.presence: the header's set-status), the one status stored for a person. Every
 * change goes through here: it is pushed to the tenant (the header, the phone's control and the monitors
 * follow it live) and told to the listeners (the agents' live presence, whose queue readiness derives from it).
 */
export function createPresenceStore(deps: { db: Db; realtime: Realtime }) {
  const listeners = new Set<(change: PresenceChange) => void>();

  /** Tells the tenant and the listeners of a presence already written (sign-in writes it with the session). */
  function announce(user: Person, presence: Presence) {
    deps.realtime.toTenant(user.tenantId, 'presence', { userId: user.id, presence });
    for (const listener of listeners) listener({ userId: user.id, tenantId: user.tenantId, presence });
  }

  return {
    announce,
    async set(user: Person, presence: Presence) {
      await deps.db
        .update(users)
        .set({ presence })
        .where(and(eq(users.id, user.id), eq(users.tenantId, user.tenantId)));
      announce(user, presence);
    },
    async get(user: Person): Promise<Presence> {
      const [row] = await deps.db
        .select({ presence: users.presence })
        .from(users)
        .where(and(eq(users.id, user.id), eq(users.tenantId, user.tenantId)));
      return row?.presence ?? 'offline';
    },
    onChange(listener: (change: PresenceChange) => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type PresenceStore = ReturnType<typeof createPresenceStore>;
