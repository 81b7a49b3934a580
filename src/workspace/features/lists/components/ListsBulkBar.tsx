import { Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Bulk actions on the checked lists (each needs at least part of a list checked) and tag creation. */
export function ListsBulkBar({
  count,
  enabled,
  canCreateTag,
  onBulk,
  onCreateTag,
}: {
  count: number;
  enabled: { delete: boolean; refresh: boolean; reset: boolean };
  canCreateTag: boolean;
  onBulk(kind: 'delete' | 'refresh' | 'reset'): void;
  onCreateTag(): void;
}) {
  const { t } = useTranslation();
  return (
    <Group gap="xs" data-testid="lists-bulk">
      <Text size="xs" c="dimmed">
        {count}
      </Text>
      <Button size="xs" variant="light" color="red" disabled={!enabled.delete} onClick={() => onBulk('delete')} data-testid="bulk-delete">
        {t('lists.bulkDelete')}
      </Button>
      <Button size="xs" variant="light" disabled={!enabled.refresh} onClick={() => onBulk('refresh')} data-testid="bulk-refresh">
        {t('lists.bulkRefresh')}
      </Button>
      <Button size="xs" variant="light" disabled={!enabled.reset} onClick={() => onBulk('reset')} data-testid="bulk-reset">
        {t('lists.bulkReset')}
      </Button>
      {canCreateTag && (
        <Button size="xs" variant="default" onClick={onCreateTag} data-testid="create-tag-open">
          {t('lists.createTag')}
        </Button>
      )}
    </Group>
  );
}
