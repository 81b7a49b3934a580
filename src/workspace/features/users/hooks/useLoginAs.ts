import { useMutation } from '@tanstack/react-query';
import { api } from '@/src/workspace/session/api';
import { switchSession } from '@/src/workspace/session/switchSession';

/** Login as user: the user's session, then the workspace starts again as them. */
export const useLoginAs = () => useMutation({ mutationFn: async (userId: number) => switchSession(await api.call('loginAsUser', { params: { userId } })) });

/** Back to oneself from a login as user. */
export const useEndLoginAs = () => useMutation({ mutationFn: async () => switchSession(await api.call('endLoginAs', {})) });
