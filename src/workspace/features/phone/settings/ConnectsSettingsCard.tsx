import { Checkbox, Group, NumberInput, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CONNECT_TIME_MAX_S, CONNECT_TIME_MIN_S, connectRuleText, NO_CONNECT_RULE } from '@/src/domain/reports/connect-rule';
import { displayCallResult } from '@/src/domain/settings/call-result-options';
import { useConnectsForm, type ConnectsDraft } from '../../dashboard/hooks/useConnectionSettings';
import { SettingsFormCard } from '../../settings/components/SettingsFormCard';
import { useSettingsForm } from '../../settings/hooks/useSettingsForm';

/**
 * Spec 3 connection service, on the call settings page (administrators): what makes a call a connect
 * (the connect time, the results marked as a connect, or either), said in one sentence that every
 * dashboard gauge, report and list column follows.
 */
export function ConnectsSettingsCard() {
  const { t } = useTranslation();
  const { query, save } = useConnectsForm();
  const form = useSettingsForm<ConnectsDraft>(query, save);
  const draft = form.draft;
  const noWay = draft !== null && !draft.settings.connectTimeEnabled && !draft.settings.specificCallResultEnabled;
  const timeValid = draft !== null && Number.isInteger(draft.settings.connectTime) && draft.settings.connectTime >= CONNECT_TIME_MIN_S && draft.settings.connectTime <= CONNECT_TIME_MAX_S;
  const setSettings = (patch: Partial<ConnectsDraft['settings']>) => draft && form.set({ ...draft, settings: { ...draft.settings, ...patch } });

  return (
    <SettingsFormCard<ConnectsDraft>
      testId="connects-settings"
      title={t('connectsSettings.title')}
      form={form}
      savedText={t('connectsSettings.saved')}
      failedText={t('connectsSettings.failed')}
      loadFailedText={t('connectsSettings.loadFailed')}
      valid={!noWay && timeValid}
      onRetry={() => void query.refetch()}
    >
      {(d) => (
        <Stack gap="sm">
          <Text size="sm" data-testid="connects-settings-rule">
            {t('connectsSettings.rule', { rule: connectRuleText(d.settings) })}
          </Text>
          <Text size="xs" c="dimmed">
            {t('connectsSettings.intro')}
          </Text>
          <Group gap="xs" align="center" wrap="wrap">
            <Checkbox
              label={t('connectsSettings.byTime')}
              checked={d.settings.connectTimeEnabled}
              onChange={(e) => setSettings({ connectTimeEnabled: e.currentTarget.checked })}
              data-testid="connects-by-time"
            />
            <NumberInput
              aria-label={t('connectsSettings.connectTime')}
              w={110}
              min={CONNECT_TIME_MIN_S}
              max={CONNECT_TIME_MAX_S}
              allowDecimal={false}
              suffix=" s"
              disabled={!d.settings.connectTimeEnabled}
              value={d.settings.connectTime}
              onChange={(value) => setSettings({ connectTime: typeof value === 'number' ? value : Number.NaN })}
              error={timeValid ? undefined : t('connectsSettings.timeRange', { min: CONNECT_TIME_MIN_S, max: CONNECT_TIME_MAX_S })}
              data-testid="connects-time"
            />
          </Group>
          <Checkbox
            label={t('connectsSettings.byResult')}
            checked={d.settings.specificCallResultEnabled}
            onChange={(e) => setSettings({ specificCallResultEnabled: e.currentTarget.checked })}
            data-testid="connects-by-result"
          />
          <Checkbox.Group value={d.connectResults} onChange={(values) => form.set({ ...d, connectResults: values })} label={t('connectsSettings.results')} data-testid="connects-results">
            <Group gap="xs" mt={4} wrap="wrap">
              {d.options.map((o) => (
                <Checkbox key={o.value} value={o.value} label={displayCallResult(o.label)} disabled={!d.settings.specificCallResultEnabled} />
              ))}
            </Group>
          </Checkbox.Group>
          {noWay && (
            <Text size="sm" c="red" data-testid="connects-settings-invalid">
              {NO_CONNECT_RULE}
            </Text>
          )}
        </Stack>
      )}
    </SettingsFormCard>
  );
}
