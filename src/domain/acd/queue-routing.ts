import type { AcdAgentStatus } from '../../contract/entities/acd';

export interface RoutingCandidate {
  userId: number;
  status: AcdAgentStatus;
  /** Since when the agent has been without a call (epoch ms): the end of their last call, or when they became ready. */
  idleSince: number;
}

/**
 * The agent a waiting caller goes to: the ready member idle the longest (earliest idleSince; ties by
 * user id, so the choice is stable). Agents already tried for this caller are skipped. Null: nobody.
 */
export function longestIdleAgent(candidates: readonly RoutingCandidate[], skip: ReadonlySet<number> = new Set()): number | null {
  let best: RoutingCandidate | null = null;
  for (const c of candidates) {
    if (c.status !== 'ready' || skip.has(c.userId)) continue;
    if (!best || c.idleSince < best.idleSince || (c.idleSince === best.idleSince && c.userId < best.userId)) best = c;
  }
  return best?.userId ?? null;
}
