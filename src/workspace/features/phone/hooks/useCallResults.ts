import { useQuery } from '@tanstack/react-query';
import { SETTINGS_CACHE_TTL_MS } from '@/src/domain/constants';
import { api } from '@/src/workspace/session/api';
import { telephonyKeys } from '../telephonyKeys';

/** The tenant's call-result options. */
export const useCallResults = () =>
  useQuery({ queryKey: telephonyKeys.callResults, queryFn: () => api.call('callResults', {}), staleTime: SETTINGS_CACHE_TTL_MS, select: (reply) => reply.callResults });
