import { Alert, Button, Center, Checkbox, Group, Loader, ScrollArea, Stack, Table, Text, UnstyledButton } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LIST_PAGE_SIZE, type CallList, type ListTableQuery } from '@/src/contract';
import { bulkActionEnabled, canDeleteList, listMenuActions, refreshTargets, type BulkAction } from '@/src/domain/lists/list-capabilities';
import { reconcile, stateOf, toggleSelected, touchedAt, type SelectionStates } from '@/src/domain/lists/selection-tree';
import { useListCommands } from '../hooks/useListCommands';
import { useListMenuHandler } from '../hooks/useListMenuHandler';
import { parseBoolean, parseTagIds, useListPageState, type ListPageStateKey } from '../hooks/useListPageState';
import { useListsTable } from '../hooks/useListsTable';
import { useListUser } from '../hooks/useListUser';
import { useMoveContacts } from '../hooks/useMoveContacts';
import type { ListTableKind } from '../listQueryKeys';
import { useListNotice } from '../hooks/useListNotice';
import { ConfirmModal, type ConfirmRequest } from './ConfirmModal';
import { CreateTagModal } from './CreateTagModal';
import { ListContactsTable } from './ListContactsTable';
import { LIST_TABLE_COLUMNS, ListRow, NARROW_LIST_TABLE_COLUMNS } from './ListRow';
import { useNarrowPage } from '@/src/workspace/ui/layout/PageWidth';
import { ListsBulkBar } from './ListsBulkBar';
import { ListsFilters } from './ListsFilters';
import { listNodeId, listSelectionTree, LISTS_ROOT } from './listSelectionTree';
import { ListTargetModal } from './ListTargetModal';
import { PlaybookStepsTable } from './PlaybookStepsTable';
import { TablePager } from '@/src/workspace/ui/TablePager';

const SEARCH_DEBOUNCE_MS = 300;

type Order = NonNullable<ListTableQuery['order']>;

