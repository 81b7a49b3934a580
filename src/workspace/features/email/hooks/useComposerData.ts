import { useQuery } from '@tanstack/react-query';
import { ApiCallError } from '@/src/contract/api-call-error';
import { api } from '@/src/workspace/session/api';
import { emailKeys } from '../emailKeys';
import { useEmailAccounts } from './useEmailAccounts';

/** What a composer loads: mailbox, tracking defaults, signature, templates, variable source. */
export function useComposerData(contactId: number) {
  const accounts = useEmailAccounts();
  // Spec 1 section 8: when the settings call fails, tracking defaults to off.
  const settings = useQuery({ queryKey: emailKeys.composerSettings, queryFn: () => api.call('getEmailSettings', {}).catch(() => ({ trackOpens: false, trackClicks: false })) });
  // Spec 1 section 7: a 404 signature is an empty one.
  const signature = useQuery({
    queryKey: emailKeys.signature,
    queryFn: () =>
      api
        .call('getSignature', {})
        .then((r) => r.signature.body)
        .catch((e: unknown) => {
          if (e instanceof ApiCallError && e.status === 404) return '';
          throw e;
        }),
  });
  // Each composer sees the current templates (another tab may have added one).
  const templates = useQuery({ queryKey: emailKeys.templates, refetchOnMount: 'always', queryFn: () => api.call('listEmailTemplates', { query: { limit: 100 } }).then((r) => r.templates) });
  const variables = useQuery({ queryKey: emailKeys.variables(contactId), queryFn: () => api.call('emailVariables', { query: { contactId } }) });
  return { accounts, settings, signature, templates, variables };
}
