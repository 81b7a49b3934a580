import { Select } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { presenceValues, type Presence } from '../../contract';
import { api } from '../session/api';

/** The navbar's set-status control (PUT /session/status). */
export function PresenceSelect() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const presence = useQuery({ queryKey: ['presence'], queryFn: () => api.call('getPresence', {}) });
  const setPresence = useMutation({
    mutationFn: (value: Presence) => api.call('setPresence', { body: { presence: value } }),
    onSuccess: (reply) => queryClient.setQueryData(['presence'], reply),
  });
  return (
    <Select
      aria-label={t('nav.presence')}
      w={100}
      size="xs"
      allowDeselect={false}
      disabled={!presence.data}
      value={setPresence.isPending ? setPresence.variables : (presence.data?.presence ?? null)}
      data={presenceValues.map((value) => ({ value, label: t(`presence.${value}`) }))}
      onChange={(value) => value && setPresence.mutate(value as Presence)}
      error={setPresence.isError ? t('nav.presenceError') : undefined}
      data-testid="presence-select"
    />
  );
}
