import { ActionIcon, Card, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  testId: string;
  title: string;
  count: number;
  collapsed: boolean;
  sort: 'asc' | 'desc';
  onToggleCollapsed(): void;
  onToggleSort(): void;
  children: ReactNode;
}

/** One group of the task list (a day, overdue, no due date): collapsible, sortable. */
export function TaskGroupCard({ testId, title, count, collapsed, sort, onToggleCollapsed, onToggleSort, children }: Props) {
  const { t } = useTranslation();
  return (
    <Card withBorder padding="xs" data-testid={testId} data-collapsed={collapsed}>
      <Group justify="space-between">
        <UnstyledButton onClick={onToggleCollapsed} aria-expanded={!collapsed} data-testid={`${testId}-toggle`}>
          <Text fw={600} size="sm">
            {collapsed ? '▸' : '▾'} {title} ({count})
          </Text>
        </UnstyledButton>
        <ActionIcon variant="subtle" size="sm" onClick={onToggleSort} aria-label={t('tasks.sort')} data-testid={`${testId}-sort`} data-sort={sort}>
          {sort === 'asc' ? '↑' : '↓'}
        </ActionIcon>
      </Group>
      {!collapsed && (
        <Stack gap={4} mt="xs">
          {children}
        </Stack>
      )}
    </Card>
  );
}
