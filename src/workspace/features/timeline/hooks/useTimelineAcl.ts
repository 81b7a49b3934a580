import { useQuery } from '@tanstack/react-query';
import { SETTINGS_CACHE_TTL_MS } from '@/src/domain/constants';
import { api } from '@/src/workspace/session/api';
import { timelineKeys } from '../timelineKeys';

/** restrictOwnActivityHistory and canDeleteTimelineEntry for the signed-in user. */
export function useTimelineAcl() {
  return useQuery({ queryKey: timelineKeys.acl, staleTime: SETTINGS_CACHE_TTL_MS, queryFn: () => api.call('timelineAcl', {}) });
}
