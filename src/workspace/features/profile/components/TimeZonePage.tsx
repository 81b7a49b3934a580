import { Select, Text } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { timeZoneChoices, timeZoneLabel } from '@/src/domain/settings/time-zone';
import { SettingsFormCard } from '../../settings/components/SettingsFormCard';
import { useSettingsForm } from '../../settings/hooks/useSettingsForm';
import { useTimeZone } from '../hooks/useTimeZone';
import { SETTINGS_SAVED as SAVED, SETTING_SAVE_FAILED as FAILED } from '@/src/domain/settings/settings-messages';

/** #!/settings/my-profile/timezone (spec 3): the zone whose calendar the dashboard's day, week and month follow. */
export function TimeZonePage() {
  const { t } = useTranslation();
  const { query, save } = useTimeZone();
  const form = useSettingsForm(query, save);
  const choices = useMemo(() => {
    const now = new Date();
    return timeZoneChoices().map((zone) => ({ value: zone, label: timeZoneLabel(zone, now) }));
  }, []);
  return (
    <SettingsFormCard testId="time-zone" title={t('profile.timeZone')} form={form} savedText={SAVED} failedText={FAILED} loadFailedText={t('users.loadFailed')} onRetry={() => void query.refetch()}>
      {(zone) => (
        <>
          <Select
            label={t('profile.timeZone')}
            searchable
            limit={200}
            // A zone saved under a name the list does not carry (the tenant's, an old ICU name) still shows.
            data={choices.some((c) => c.value === zone) ? choices : [{ value: zone, label: timeZoneLabel(zone, new Date()) }, ...choices]}
            value={zone}
            allowDeselect={false}
            onChange={(v) => v && form.set(v)}
            data-testid="time-zone-select"
          />
          <Text size="xs" c="dimmed">
            {t('profile.timeZoneHint')}
          </Text>
        </>
      )}
    </SettingsFormCard>
  );
}
