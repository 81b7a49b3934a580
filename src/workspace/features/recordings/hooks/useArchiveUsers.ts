import { useQuery } from '@tanstack/react-query';
import { api } from '@/src/workspace/session/api';
import { telephonyKeys } from '../../phone/telephonyKeys';

/** The tenant's users for the archive's user filter (monitor read only: `enabled`). */
export const useArchiveUsers = (enabled: boolean) =>
  useQuery({ queryKey: telephonyKeys.users, queryFn: () => api.call('telephonyUsers', {}), staleTime: 60_000, enabled, select: (reply) => reply.users });
