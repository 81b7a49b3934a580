import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CallList } from '@/src/contract';
import { listNameInTable, listStatusLabel } from '@/src/domain/lists/list-status-label';
import { useFormat } from '../../profile/hooks/useFormat';

/** Name (cut to 50) with its due / total counts, its status (READY and COMPLETED blank) and tags. */
export function ListNameCell({ list }: { list: CallList }) {
  const { t } = useTranslation();
  const fmt = useFormat();
  const status = listStatusLabel(list.status);
  return (
    <Stack gap={2}>
      {/* Wraps rather than cutting a long name or pushing the row wider than a narrow panel. */}
      <Group gap={6} wrap="wrap">
        <Anchor href={`#!/lists/${list.id}`} size="sm" title={list.name} data-testid="list-name">
          {listNameInTable(list.name)}
        </Anchor>
        <Text size="xs" c="dimmed" data-testid="list-counts" data-due={list.dueCount} data-total={list.contactsCount}>
          {t('lists.counts', { due: fmt.count(list.dueCount), total: fmt.count(list.contactsCount) })}
        </Text>
        {status && (
          <Badge size="xs" variant="light" color="orange" data-testid="list-status">
            {status}
          </Badge>
        )}
      </Group>
      {list.tags.length > 0 && (
        <Group gap={4}>
          {list.tags.map((tag) => (
            <Badge key={tag.id} size="xs" variant="outline" data-testid="list-tag">
              {tag.name}
            </Badge>
          ))}
        </Group>
      )}
    </Stack>
  );
}
