import { Group, MultiSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { REALTIME_STATUSES, type MonitorRealtimeFilter, type RealtimeLine, type RealtimeStatus } from '@/src/contract';
import { realtimeUserName } from '@/src/domain/monitor/realtime-lines';
import { realtimeStatusWord, statusLabel } from '@/src/domain/presence-status';

/** Spec 3 section 2: a multi-select of users grouped by team, and a status multi-select (nothing chosen: all). */
export function RealtimeFilters({ lines, filter, onChange }: { lines: readonly RealtimeLine[]; filter: MonitorRealtimeFilter; onChange(next: MonitorRealtimeFilter): void }) {
  const { t } = useTranslation();
  const teams = new Map<string, { value: string; label: string }[]>();
  for (const line of [...lines].sort((a, b) => realtimeUserName(a).localeCompare(realtimeUserName(b)))) {
    const team = line.user.team?.name ?? t('realtime.noTeam');
    teams.set(team, [...(teams.get(team) ?? []), { value: String(line.user.id), label: realtimeUserName(line) }]);
  }
  const groups = [...teams].sort(([a], [b]) => a.localeCompare(b)).map(([group, items]) => ({ group, items }));
  return (
    <Group gap="sm" align="flex-end" data-testid="realtime-filters">
      <MultiSelect
        size="xs"
        w={260}
        label={t('realtime.users')}
        placeholder={filter.user.all_ ? t('realtime.usersAll') : undefined}
        searchable
        clearable
        data={groups}
        value={filter.user.all_ ? [] : filter.user.items_.map(String)}
        onChange={(values) => onChange({ ...filter, user: values.length ? { all_: false, items_: values.map(Number) } : { all_: true, items_: [] } })}
        data-testid="realtime-filter-users"
      />
      <MultiSelect
        size="xs"
        w={220}
        label={t('realtime.status')}
        placeholder={filter.status.length ? undefined : t('realtime.statusAll')}
        clearable
        data={REALTIME_STATUSES.map((status) => ({ value: status, label: statusLabel(realtimeStatusWord(status)) }))}
        value={filter.status}
        onChange={(values) => onChange({ ...filter, status: values.filter((v): v is RealtimeStatus => (REALTIME_STATUSES as readonly string[]).includes(v)) })}
        data-testid="realtime-filter-status"
      />
    </Group>
  );
}
