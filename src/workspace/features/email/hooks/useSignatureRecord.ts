import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiCallError } from '@/src/contract/api-call-error';
import { api } from '@/src/workspace/session/api';
import { emailKeys } from '../emailKeys';

/** The signature record; a 404 means none yet (null), so saving creates it. */
export const useSignatureRecord = () =>
  useQuery({
    queryKey: emailKeys.signatureRecord,
    queryFn: () =>
      api
        .call('getSignature', {})
        .then((r) => r.signature)
        .catch((e: unknown) => {
          if (e instanceof ApiCallError && e.status === 404) return null;
          throw e;
        }),
  });

/** Saves the signature: updates the record by its revision, or creates the first one. */
export function useSaveSignature() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, record }: { body: string; record: { id: number; _rev: number } | null }) =>
      record ? api.call('updateSignature', { params: { id: record.id }, body: { body, revision: record._rev } }) : api.call('createSignature', { body: { body } }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: emailKeys.signatureRecord });
      void queryClient.invalidateQueries({ queryKey: emailKeys.signature });
    },
  });
}
