import { ColorSwatch, Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { presenceValues, type Presence } from '../../contract';
import { presenceColour } from '../../domain/presence-colour';
import { presenceStatus, statusLabel } from '../../domain/presence-status';
import { usePresence, useSetPresence } from '../session/hooks/usePresence';

/** The navbar's set-status control (PUT /session/status). */
export function PresenceSelect() {
  const { t } = useTranslation();
  const presence = usePresence();
  const setPresence = useSetPresence();
  const shown = setPresence.isPending ? setPresence.variables : (presence.data?.presence ?? null);
  const colour = presenceColour(shown);
  return (
    <Select
      aria-label={t('nav.presence')}
      w={104}
      // The status's own colour beside its name: green means available, nothing else.
      leftSection={<ColorSwatch size={9} color={`var(--mantine-color-${colour}-6)`} data-testid="presence-dot" data-colour={colour} />}
      leftSectionWidth={20}
      size="xs"
      allowDeselect={false}
      disabled={!presence.data}
      value={shown}
      data={presenceValues.map((value) => ({ value, label: statusLabel(presenceStatus(value)) }))}
      onChange={(value) => value && setPresence.mutate(value as Presence)}
      error={setPresence.isError ? t('nav.presenceError') : undefined}
      data-testid="presence-select"
    />
  );
}
