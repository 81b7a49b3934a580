import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useColleagues } from '../hooks/useColleagues';

/** Pick a colleague to call: fills the number field with their SIP user (rep-to-rep calls). */
export function ColleaguePicker({ disabled, onPick }: { disabled: boolean; onPick: (sipUser: string) => void }) {
  const { t } = useTranslation();
  const { colleagues, isError, isLoading } = useColleagues();
  return (
    <Select
      label={t('phone.colleague.label')}
      placeholder={isLoading ? t('app.loading') : t('phone.colleague.placeholder')}
      data={colleagues.map((u) => ({ value: u.userProvisioningId, label: `${u.firstName} ${u.lastName}`.trim() || u.email }))}
      value={null}
      onChange={(value) => value && onPick(value)}
      searchable
      disabled={disabled}
      error={isError ? t('phone.colleague.loadError') : undefined}
      nothingFoundMessage={t('phone.colleague.none')}
      data-testid="colleague-picker"
    />
  );
}
