import { Anchor, Stack, Text } from '@mantine/core';
import type { ListContactRow } from '@/src/contract';
import { contactNameInList } from '@/src/domain/lists/list-status-label';

/** A list member in a narrow page: the name (wrapping, never cut to a letter), title and account, list status. */
export function ListContactStackedCell({ row }: { row: ListContactRow }) {
  const detail = [row.title, row.account?.name].filter(Boolean).join(' · ');
  return (
    <Stack gap={0} style={{ overflowWrap: 'anywhere' }}>
      <Anchor href={`#!/contacts/${row.id}`} size="sm" title={row.name} data-testid="list-contact-name">
        {contactNameInList(row.name)}
      </Anchor>
      {detail && (
        <Text size="xs" c="dimmed">
          {detail}
        </Text>
      )}
      <Text size="xs" c="dimmed" data-testid="list-member-status">
        {row.listStatus}
      </Text>
    </Stack>
  );
}
