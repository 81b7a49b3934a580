import { Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TaskDayGroup } from '@/src/contract';

/** The list statuses of the spec: empty, loaded, error, updating (and loading before the first answer). */
export type ListStatus = 'loading' | 'empty' | 'loaded' | 'error' | 'updating';

export function listStatus(query: UseQueryResult<TaskDayGroup[]>, shownCount: number): ListStatus {
  if (query.isError) return 'error';
  if (query.isPending) return 'loading';
  if (query.isFetching) return 'updating';
  return shownCount === 0 ? 'empty' : 'loaded';
}

/** The message a group shows for its status, if any. */
export function StatusLine({ status }: { status: ListStatus }) {
  const { t } = useTranslation();
  if (status === 'error')
    return (
      <Text size="sm" c="red" data-testid="task-list-error">
        {t('tasks.loadError')}
      </Text>
    );
  if (status === 'empty')
    return (
      <Text size="sm" c="dimmed">
        {t('tasks.empty')}
      </Text>
    );
  if (status === 'loading')
    return (
      <Text size="sm" c="dimmed">
        {t('tasks.loading')}
      </Text>
    );
  return null;
}
