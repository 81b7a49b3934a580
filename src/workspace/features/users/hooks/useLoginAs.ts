import { useMutation } from '@tanstack/react-query';
import { api } from '@/src/workspace/session/api';
import { tradeSession } from '@/src/workspace/session/switchSession';

/** Login as user: the user's session, then the workspace starts again as them. */
export const useLoginAs = () => useMutation({ mutationFn: (userId: number) => tradeSession(() => api.call('loginAsUser', { params: { userId } })) });

/** Back to oneself from a login as user. */
export const useEndLoginAs = () => useMutation({ mutationFn: () => tradeSession(() => api.call('endLoginAs', {})) });
