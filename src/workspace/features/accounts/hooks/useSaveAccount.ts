import { useMutation } from '@tanstack/react-query';
import type { Account, AccountCreateBody } from '@/src/contract';
import { api } from '@/src/workspace/session/api';

/** Updates `account`, or creates one without it; the saved account goes to `onSaved`. */
export function useSaveAccount(account: Account | null, onSaved: (account: Account) => void) {
  return useMutation({
    mutationFn: (body: AccountCreateBody) => (account ? api.call('updateAccount', { params: { accountId: account.id }, body }) : api.call('createAccount', { body })).then((reply) => reply.account),
    onSuccess: onSaved,
  });
}
