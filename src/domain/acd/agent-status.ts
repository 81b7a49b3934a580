import type { AcdAgentStatus } from '../../contract/entities/acd';
import { agentStatusWord, statusLabel } from '../presence-status';

/** What the server knows of one queue member at an instant. */
export interface QueueMemberState {
  loggedIn: boolean;
  /** What the agent chose in their phone: ready for queue calls, or on break. */
  queueStatus: 'ready' | 'paused';
  callState: 'ringing' | 'talking' | null;
  /** End of the wrap-up time after their last queue call (epoch ms), or null. */
  wrapUpUntil: number | null;
}

/**
 * Spec 3 section 4 agent statuses of the queue monitor. A call of any kind makes the agent busy
 * (ringing or answered) even on break; an agent on break is paused; wrap-up follows a queue call.
 */
export function acdAgentStatus(member: QueueMemberState, now: number): AcdAgentStatus {
  if (!member.loggedIn) return 'logged_out';
  if (member.callState === 'ringing') return 'ringing';
  if (member.callState === 'talking') return 'answered';
  if (member.queueStatus === 'paused') return 'paused';
  if (member.wrapUpUntil !== null && member.wrapUpUntil > now) return 'wrapup';
  return 'ready';
}

/** Spec 3 section 4: the label shown for each agent status, from the one status vocabulary; anything unknown reads Working Offline. */
export const acdAgentStatusLabel = (status: string): string => statusLabel(agentStatusWord(status));
