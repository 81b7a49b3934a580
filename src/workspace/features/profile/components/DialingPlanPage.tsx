import { Select, Text } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DIALING_PLAN_FAILED, DIALING_PLAN_SAVED, dialingPlanChoices } from '@/src/domain/settings/dialing-plan';
import { SettingsFormCard } from '../../settings/components/SettingsFormCard';
import { useSettingsForm } from '../../settings/hooks/useSettingsForm';
import { useDialingPlan } from '../hooks/useDialingPlan';

/** #!/settings/my-profile/dialing-plan (spec 3): the country whose numbers the phone dials without a prefix. */
export function DialingPlanPage() {
  const { t } = useTranslation();
  const { query, save } = useDialingPlan();
  const form = useSettingsForm(query, save);
  const choices = useMemo(() => dialingPlanChoices().map((plan) => ({ value: plan.iso2, label: `${plan.countryName} (+${plan.countryCode})` })), []);
  return (
    <SettingsFormCard
      testId="dialing-plan"
      title={t('profile.dialingPlan')}
      form={form}
      savedText={DIALING_PLAN_SAVED}
      failedText={DIALING_PLAN_FAILED}
      loadFailedText={t('users.loadFailed')}
      onRetry={() => void query.refetch()}
    >
      {(iso2) => (
        <>
          <Select label={t('profile.country')} searchable data={choices} value={iso2} allowDeselect={false} onChange={(v) => v && form.set(v)} data-testid="dialing-plan-country" />
          <Text size="xs" c="dimmed">
            {t('profile.dialingPlanHint')}
          </Text>
        </>
      )}
    </SettingsFormCard>
  );
}
