import { useQuery } from '@tanstack/react-query';
import { api } from '@/src/workspace/session/api';
import { smsKeys } from '../smsKeys';

/** The navbar's latest conversations (20). */
export const useSmsHistory = () => useQuery({ queryKey: smsKeys.history, queryFn: () => api.call('smsHistory', { query: { limit: 20 } }), staleTime: 10_000 });
