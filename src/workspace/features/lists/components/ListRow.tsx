import { ActionIcon, Checkbox, Group, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CallList } from '@/src/contract';
import type { ListMenuAction } from '@/src/domain/lists/list-capabilities';
import type { SelectionState } from '@/src/domain/lists/selection-tree';
import { DialStartButton } from '../../power-dialer/components/DialStartButton';
import { useListCommands } from '../hooks/useListCommands';
import { ActiveToggle } from './ActiveToggle';
import { AssigneesCell } from './AssigneesCell';
import { ListNameCell } from './ListNameCell';
import { ListRowMenu } from './ListRowMenu';
import { PrioritySelect } from './PrioritySelect';

export const LIST_TABLE_COLUMNS = 9;
/** In a narrow page the row keeps expand, name (with its counts), select, and Dial with the menu. */
export const NARROW_LIST_TABLE_COLUMNS = 4;

/** One row of a lists table: expand, name, playbook, priority, owner, assigned, active, select, dial and menu. */
export function ListRow({
  list,
  expanded,
  selection,
  actions,
  onExpand,
  onSelect,
  onAction,
  narrow = false,
}: {
  list: CallList;
  expanded: boolean;
  selection: SelectionState;
  actions: readonly ListMenuAction[];
  onExpand(): void;
  onSelect(): void;
  onAction(a: ListMenuAction): void;
  narrow?: boolean;
}) {
  const { t } = useTranslation();
  const commands = useListCommands();
  return (
    <Table.Tr data-testid="list-row" data-list-id={list.id} data-status={list.status}>
      <Table.Td>
        <ActionIcon variant="subtle" size="sm" onClick={onExpand} aria-expanded={expanded} aria-label={expanded ? t('lists.collapse') : t('lists.expand')} data-testid="list-expand">
          {expanded ? '▾' : '▸'}
        </ActionIcon>
      </Table.Td>
      <Table.Td>
        <ListNameCell list={list} />
      </Table.Td>
      {!narrow && (
        <>
          <Table.Td>
            <Text size="sm" c={list.playbook ? undefined : 'dimmed'} data-testid="list-playbook">
              {list.playbook?.name ?? t('lists.notSet')}
            </Text>
          </Table.Td>
          <Table.Td>
            <PrioritySelect value={list.priority} label={t('lists.priorityOf', { name: list.name })} onChange={(p) => commands.setPriority(list, p)} testId="list-priority" />
          </Table.Td>
          <Table.Td>
            <Text size="sm">{`${list.owner.firstName} ${list.owner.lastName}`}</Text>
          </Table.Td>
          <Table.Td>
            <AssigneesCell assignees={list.assignees} />
          </Table.Td>
          <Table.Td>
            <ActiveToggle value={list.active} label={t('lists.activeOf', { name: list.name })} onChange={(a) => commands.setActive(list, a)} />
          </Table.Td>
        </>
      )}
      <Table.Td>
        <Checkbox
          size="xs"
          aria-label={t('lists.selectList', { name: list.name })}
          checked={selection === 'selected'}
          indeterminate={selection === 'partial'}
          onChange={onSelect}
          data-testid="list-select"
          data-state={selection}
        />
      </Table.Td>
      <Table.Td>
        <Group gap={4} wrap="nowrap" justify="flex-end">
          <DialStartButton
            start={{ listId: list.id }}
            active={list.active}
            dueCount={list.dueCount}
            label={t('powerDialer.dial')}
            ariaLabel={t('powerDialer.dialList', { name: list.name })}
            testId="list-dial"
          />
          <ListRowMenu name={list.name} actions={actions} onAction={onAction} />
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}
