import { Alert, Button, Center, Checkbox, Group, Loader, ScrollArea, Stack, Table, Text, UnstyledButton } from '@mantine/core';
import { useAtomValue } from 'jotai';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LIST_CONTACTS_PAGE_SIZE, type CallList, type ListContactRow, type ListContactSort } from '@/src/contract';
import { listNameInTitle } from '@/src/domain/lists/list-status-label';
import { dialBlockKey, dialButtonBlock } from '@/src/domain/lists/dial-button-block';
import { rowAction, type StepAction } from '@/src/domain/lists/row-action';
import { isColumnShown, toggleColumnShown } from '@/src/domain/lists/list-columns-shown';
import { setSelected, stateOf, toggleSelected, type SelectionNode, type SelectionStates } from '@/src/domain/lists/selection-tree';
import { useEntityLayout } from '../../contacts/hooks/useEntityLayout';
import { useFormat } from '../../profile/hooks/useFormat';
import { useOpenDialog } from '../../email/hooks/useOpenDialog';
import { useStartPowerDialer } from '../../power-dialer/hooks/useStartPowerDialer';
import { sessionState } from '@/src/workspace/session/state';
import { useListNotice } from '../hooks/useListNotice';
import { useListContactsPage } from '../hooks/useListContactsPage';
import { useListContactsView, DEFAULT_VIEW } from '../hooks/useListContactsView';
import { useListMetadata } from '../hooks/useListMetadata';
import { useMoveContacts } from '../hooks/useMoveContacts';
import { useStepEmail } from '../hooks/useStepEmail';
import { columnLabel, customColumns, fixedColumns } from '../listContactColumns';
import { ColumnsMenu } from './ColumnsMenu';
import { usePhoneNumberFormat } from '@/src/workspace/features/phone/hooks/usePhoneNumberFormat';
import { ConfirmModal, type ConfirmRequest } from './ConfirmModal';
import { ContactActionButton } from './ContactActionButton';
import { ContactRowMenu } from './ContactRowMenu';
import { ListContactsToolbar } from './ListContactsToolbar';
import { ListTargetModal } from './ListTargetModal';
import { SortModal } from './SortModal';
import { TablePager } from '@/src/workspace/ui/TablePager';
import { useListContactCommands } from '../hooks/useListContactCommands';
import { useNarrowPage } from '@/src/workspace/ui/layout/PageWidth';
import { ListContactStackedCell } from './ListContactStackedCell';

const ROOT = 'page';
/** The window less the shell's header (48 px), the toolbar, the pager and their gaps; never under 240 px. */
const LIST_CONTACTS_BOX_HEIGHT = 'max(240px, calc(100vh - 170px))';

/**
 * A list's (or one step's, or one variant's) contacts: 50 per page, saved sort and columns, selection,
 * row actions. A variant's table uses its step's saved view.
 */
