import { Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useDirectoryUsers } from '../../directory/hooks/useDirectoryUsers';
import { useListNames } from '../hooks/useActivityReport';
import type { useSavedReportView } from '../hooks/useSavedReportView';
import { ColumnsMenu } from './ColumnsMenu';
import { DateRangeFilter } from './DateRangeFilter';
import { IdFilter } from './IdFilter';

/** The filter area of the activity and list performance reports: date range, users (with report.listUsers), lists, and the Columns menu. */
export function SavedViewFilters({ view, label }: { view: ReturnType<typeof useSavedReportView>; label(name: string): string }) {
  const { t } = useTranslation();
  const users = useDirectoryUsers();
  const lists = useListNames();
  return (
    <Group align="flex-end">
      <DateRangeFilter value={view.range} onChange={view.setRange} />
      {view.canListUsers && (
        <IdFilter
          label={t('reports.users')}
          everyLabel={t('reports.allUsers')}
          testId="report-users"
          options={(users.data ?? []).map((u) => ({ id: u.id, name: `${u.firstName} ${u.lastName}`.trim() }))}
          value={view.userIds}
          onChange={view.setUserIds}
        />
      )}
      <IdFilter label={t('reports.lists')} everyLabel={t('reports.allLists')} testId="report-lists" options={lists.data ?? []} value={view.listIds} onChange={view.setListIds} />
      <ColumnsMenu columns={view.columns} label={label} onToggle={view.toggle} />
    </Group>
  );
}
