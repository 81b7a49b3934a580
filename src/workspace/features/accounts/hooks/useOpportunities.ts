import { useMutation, useQuery } from '@tanstack/react-query';
import type { Opportunity, OpportunityBody } from '@/src/contract';
import { api } from '@/src/workspace/session/api';
import { accountKeys } from '../accountKeys';

/** The tenant's opportunity stages. */
export const useOpportunityStatuses = () => useQuery({ queryKey: accountKeys.opportunityStatuses, queryFn: () => api.call('opportunityStatuses', {}).then((reply) => reply.statuses) });

/** Updates `opportunity`, or creates one without it. */
export function useSaveOpportunity(opportunity: Opportunity | null | undefined, onSaved: () => void) {
  return useMutation({
    mutationFn: (body: OpportunityBody) => (opportunity ? api.call('updateOpportunity', { params: { opportunityId: opportunity.id }, body }) : api.call('createOpportunity', { body })),
    onSuccess: onSaved,
  });
}