export function ListContactsTable({ list, stepId = 0, variantId, readOnly = false }: { list: CallList; stepId?: number; variantId?: number; readOnly?: boolean }) {
  const { t } = useTranslation();
  const fmt = useFormat();
  const formatNumber = usePhoneNumberFormat();
  const session = useAtomValue(sessionState);
  const userId = session?.userId ?? 0;
  const isOwner = list.owner.id === userId;
  const commands = useListContactCommands(list.id);
  const notice = useListNotice();
  const move = useMoveContacts();
  const openDialog = useOpenDialog();
  const stepEmail = useStepEmail(list);
  const dialer = useStartPowerDialer();
  // A row's CALL starts the power dialer at that contact: held back on an inactive list or a busy dialer.
  const callBlock = dialButtonBlock({ active: list.active, dueCount: 1, busy: dialer.busy });
  const [page, setPage] = useState(0);
  const [selection, setSelection] = useState<SelectionStates>({});
  const [sortOpen, setSortOpen] = useState(false);
  const [target, setTarget] = useState<{ kind: 'move' | 'add'; contactIds: number[] } | null>(null);
  const [confirm, setConfirm] = useState<ConfirmRequest | null>(null);
  const { query: viewQuery, view, save } = useListContactsView(list.id, stepId);
  // A view saved without a sort (or none yet) sorts by name ascending.
  const shown = useMemo(() => {
    const v = view ?? DEFAULT_VIEW(stepId);
    return v.sort.length > 0 ? v : { ...v, sort: DEFAULT_VIEW(stepId).sort };
  }, [view, stepId]);
  const contacts = useListContactsPage(list.id, { page, stepId: stepId || undefined, variantId, sort: shown.sort }, viewQuery.isSuccess);
  const contactLayout = useEntityLayout('contact');
  const leadLayout = useEntityLayout('lead');

  // Until the metadata answers, the connect score columns stay hidden (the tenant default).
  const connectScoreEnabled = useListMetadata().data?.connectScoreEnabled ?? false;
  const columns = useMemo(
    () => [...fixedColumns(connectScoreEnabled), ...customColumns([...(contactLayout.data ?? []), ...(leadLayout.data ?? [])])],
    [connectScoreEnabled, contactLayout.data, leadLayout.data],
  );
  // The side panel: one stacked cell (name, title and account, list status) instead of the chosen columns.
  // A full tab: the columns a rep works with by default (DEFAULT_SHOWN_COLUMNS), the rest from the menu.
  const narrow = useNarrowPage();
  const visible = columns.filter((c) => isColumnShown(c.key, shown.hiddenColumns) && (!narrow || c.key === 'name'));
  const rows = contacts.data?.contacts ?? [];
  const total = contacts.data?.total ?? 0;
  const tree: SelectionNode = { id: ROOT, children: rows.map((r) => ({ id: `c${r.id}` })) };
  const selectedIds = rows.filter((r) => stateOf(selection, `c${r.id}`) === 'selected').map((r) => r.id);
  const stepActions = new Map<number, StepAction>((list.playbook?.steps ?? []).map((s) => [s.id, s.action]));
  const forAll = isOwner && shown.forAll;
  const now = new Date();

  const changePage = (p: number) => {
    setPage(p);
    setSelection({});
  };
  const sortBy = (sort: ListContactSort[], all: boolean) => {
    changePage(0);
    void save({ sort }, all).then((ok) => ok || notice('error', t('listContacts.viewSaveError')));
  };
  const headerSort = (column: ListContactSort['column']) => {
    const main = shown.sort[0];
    const direction = main?.column === column && main.direction === 'asc' ? 'desc' : 'asc';
    sortBy([{ column, direction }, ...shown.sort.slice(1).filter((s) => s.column !== column)], forAll);
  };
  const toggleColumn = (key: string) => {
    void save((current) => ({ hiddenColumns: toggleColumnShown(key, current.hiddenColumns) }), forAll).then((ok) => ok || notice('error', t('listContacts.viewSaveError')));
  };
  const act = (row: ListContactRow) => {
    const label = rowAction({ ...row, stepAction: row.playbookStepId ? (stepActions.get(row.playbookStepId) ?? null) : null }, list, userId, now).label;
    if (label === 'CALL') return void dialer.start({ listId: list.id, contactId: row.id, playbookStepId: stepId || null });
    // On an email step the composer sends the step's template (playbook mode); otherwise a plain email.
    if (label === 'EMAIL' && row.playbookStepId && list.playbook) return void stepEmail({ id: row.playbookStepId }, row.variantId, { id: row.id, name: row.name });
    if (label === 'EMAIL') return openDialog('email', { contactId: row.id, contactName: row.name, to: row.email ?? '' });
    void commands.retryFailedEmail(row.id);
  };
  const removeOne = (row: ListContactRow) => setConfirm({ title: t('listContacts.REMOVE'), text: t('listContacts.confirmRemoveOne'), onConfirm: () => void commands.removeOne(row.id) });
  const removeSelected = () =>
    setConfirm({
      title: t('listContacts.removeSelected'),
      text: t('listContacts.confirmRemoveSelected', { count: selectedIds.length }),
      onConfirm: () => {
        const contactIds = selectedIds;
        setSelection({});
        void commands.removeSelected(contactIds);
      },
    });
  const removeAll = () =>
    setConfirm({ title: t('listContacts.removeAll'), text: t('lists.confirmRemoveAllContacts', { name: listNameInTitle(list.name) }), onConfirm: () => void commands.removeAll(stepId || null) });

  if (viewQuery.isError)
    return (
      <Alert color="red" role="alert" data-testid="list-contacts-error">
        {t('lists.configLoadError')}
        <Button size="xs" variant="light" ml="sm" onClick={() => void viewQuery.refetch()}>
          {t('app.retry')}
        </Button>
      </Alert>
    );
  const rootState = stateOf(selection, ROOT);
  return (
    <Stack gap="xs" data-testid="list-contacts" data-list-id={list.id} data-step-id={stepId} data-variant-id={variantId}>
      <ListContactsToolbar
        total={total}
        selectedCount={selectedIds.length}
        readOnly={readOnly}
        // The server removes all of a list or of a step, not of a variant: a variant's table removes selected rows only.
        canRemoveAll={variantId === undefined}
        columnsMenu={<ColumnsMenu columns={columns.map((c) => ({ key: c.key, label: columnLabel(c, t), shown: isColumnShown(c.key, shown.hiddenColumns) }))} onToggle={toggleColumn} />}
        onSort={() => setSortOpen(true)}
        onAddToList={() => setTarget({ kind: 'add', contactIds: selectedIds })}
        onRemoveSelected={removeSelected}
        onRemoveAll={removeAll}
      />
      {contacts.isError ? (
        <Alert color="red" role="alert" data-testid="list-contacts-error">
          {t('lists.contactsLoadError')}
          <Button size="xs" variant="light" ml="sm" onClick={() => void contacts.refetch()}>
            {t('app.retry')}
          </Button>
        </Alert>
      ) : contacts.isPending ? (
        <Center p="md">
          <Loader size="sm" aria-label={t('listContacts.loading')} />
        </Center>
      ) : rows.length === 0 ? (
        <Text c="dimmed" size="sm" data-testid="list-contacts-empty">
          {t('listContacts.empty')}
        </Text>
      ) : (
        // More columns than fit scroll inside this box, not the page. In a full tab the box is at most the
        // window's height below the header, toolbar and pager, and its header row sticks: the sideways
        // scrollbar is in view with the rows, not at the bottom of a 50-row page. The side panel's stacked
        // rows never scroll sideways, so the page keeps its one vertical scroll there.
        <ScrollArea.Autosize
          type="auto"
          mah={narrow ? undefined : LIST_CONTACTS_BOX_HEIGHT}
          // The viewport is what scrolls: focusable there, the arrow keys scroll it.
          viewportProps={{ tabIndex: 0, role: 'region', 'aria-label': t('listContacts.title') }}
          data-testid="list-contacts-box"
        >
          <Table striped highlightOnHover stickyHeader data-testid="list-contacts-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>
                  <Checkbox
                    size="xs"
                    aria-label={t('listContacts.selectAll')}
                    checked={rootState === 'selected'}
                    indeterminate={rootState === 'partial'}
                    onChange={() => setSelection((s) => toggleSelected(tree, s, ROOT))}
                    data-testid="contacts-select-all"
                  />
                </Table.Th>
                <Table.Th />
                {visible.map((c) => {
                  const main = shown.sort.findIndex((s) => s.column === c.sort);
                  const mark = main < 0 ? '' : `${shown.sort[main]?.direction === 'asc' ? ' ▲' : ' ▼'}${main > 0 ? main + 1 : ''}`;
                  return (
                    <Table.Th key={c.key} data-testid={`column-${c.key}`} aria-sort={main === 0 ? (shown.sort[0]?.direction === 'asc' ? 'ascending' : 'descending') : undefined}>
                      {c.sort ? (
                        <UnstyledButton fz="sm" fw={700} onClick={() => c.sort && headerSort(c.sort)}>
                          {columnLabel(c, t)}
                          {mark}
                        </UnstyledButton>
                      ) : (
                        columnLabel(c, t)
                      )}
                    </Table.Th>
                  );
                })}
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => {
                const action = rowAction({ ...row, stepAction: row.playbookStepId ? (stepActions.get(row.playbookStepId) ?? null) : null }, list, userId, now);
                return (
                  <Table.Tr key={row.id} data-testid="list-contact-row" data-contact-id={row.id}>
                    <Table.Td>
                      <Checkbox
                        size="xs"
                        aria-label={t('listContacts.selectRow', { name: row.name })}
                        checked={stateOf(selection, `c${row.id}`) === 'selected'}
                        onChange={(e) => setSelection((s) => setSelected(tree, s, `c${row.id}`, e.currentTarget.checked))}
                        data-testid="contact-select"
                      />
                    </Table.Td>
                    <Table.Td>
                      {!readOnly && <ContactActionButton action={action} dialBlockKey={action.label === 'CALL' && callBlock ? dialBlockKey(callBlock) : null} onClick={() => act(row)} />}
                    </Table.Td>
                    {narrow ? (
                      <Table.Td data-col="name">
                        <ListContactStackedCell row={row} />
                      </Table.Td>
                    ) : (
                      visible.map((c) => (
                        <Table.Td key={c.key} data-col={c.key}>
                          {c.render(row, t, fmt, formatNumber)}
                        </Table.Td>
                      ))
                    )}
                    <Table.Td>{!readOnly && <ContactRowMenu name={row.name} onRemove={() => removeOne(row)} onMove={() => setTarget({ kind: 'move', contactIds: [row.id] })} />}</Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </ScrollArea.Autosize>
      )}
      <Group justify="flex-end">
        <TablePager page={page} total={total} pageSize={LIST_CONTACTS_PAGE_SIZE} onPage={changePage} testId="list-contacts-pager" />
      </Group>
      <SortModal
        opened={sortOpen}
        sort={shown.sort}
        columns={columns.flatMap((c) => (c.sort ? [{ value: c.sort, label: columnLabel(c, t) }] : []))}
        canSaveForAll={isOwner}
        onClose={() => setSortOpen(false)}
        onApply={sortBy}
      />
      <ListTargetModal
        opened={target !== null}
        title={target?.kind === 'move' ? t('listContacts.moveTitle') : t('listContacts.addToListTitle')}
        excludeListId={list.id}
        onClose={() => setTarget(null)}
        onChoose={(choice) => {
          if (!target) return;
          if (target.kind === 'move') void move({ kind: 'contacts', listId: list.id, contactIds: target.contactIds }, choice);
          else void commands.addToList(choice, target.contactIds);
        }}
      />
      <ConfirmModal request={confirm} onClose={() => setConfirm(null)} />
    </Stack>
  );
}
