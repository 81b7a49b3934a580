import { useQuery } from '@tanstack/react-query';
import type { LayoutEntity } from '../../../../contract';
import { SETTINGS_CACHE_TTL_MS } from '../../../../domain/constants';
import { api } from '../../../session/api';

/** A tenant's field layout for one entity, ordered; cached like the other tenant settings. */
export function useEntityLayout(entity: LayoutEntity, enabled = true) {
  return useQuery({
    queryKey: ['layouts', entity],
    enabled,
    staleTime: SETTINGS_CACHE_TTL_MS,
    queryFn: () => api.call('entityLayout', { params: { entity } }).then((reply) => [...reply.data].sort((a, b) => a.order - b.order)),
  });
}
