import { Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Above a list contacts table: total, sort, columns, and the actions on selected / all contacts. */
export function ListContactsToolbar({
  total,
  selectedCount,
  readOnly,
  canRemoveAll = true,
  columnsMenu,
  onSort,
  onAddToList,
  onRemoveSelected,
  onRemoveAll,
}: {
  total: number;
  selectedCount: number;
  readOnly: boolean;
  canRemoveAll?: boolean;
  columnsMenu: React.ReactNode;
  onSort(): void;
  onAddToList(): void;
  onRemoveSelected(): void;
  onRemoveAll(): void;
}) {
  const { t } = useTranslation();
  return (
    <Group justify="space-between">
      <Text size="xs" c="dimmed" data-testid="list-contacts-total">
        {t('listContacts.total', { count: total })}
      </Text>
      <Group gap="xs">
        <Button size="xs" variant="default" onClick={onSort} data-testid="sort-open">
          {t('listContacts.sort')}
        </Button>
        {columnsMenu}
        {!readOnly && (
          <>
            <Button size="xs" variant="light" disabled={selectedCount === 0} onClick={onAddToList} data-testid="contacts-add-to-list">
              {t('listContacts.addToList')}
            </Button>
            <Button size="xs" variant="light" color="red" disabled={selectedCount === 0} onClick={onRemoveSelected} data-testid="contacts-remove-selected">
              {t('listContacts.removeSelected')}
            </Button>
            {canRemoveAll && (
              <Button size="xs" variant="subtle" color="red" disabled={total === 0} onClick={onRemoveAll} data-testid="contacts-remove-all">
                {t('listContacts.removeAll')}
              </Button>
            )}
          </>
        )}
      </Group>
    </Group>
  );
}
