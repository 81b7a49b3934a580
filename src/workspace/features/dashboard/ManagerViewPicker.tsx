import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { MetricSubject } from './hooks/useActivityMetrics';
import { useDirectoryUsers } from '../directory/hooks/useDirectoryUsers';
import { useTeams } from '../directory/hooks/useTeams';

/** Picks one user or one team for the manager view. */
export function ManagerViewPicker({ value, onChange }: { value: MetricSubject | null; onChange: (subject: MetricSubject) => void }) {
  const { t } = useTranslation();
  const users = useDirectoryUsers();
  const teams = useTeams();
  const data = [
    { group: t('dashboard.teams'), items: (teams.data ?? []).map((team) => ({ value: `team:${team.id}`, label: team.name })) },
    { group: t('dashboard.users'), items: (users.data ?? []).map((u) => ({ value: `user:${u.id}`, label: `${u.firstName} ${u.lastName}` })) },
  ];
  return (
    <Select
      aria-label={t('dashboard.pickUserOrTeam')}
      placeholder={t('dashboard.pickUserOrTeam')}
      searchable
      w={220}
      data={data}
      value={value}
      onChange={(next) => next && onChange(next as MetricSubject)}
      disabled={users.isPending || teams.isPending}
      data-testid="manager-view-picker"
    />
  );
}
