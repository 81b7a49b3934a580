import { Group, MultiSelect, Select, Switch, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useListTags } from '../hooks/useListTags';
import { useDirectoryUsers } from '../../directory/hooks/useDirectoryUsers';

export interface ListsFilterValue {
  search: string;
  ownerOrAssignee: number | null;
  tagIds: number[];
  showOnlyContactsDue: boolean;
}

/** Filters of the lists tables: owner or assignee, tags (saved page state), only lists with contacts due (saved). */
export function ListsFilters({ value, onChange }: { value: ListsFilterValue; onChange(patch: Partial<ListsFilterValue>): void }) {
  const { t } = useTranslation();
  const users = useDirectoryUsers();
  const tags = useListTags();
  return (
    <Group gap="sm" align="flex-end">
      <TextInput size="xs" w={200} label={t('lists.search')} value={value.search} onChange={(e) => onChange({ search: e.currentTarget.value })} data-testid="lists-search" />
      <Select
        size="xs"
        w={200}
        label={t('lists.filterUser')}
        data={(users.data ?? []).map((u) => ({ value: String(u.id), label: `${u.firstName} ${u.lastName}` }))}
        value={value.ownerOrAssignee === null ? null : String(value.ownerOrAssignee)}
        onChange={(v) => onChange({ ownerOrAssignee: v ? Number(v) : null })}
        clearable
        searchable
        data-testid="lists-filter-user"
      />
      <MultiSelect
        size="xs"
        miw={200}
        label={t('lists.filterTags')}
        data={(tags.data ?? []).map((tag) => ({ value: String(tag.id), label: `${tag.name} (${tag.count})` }))}
        value={value.tagIds.map(String)}
        onChange={(v) => onChange({ tagIds: v.map(Number) })}
        clearable
        searchable
        data-testid="lists-filter-tags"
      />
      <Switch
        size="sm"
        label={t('lists.showOnlyContactsDue')}
        checked={value.showOnlyContactsDue}
        onChange={(e) => onChange({ showOnlyContactsDue: e.currentTarget.checked })}
        data-testid="lists-filter-due"
      />
    </Group>
  );
}
