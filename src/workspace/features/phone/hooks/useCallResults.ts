import { useQuery } from '@tanstack/react-query';
import { SETTINGS_CACHE_TTL_MS } from '../../../../domain/constants';
import { api } from '../../../session/api';

/** The tenant's call-result options. */
export const useCallResults = () =>
  useQuery({ queryKey: ['callResults'], queryFn: async () => (await api.call('callResults', {})).callResults, staleTime: SETTINGS_CACHE_TTL_MS });
