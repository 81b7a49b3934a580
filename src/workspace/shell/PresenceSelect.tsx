import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { presenceValues, type Presence } from '../../contract';
import { usePresence, useSetPresence } from '../session/hooks/usePresence';

/** The navbar's set-status control (PUT /session/status). */
export function PresenceSelect() {
  const { t } = useTranslation();
  const presence = usePresence();
  const setPresence = useSetPresence();
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
