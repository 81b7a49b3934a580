import { Group, Text, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ListUserRef } from '@/src/contract';

const fullName = (u: ListUserRef) => `${u.firstName} ${u.lastName}`;

/** The first assignee, then "+N" whose hover (or focus) lists the others. */
export function AssigneesCell({ assignees }: { assignees: readonly ListUserRef[] }) {
  const { t } = useTranslation();
  const [first, ...rest] = assignees;
  if (!first) return <Text size="sm">{t('lists.noAssignees')}</Text>;
  return (
    <Group gap={4} wrap="nowrap" data-testid="list-assignees">
      <Text size="sm">{fullName(first)}</Text>
      {rest.length > 0 && (
        <Tooltip multiline label={rest.map(fullName).join('\n')} style={{ whiteSpace: 'pre-line' }}>
          <Text size="xs" c="blue" tabIndex={0} data-testid="list-assignees-more">
            {t('lists.moreAssignees', { count: rest.length })}
          </Text>
        </Tooltip>
      )}
    </Group>
  );
}
