import { useQuery } from '@tanstack/react-query';
import { SETTINGS_CACHE_TTL_MS } from '../../../../domain/constants';
import { api } from '../../../session/api';
import { telephonyKeys } from '../telephonyKeys';

/** The tenant's call-result options. */
export const useCallResults = () =>
  useQuery({ queryKey: telephonyKeys.callResults, queryFn: () => api.call('callResults', {}), staleTime: SETTINGS_CACHE_TTL_MS, select: (reply) => reply.callResults });
