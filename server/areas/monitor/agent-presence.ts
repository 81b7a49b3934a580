import { and, asc, eq } from 'drizzle-orm';
import { MONITOR_LINE_EVENT, type AgentStateBody, type Presence, type QueueReadiness, type RealtimeLine } from '@/src/contract';
import { presenceForReadiness, queueReadinessOf } from '@/src/domain/presence-readiness';
import type { Clock } from '../../clock';
import type { Db } from '../../db/database';
import { acdQueues, callLists, contacts, teams, users } from '../../db/schema';
import type { Realtime } from '../../realtime/realtime';
import type { AuthContext } from '../session/session-store';
import type { PresenceChange, PresenceStore } from '../session/presence-store';

const USER_ROW_TTL_MS = 60_000;

/** The /updates room of a tenant's real-time monitor (users with monitor read join it). */
export const monitorRoom = (tenantId: number) => `monitor/${tenantId}`;

type Call = NonNullable<AgentStateBody['call']>;

/** What the server holds of one user: their open /updates sockets and their phone's last report. */
interface Agent {
  tenantId: number;
  sockets: number;
  registered: boolean;
  call: (Call & { since: Date; contactName: string | null; listName: string | null; queueName: string | null }) | null;
  /** Their presence (users.presence, the one stored status): their queue readiness derives from it. */
  presence: Presence;
  /** Since when the agent has had no call: the end of their last call, or when they logged in (epoch ms). */
  idleSince: number;
  /** Whether presence was read from the database or told by the presence store since. */
  presenceRead: boolean;
}

/** What the ACD reads of an agent. */
export interface AgentSnapshot {
  tenantId: number;
  loggedIn: boolean;
  /** Derived from their presence: ready exactly when Available. */
  queueStatus: QueueReadiness;
  call: { callId: string; state: 'ringing' | 'talking'; queueId: number | null } | null;
  idleSince: number;
}

/** A change of an agent: what it was and what it is (a call that ended is before.call without after.call). */
export type AgentChange = { userId: number; before: AgentSnapshot; after: AgentSnapshot };

type UserRow = { id: number; firstName: string; lastName: string; teamId: number | null; teamName: string | null; presence: Presence };

/**
 * Live presence of every agent, derived on the server from what already happens: a user is
 * logged in while their extension holds an /updates socket and their phone is registered; their
 * call is what their phone reports of itself (names read here by id, in their tenant). Each change
 * is pushed to the tenant's monitor room; the table is never polled.
 */
