import { useAtomValue } from 'jotai';
import { sessionState } from '@/src/workspace/session/state';
import { useAcdQueues } from './useAcdQueues';

/** Whether the signed-in user is a member of at least one queue (queue calls may come to them). */
export function useQueueMember(): boolean {
  const session = useAtomValue(sessionState);
  const queues = useAcdQueues();
  return Boolean(session && queues.data?.queues.some((q) => q.memberIds.includes(session.userId)));
}
