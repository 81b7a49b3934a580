import { useQuery } from '@tanstack/react-query';
import { api } from '@/src/workspace/session/api';
import { accountKeys } from '../accountKeys';

/** An account's opportunities (the first 100, as the server pages them). */
export const useAccountOpportunities = (accountId: number) =>
  useQuery({ queryKey: accountKeys.opportunitiesOf(accountId), queryFn: () => api.call('listOpportunities', { query: { accountId } }).then((reply) => reply.opportunities) });