/** A server-paged lists table (100 a page, name ascending by default) with filters, row menus and bulk actions. */
export function ListsTable({ kind, tagsKey }: { kind: ListTableKind; tagsKey: Extract<ListPageStateKey, 'allListsTagsFilter' | 'myListsTagsFilter'> | null }) {
  const { t } = useTranslation();
  const { user, canCreateTag } = useListUser();
  const commands = useListCommands();
  const notice = useListNotice();
  const move = useMoveContacts();
  const due = useListPageState('showOnlyContactsDue', parseBoolean, false);
  const savedTags = useListPageState(tagsKey ?? 'allListsTagsFilter', parseTagIds, []);
  const [localTags, setLocalTags] = useState<number[]>([]);
  const tagIds = tagsKey ? savedTags.value : localTags;
  const [ownerOrAssignee, setOwnerOrAssignee] = useState<number | null>(null);
  const [searchText, setSearchText] = useState('');
  const [search] = useDebouncedValue(searchText.trim(), SEARCH_DEBOUNCE_MS);
  const [order, setOrder] = useState<Order>({ column: 'name', direction: 'asc' });
  const [page, setPage] = useState(0);
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(new Set());
  const [selection, setSelection] = useState<SelectionStates>({});
  const [confirm, setConfirm] = useState<ConfirmRequest | null>(null);
  const [moveFrom, setMoveFrom] = useState<CallList | null>(null);
  const [tagOpen, setTagOpen] = useState(false);
  const ready = due.ready && (!tagsKey || savedTags.ready);
  const query: ListTableQuery = { start: page * LIST_PAGE_SIZE, length: LIST_PAGE_SIZE, order, search, ownerOrAssignee, tagIds, showOnlyContactsDue: due.value };
  const table = useListsTable(kind, query, ready);
  const lists = table.data?.lists ?? [];
  const tree = listSelectionTree(lists, expanded);
  const checked = touchedAt(tree, selection).flatMap((id) => lists.filter((l) => listNodeId(l.id) === id));
  const capsOf = (l: CallList) => ({ ownerId: l.owner.id, dynamic: l.dynamic, hasPlaybook: l.playbook !== null, sharing: l.sharing, assigneeIds: l.assignees.map((a) => a.id), paused: l.paused });
  const onMenu = useListMenuHandler(setConfirm, setMoveFrom);
  // The side panel: playbook, priority, owner, assigned and active give way so that Dial stays in view.
  const narrow = useNarrowPage();

  const resetView = () => {
    setPage(0);
    setSelection({});
  };
  const toggleExpand = (id: number) => {
    const next = new Set(expanded);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    setExpanded(next);
    setSelection((s) => reconcile(listSelectionTree(lists, next), s));
  };
  const sortHeader = (column: Order['column'], label: string) => (
    <UnstyledButton
      fz="sm"
      fw={700}
      onClick={() => {
        setOrder({ column, direction: order.column === column && order.direction === 'asc' ? 'desc' : 'asc' });
        resetView();
      }}
      data-testid={`lists-sort-${column}`}
    >
      {label}
      {order.column === column ? (order.direction === 'asc' ? ' ▲' : ' ▼') : ''}
    </UnstyledButton>
  );
  const bulk = (action: BulkAction) => {
    const targets = action === 'refresh' ? refreshTargets(checked) : action === 'delete' ? checked.filter((l) => canDeleteList(capsOf(l), user)) : checked;
    if (action === 'refresh' && targets.length === 0) return notice('error', t('lists.refreshNoDynamic'));
    const text = {
      delete: t('lists.confirmDelete', { count: targets.length }),
      refresh: t('lists.confirmRefresh', { count: targets.length }),
      reset: t('lists.confirmReset', { count: targets.length }),
    }[action];
    setConfirm({
      title: t(`lists.bulk${action[0]?.toUpperCase()}${action.slice(1)}`),
      text,
      ...(action === 'reset' ? { checkLabel: t('lists.confirmResetCheck') } : {}),
      onConfirm: () => {
        setSelection({});
        void commands.bulk(action, targets);
      },
    });
  };

  return (
    <Stack gap="sm" data-testid={`lists-table-${kind}`}>
      <ListsFilters
        value={{ search: searchText, ownerOrAssignee, tagIds, showOnlyContactsDue: due.value }}
        onChange={(patch) => {
          if (patch.search !== undefined) setSearchText(patch.search);
          if (patch.ownerOrAssignee !== undefined) setOwnerOrAssignee(patch.ownerOrAssignee);
          if (patch.tagIds) (tagsKey ? savedTags.set : setLocalTags)(patch.tagIds);
          if (patch.showOnlyContactsDue !== undefined) due.set(patch.showOnlyContactsDue);
          resetView();
        }}
      />
      <ListsBulkBar
        count={checked.length}
        enabled={{
          delete: bulkActionEnabled('delete', checked.map(capsOf), user),
          refresh: bulkActionEnabled('refresh', checked.map(capsOf), user),
          reset: bulkActionEnabled('reset', checked.map(capsOf), user),
        }}
        canCreateTag={canCreateTag}
        onBulk={bulk}
        onCreateTag={() => setTagOpen(true)}
      />
      {table.isError ? (
        <Alert color="red" role="alert" data-testid="lists-error">
          {t('lists.loadError')}
          <Button size="xs" variant="light" ml="sm" onClick={() => void table.refetch()}>
            {t('app.retry')}
          </Button>
        </Alert>
      ) : !table.data ? (
        <Center p="lg">
          <Loader aria-label={t('lists.loading')} />
        </Center>
      ) : lists.length === 0 ? (
        <Text c="dimmed" data-testid="lists-empty">
          {t('lists.empty')}
        </Text>
      ) : (
        <ScrollArea type="auto" tabIndex={0} aria-label={t('lists.title')}>
          <Table data-testid="lists-table" highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th />
                <Table.Th>{sortHeader('name', t('lists.colName'))}</Table.Th>
                {!narrow && (
                  <>
                    <Table.Th>{t('lists.colPlaybook')}</Table.Th>
                    <Table.Th>{sortHeader('priority', t('lists.colPriority'))}</Table.Th>
                    <Table.Th>{sortHeader('owner', t('lists.colOwner'))}</Table.Th>
                    <Table.Th>{t('lists.colAssigned')}</Table.Th>
                    <Table.Th>{t('lists.colActive')}</Table.Th>
                  </>
                )}
                <Table.Th>
                  <Checkbox
                    size="xs"
                    aria-label={t('lists.selectAll')}
                    checked={stateOf(selection, LISTS_ROOT) === 'selected'}
                    indeterminate={stateOf(selection, LISTS_ROOT) === 'partial'}
                    onChange={() => setSelection((s) => toggleSelected(tree, s, LISTS_ROOT))}
                    data-testid="lists-select-all"
                  />
                </Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {lists.map((list) => (
                <Fragment key={list.id}>
                  <ListRow
                    list={list}
                    expanded={expanded.has(list.id)}
                    selection={stateOf(selection, listNodeId(list.id))}
                    actions={listMenuActions(capsOf(list), user)}
                    onExpand={() => toggleExpand(list.id)}
                    onSelect={() => setSelection((s) => toggleSelected(tree, s, listNodeId(list.id)))}
                    onAction={(a) => onMenu(list, a)}
                    narrow={narrow}
                  />
                  {expanded.has(list.id) && (
                    <Table.Tr data-testid="list-expansion">
                      <Table.Td colSpan={narrow ? NARROW_LIST_TABLE_COLUMNS : LIST_TABLE_COLUMNS}>
                        {list.playbook ? (
                          <PlaybookStepsTable list={list} selection={selection} onToggle={(id) => setSelection((s) => toggleSelected(tree, s, id))} />
                        ) : (
                          <ListContactsTable list={list} />
                        )}
                      </Table.Td>
                    </Table.Tr>
                  )}
                </Fragment>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea>
      )}
      <Group justify="space-between">
        <Text size="xs" c="dimmed" data-testid="lists-total">
          {t('lists.total', { count: table.data?.total ?? 0 })}
        </Text>
        <TablePager
          page={page}
          total={table.data?.total ?? 0}
          pageSize={LIST_PAGE_SIZE}
          onPage={(p) => {
            setPage(p);
            setSelection({});
          }}
          testId="lists-pager"
        />
      </Group>
      <ConfirmModal request={confirm} onClose={() => setConfirm(null)} />
      <CreateTagModal opened={tagOpen} listIds={checked.map((l) => l.id)} onClose={() => setTagOpen(false)} />
      <ListTargetModal
        opened={moveFrom !== null}
        title={t('listContacts.moveTitle')}
        excludeListId={moveFrom?.id}
        onClose={() => setMoveFrom(null)}
        onChoose={(choice) => moveFrom && void move({ kind: 'list', listId: moveFrom.id }, choice)}
      />
    </Stack>
  );
}
