import { Chip, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { TASK_TYPES } from '@/src/domain/tasks/task-constants';
import { toggleTypeFilter, type TypeFilterKey, type TypeFilters } from '@/src/domain/tasks/type-filter';

/** 'All' and the seven type filters; the rules live in domain/tasks/type-filter. */
export function TypeFilterBar({ filters, onChange }: { filters: TypeFilters; onChange(filters: TypeFilters): void }) {
  const { t } = useTranslation();
  const keys: TypeFilterKey[] = ['ALL', ...TASK_TYPES];
  return (
    <Group gap={6} data-testid="type-filters" role="group" aria-label={t('tasks.filters')}>
      {keys.map((key) => (
        <Chip key={key} size="xs" checked={filters.includes(key)} onChange={() => onChange(toggleTypeFilter(filters, key))} data-testid={`type-filter-${key}`} data-checked={filters.includes(key)}>
          {key === 'ALL' ? t('tasks.all') : t(`tasks.types.${key}`)}
        </Chip>
      ))}
    </Group>
  );
}
