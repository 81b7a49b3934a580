import { useQuery } from '@tanstack/react-query';
import type { LayoutEntity } from '@/src/contract';
import { SETTINGS_CACHE_TTL_MS } from '@/src/domain/constants';
import { api } from '@/src/workspace/session/api';
import { contactKeys } from '../contactKeys';

/** Sections in screen order: personal info first, custom fields last. */
const SECTION_RANK: Record<string, number> = { personalInfo: 0, locationTimezone: 1, details: 2, custom: 3, actions: 4 };

/** A tenant's field layout for one entity, ordered; cached like the other tenant settings. */
export function useEntityLayout(entity: LayoutEntity, enabled = true) {
  return useQuery({
    queryKey: contactKeys.layout(entity),
    enabled,
    staleTime: SETTINGS_CACHE_TTL_MS,
    queryFn: () =>
      api.call('entityLayout', { params: { entity } }).then((reply) => [...reply.data].sort((a, b) => (SECTION_RANK[a.section] ?? 9) - (SECTION_RANK[b.section] ?? 9) || a.order - b.order)),
  });
}