export function createAgentPresence(deps: { db: Db; clock: Clock; realtime: Realtime; statuses: PresenceStore }) {
  const agents = new Map<number, Agent>();

  const userSelect = { id: users.id, firstName: users.firstName, lastName: users.lastName, teamId: users.teamId, teamName: teams.name, presence: users.presence };

  function lineOf(user: UserRow, agent: Agent | undefined): RealtimeLine {
    const loggedIn = Boolean(agent && agent.sockets > 0 && agent.registered);
    const call = agent && agent.sockets > 0 ? agent.call : null;
    return {
      user: { id: user.id, firstName: user.firstName, lastName: user.lastName, team: user.teamId !== null && user.teamName !== null ? { id: user.teamId, name: user.teamName } : null },
      loginStatus: loggedIn ? 'loggedIn' : 'loggedOut',
      callStatus: call?.state ?? 'idle',
      callId: call?.callId ?? null,
      callDirection: call?.direction ?? null,
      queueName: call?.queueName ?? null,
      listName: call?.listName ?? null,
      callContact: call ? { id: call.contactId, name: call.contactName ?? '', number: call.number } : null,
      callStartTime: call?.since.toISOString() ?? null,
      presence: agent?.presenceRead ? agent.presence : user.presence,
    };
  }

  /** Names and teams change seldom: a pushed line reads them at most once a minute per user (the table's GET reads them fresh). */
  const userRows = new Map<number, { row: UserRow; at: number }>();
  async function userRow(tenantId: number, userId: number): Promise<UserRow | undefined> {
    const cached = userRows.get(userId);
    const now = deps.clock.now().getTime();
    if (cached && now - cached.at < USER_ROW_TTL_MS) return cached.row;
    const [row] = await deps.db
      .select(userSelect)
      .from(users)
      .leftJoin(teams, and(eq(teams.id, users.teamId), eq(teams.tenantId, users.tenantId)))
      .where(and(eq(users.id, userId), eq(users.tenantId, tenantId)));
    if (row) userRows.set(userId, { row, at: now });
    else userRows.delete(userId);
    return row;
  }

  async function publish(tenantId: number, userId: number) {
    const user = await userRow(tenantId, userId);
    if (user) deps.realtime.toRoom(monitorRoom(tenantId), MONITOR_LINE_EVENT, lineOf(user, agents.get(userId)));
  }

  /** What the monitor shows of an agent, to push only what changed. */
  const shownState = (agent: Agent) => JSON.stringify([agent.registered, agent.call, agent.call?.since.getTime()]);

  const snapshot = (agent: Agent): AgentSnapshot => ({
    tenantId: agent.tenantId,
    loggedIn: agent.sockets > 0 && agent.registered,
    queueStatus: queueReadinessOf(agent.presence),
    call: agent.sockets > 0 && agent.call ? { callId: agent.call.callId, state: agent.call.state, queueId: agent.call.queueId } : null,
    idleSince: agent.idleSince,
  });

  const changeListeners = new Set<(change: AgentChange) => void>();
  /** Runs `change` on the agent and tells the listeners (the ACD) what changed; a call that ends starts the idle time. */
  async function changing<T>(userId: number, agent: Agent, change: () => Promise<T> | T): Promise<T> {
    const before = snapshot(agent);
    const result = await change();
    const after = snapshot(agent);
    if ((before.call && !after.call) || (!before.loggedIn && after.loggedIn)) agent.idleSince = deps.clock.now().getTime();
    const changed = { userId, before, after: snapshot(agent) };
    if (JSON.stringify(before) !== JSON.stringify(changed.after)) for (const listener of changeListeners) listener(changed);
    return result;
  }

  const agentOf = (auth: Pick<AuthContext, 'tenantId' | 'userId'>): Agent => {
    let agent = agents.get(auth.userId);
    if (!agent) {
      agent = { tenantId: auth.tenantId, sockets: 0, registered: false, call: null, presence: 'offline', idleSince: deps.clock.now().getTime(), presenceRead: false };
      agents.set(auth.userId, agent);
    }
    return agent;
  };

  /** The agent's presence, read once when they first connect; every later change is told by the presence store. */
  async function loadPresence(auth: Pick<AuthContext, 'tenantId' | 'userId'>, agent: Agent) {
    if (agent.presenceRead) return;
    const presence = await deps.statuses.get({ id: auth.userId, tenantId: auth.tenantId });
    // A change told while reading is newer than what was read.
    if (agent.presenceRead) return;
    agent.presenceRead = true;
    agent.presence = presence;
  }

  /** A presence changed (set-status, the phone's control, sign-in, sign-out, PUT /acd/agents/me): the ACD and the monitor follow. */
  async function presenceChanged(change: PresenceChange) {
    const agent = agentOf({ tenantId: change.tenantId, userId: change.userId });
    await changing(change.userId, agent, () => {
      // Becoming available starts the idle time: an agent back from a break waits their turn.
      if (change.presence === 'available' && (agent.presence !== 'available' || !agent.presenceRead)) agent.idleSince = deps.clock.now().getTime();
      agent.presence = change.presence;
      agent.presenceRead = true;
    });
    await publish(change.tenantId, change.userId);
  }
  deps.statuses.onChange((change) => void presenceChanged(change).catch((error: unknown) => console.warn('monitor: a presence change could not be applied', error)));

  async function namesOf(tenantId: number, call: Call) {
    const [contact] = call.contactId
      ? await deps.db
          .select({ firstName: contacts.firstName, lastName: contacts.lastName })
          .from(contacts)
          .where(and(eq(contacts.id, call.contactId), eq(contacts.tenantId, tenantId)))
      : [];
    const [queue] = call.queueId
      ? await deps.db
          .select({ name: acdQueues.name })
          .from(acdQueues)
          .where(and(eq(acdQueues.id, call.queueId), eq(acdQueues.tenantId, tenantId)))
      : [];
    const [list] = call.listId
      ? await deps.db
          .select({ name: callLists.name })
          .from(callLists)
          .where(and(eq(callLists.id, call.listId), eq(callLists.tenantId, tenantId)))
      : [];
    return {
      contactId: contact ? call.contactId : null,
      contactName: contact ? `${contact.firstName} ${contact.lastName}`.trim() : null,
      listId: list ? call.listId : null,
      listName: list?.name ?? null,
      queueId: queue ? call.queueId : null,
      queueName: queue?.name ?? null,
    };
  }

  return {
    /** An /updates socket of the user opened. */
    async socketOpened(auth: AuthContext) {
      const agent = agentOf(auth);
      await loadPresence(auth, agent);
      await changing(auth.userId, agent, () => void (agent.sockets += 1));
      await publish(auth.tenantId, auth.userId);
    },
    /** An /updates socket closed: with the last one the user is logged out and their call is no longer shown (true then). */
    async socketClosed(auth: AuthContext): Promise<boolean> {
      const agent = agentOf(auth);
      const gone = await changing(auth.userId, agent, () => {
        agent.sockets = Math.max(0, agent.sockets - 1);
        if (agent.sockets > 0) return false;
        agent.registered = false;
        agent.call = null;
        return true;
      });
      await publish(auth.tenantId, auth.userId);
      return gone;
    },

    /** The user's phone reports itself; a change is pushed to the tenant's monitor room. */
    async report(auth: AuthContext, body: AgentStateBody) {
      const agent = agentOf(auth);
      const before = shownState(agent);
      const call = body.call ? { ...body.call, ...(await namesOf(auth.tenantId, body.call)) } : null;
      await changing(auth.userId, agent, () => {
        agent.registered = body.registered;
        // The same call keeps the time it was first seen (the server's clock), whatever the phone's clock says.
        agent.call = call ? { ...call, since: agent.call?.callId === call.callId ? agent.call.since : deps.clock.now() } : null;
      });
      if (before !== shownState(agent)) await publish(auth.tenantId, auth.userId);
    },

    /** Every active user of the tenant, each with their line (spec 3 real-time line). */
    async lines(auth: AuthContext): Promise<RealtimeLine[]> {
      const rows = await deps.db
        .select(userSelect)
        .from(users)
        .leftJoin(teams, and(eq(teams.id, users.teamId), eq(teams.tenantId, users.tenantId)))
        .where(and(eq(users.tenantId, auth.tenantId), eq(users.active, true)))
        .orderBy(asc(users.firstName), asc(users.lastName));
      return rows.map((row) => lineOf(row, agents.get(row.id)));
    },

    /** PUT /acd/agents/me: sets the presence it means (ready is Available, paused On Break); the readiness follows from it. */
    async setQueueStatus(auth: AuthContext, status: QueueReadiness): Promise<QueueReadiness> {
      const presence = presenceForReadiness(status);
      await deps.statuses.set({ id: auth.userId, tenantId: auth.tenantId }, presence);
      return queueReadinessOf(presence);
    },
    /** GET /acd/agents/me: derived from the stored presence. */
    async queueStatus(auth: AuthContext): Promise<QueueReadiness> {
      return queueReadinessOf(await deps.statuses.get({ id: auth.userId, tenantId: auth.tenantId }));
    },
    /** What the ACD reads of a user (a user never seen is logged out). */
    snapshotOf(userId: number): AgentSnapshot | null {
      const agent = agents.get(userId);
      return agent ? snapshot(agent) : null;
    },
    /** Every change of an agent's login, call or readiness (the ACD routes on them). */
    onChange(listener: (change: AgentChange) => void): () => void {
      changeListeners.add(listener);
      return () => changeListeners.delete(listener);
    },

    /** The live call with this id in the tenant, and whose it is; null when none. */
    liveCall(tenantId: number, callId: string, preferUserId?: number): { userId: number; call: Agent['call'] & object } | null {
      // A call between two reps is live on both phones under one Call-ID: the asker's own side first, whatever
      // order the agents were first seen in.
      if (preferUserId !== undefined) {
        const own = agents.get(preferUserId);
        if (own && own.tenantId === tenantId && own.sockets > 0 && own.call?.callId === callId) return { userId: preferUserId, call: own.call };
      }
      for (const [userId, agent] of agents) {
        if (agent.tenantId === tenantId && agent.sockets > 0 && agent.call?.callId === callId) return { userId, call: agent.call };
      }
      return null;
    },
  };
}

export type AgentPresence = ReturnType<typeof createAgentPresence>;
