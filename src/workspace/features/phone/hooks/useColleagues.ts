import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { api } from '@/src/workspace/session/api';
import { sessionState } from '@/src/workspace/session/state';
import { telephonyKeys } from '../telephonyKeys';

/** The tenant's other users a rep can call on the softphone (by their SIP user). */
export function useColleagues() {
  const session = useAtomValue(sessionState);
  const query = useQuery({ queryKey: telephonyKeys.users, queryFn: () => api.call('telephonyUsers', {}), staleTime: 60_000 });
  const colleagues = (query.data?.users ?? []).filter((u) => u.userProvisioningId !== session?.userProvisioningId);
  return { ...query, colleagues };
}
