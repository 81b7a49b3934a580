import { useQuery } from '@tanstack/react-query';
import { api } from '@/src/workspace/session/api';
import { listKeys } from '../listQueryKeys';

/** The lists a contact can be added or moved to: every list for an admin, else the lists the user may write to. */
export const useListTargets = (admin: boolean, enabled: boolean) =>
  useQuery({ queryKey: listKeys.targets(admin), queryFn: () => api.call('listListNames', { body: { admin, writableOnly: !admin } }), enabled });
