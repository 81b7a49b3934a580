import { Alert, Button, Group, MultiSelect, Stack, TagsInput, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RecordingSettings } from '@/src/contract';
import { NUMBER_FILTER_PATTERN } from '@/src/domain/phone/automatic-recording';
import { useArchiveUsers } from '../hooks/useArchiveUsers';

type Filters = Pick<RecordingSettings, 'outboundFilters' | 'inboundFilters' | 'userSideOutboundFilters' | 'userSideInboundFilters'>;
const pick = (s: RecordingSettings): Filters => ({
  outboundFilters: s.outboundFilters,
  inboundFilters: s.inboundFilters,
  userSideOutboundFilters: s.userSideOutboundFilters,
  userSideInboundFilters: s.userSideInboundFilters,
});

/** Spec 3 recording filters: numbers and users whose calls are never recorded automatically; saved together, reverted on failure. */
export function RecordingFiltersForm({ saved, saving, failed, onSave }: { saved: RecordingSettings; saving: boolean; failed: boolean; onSave(filters: Filters): void }) {
  const { t } = useTranslation();
  const users = useArchiveUsers(true);
  const [draft, setDraft] = useState<Filters>(pick(saved));
  const [badNumber, setBadNumber] = useState<string | null>(null);
  useEffect(() => setDraft(pick(saved)), [saved]);
  const changed = JSON.stringify(draft) !== JSON.stringify(pick(saved));
  const userData = (users.data ?? []).map((u) => ({ value: String(u.id), label: `${u.firstName} ${u.lastName}` }));
  const numbers = (key: 'outboundFilters' | 'inboundFilters') => (values: string[]) => {
    const bad = values.find((v) => !NUMBER_FILTER_PATTERN.test(v.trim()));
    setBadNumber(bad ?? null);
    if (!bad) setDraft((d) => ({ ...d, [key]: values.map((v) => v.trim()) }));
  };
  return (
    <Stack gap="sm" data-testid="recording-filters">
      <Text size="sm" fw={600}>
        {t('recordingSettings.filtersTitle')}
      </Text>
      <TagsInput
        label={t('recordingSettings.outboundFilters')}
        description={t('recordingSettings.numberFiltersHint')}
        value={draft.outboundFilters}
        onChange={numbers('outboundFilters')}
        data-testid="recording-outbound-filters"
      />
      <TagsInput
        label={t('recordingSettings.inboundFilters')}
        description={t('recordingSettings.numberFiltersHint')}
        value={draft.inboundFilters}
        onChange={numbers('inboundFilters')}
        data-testid="recording-inbound-filters"
      />
      {badNumber !== null && (
        <Text size="xs" c="red" role="alert">
          {t('recordingSettings.badNumber', { value: badNumber })}
        </Text>
      )}
      <MultiSelect
        label={t('recordingSettings.userSideOutboundFilters')}
        data={userData}
        searchable
        value={draft.userSideOutboundFilters.map(String)}
        onChange={(v) => setDraft((d) => ({ ...d, userSideOutboundFilters: v.map(Number) }))}
        data-testid="recording-user-outbound-filters"
      />
      <MultiSelect
        label={t('recordingSettings.userSideInboundFilters')}
        data={userData}
        searchable
        value={draft.userSideInboundFilters.map(String)}
        onChange={(v) => setDraft((d) => ({ ...d, userSideInboundFilters: v.map(Number) }))}
        data-testid="recording-user-inbound-filters"
      />
      <Group gap="xs">
        <Button size="xs" disabled={!changed} loading={saving} onClick={() => onSave(draft)} data-testid="recording-filters-save">
          {t('recordingSettings.save')}
        </Button>
        <Button size="xs" variant="subtle" disabled={!changed || saving} onClick={() => setDraft(pick(saved))}>
          {t('recordingSettings.revert')}
        </Button>
      </Group>
      {failed && <Alert color="red">{t('recordingSettings.updateError')}</Alert>}
    </Stack>
  );
}
