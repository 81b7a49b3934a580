import { useQuery } from '@tanstack/react-query';
import { ApiCallError } from '../../../../contract/api-call-error';
import { api } from '../../../session/api';

/** What a composer loads: mailbox, tracking defaults, signature, templates, variable source. */
export function useComposerData(contactId: number) {
  const accounts = useQuery({ queryKey: ['email', 'accounts'], queryFn: () => api.call('listEmailAccounts', {}).then((r) => r.accounts) });
  // Spec 1 section 8: when the settings call fails, tracking defaults to off.
  const settings = useQuery({
    queryKey: ['email', 'settings'],
    queryFn: () => api.call('getEmailSettings', {}).catch(() => ({ trackOpens: false, trackClicks: false })),
  });
  // Spec 1 section 7: a 404 signature is an empty one.
  const signature = useQuery({
    queryKey: ['email', 'signature'],
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
  const templates = useQuery({ queryKey: ['email', 'templates'], refetchOnMount: 'always', queryFn: () => api.call('listEmailTemplates', { query: { limit: 100 } }).then((r) => r.templates) });
  const variables = useQuery({ queryKey: ['email', 'variables', contactId], queryFn: () => api.call('emailVariables', { query: { contactId } }) });
  return { accounts, settings, signature, templates, variables };
}
