import { useNarrowPage } from '@/src/workspace/ui/layout/PageWidth';
import { UNCUT_BADGE } from '@/src/workspace/ui/layout/uncutBadge';
import { ActionIcon, Alert, Badge, Button, Center, Group, Loader, Menu, Pagination, Stack, Table, Text, Title, Tooltip } from '@mantine/core';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminUser } from '@/src/contract';
import { truncateName } from '@/src/domain/lists/list-status-label';
import { reportCsv } from '@/src/domain/reports/report-csv';
import { canLoginAs, USER_ADMIN_MESSAGES, USER_NAME_TRUNCATE, USERS_PAGE_SIZE } from '@/src/domain/settings/user-admin';
import { sessionState } from '@/src/workspace/session/state';
import { downloadCsv } from '../../reports/hooks/downloadCsv';
import { useTeams } from '../../directory/hooks/useTeams';
import { useLoginAs } from '../hooks/useLoginAs';
import { useUserAdminActions, useUsersAdmin } from '../hooks/useUsersAdmin';
import { ConfirmDeleteUser, ShownPasswordModal } from './UserDialogs';
import { UserFormModal, type UserFormValues } from './UserFormModal';

type Dialog = { kind: 'new' } | { kind: 'edit'; user: AdminUser } | { kind: 'delete'; user: AdminUser } | { kind: 'password'; name: string; password: string } | null;

/**
 * #!/settings/users/users (spec 3 users screen): 15 users a page, names cut at 15; create after the
 * user-limit check, edit with the ACL, delete, reset MFA, reset password, export CSV and Login as
 * user. States: loading, loaded, new, edit, error.
 */
export function UsersPage() {
  const { t } = useTranslation();
  const wide = !useNarrowPage();
  const session = useAtomValue(sessionState);
  const { users, roles, limit } = useUsersAdmin();
  const teams = useTeams();
  const actions = useUserAdminActions();
  const loginAs = useLoginAs();
  const [page, setPage] = useState(0);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [alert, setAlert] = useState<{ color: 'green' | 'red'; text: string } | null>(null);
  const roleName = (id: number) => roles.data?.find((r) => r.id === id)?.name ?? '';

  const openNew = async () => {
    setAlert(null);
    // A new user only after the permission check (spec 3 section 4).
    const check = await limit.refetch();
    if (check.data?.canCreate) setDialog({ kind: 'new' });
    else setAlert({ color: 'red', text: check.data ? USER_ADMIN_MESSAGES.ERROR_MAX_NUMBER_OF_USERS : USER_ADMIN_MESSAGES.UNABLE_CREATE_USER });
  };
  const failed = (text: string) => () => setAlert({ color: 'red', text });
  const submit = (values: UserFormValues) => {
    if (dialog?.kind === 'new') {
      const { firstName, lastName, email, userRoleId, teamId } = values;
      actions.create.mutate(
        { firstName, lastName, email, userRoleId, teamId },
        { onSuccess: ({ user, password }) => setDialog({ kind: 'password', name: `${user.firstName} ${user.lastName}`, password }) },
      );
    } else if (dialog?.kind === 'edit') {
      actions.save.mutate(
        { userId: dialog.user.id, body: values },
        {
          onSuccess: () => {
            setDialog(null);
            setAlert({ color: 'green', text: t('users.saved') });
          },
        },
      );
    }
  };
  const exportCsv = async () => {
    const fresh = await users.refetch();
    if (!fresh.data || fresh.isError) return setAlert({ color: 'red', text: USER_ADMIN_MESSAGES.EXPORT_FAILED });
    downloadCsv(
      'Users',
      reportCsv(
        ['First name', 'Last name', 'Email', 'Team', 'Access', 'Status', 'MFA'],
        fresh.data.map((u) => [u.firstName, u.lastName, u.email, u.teamName ?? '', roleName(u.userRoleId), u.active ? 'Active' : 'Inactive', u.mfaConfigured ? 'Yes' : 'No']),
      ),
    );
  };

  if (users.isPending) {
    return (
      <Center p="xl">
        <Loader aria-label={t('app.loading')} />
      </Center>
    );
  }
  if (users.isError) {
    return (
      <Alert color="red" data-testid="users-error" title={t('users.loadFailed')}>
        <Button size="xs" variant="light" onClick={() => void users.refetch()}>
          {t('users.retry')}
        </Button>
      </Alert>
    );
  }
  const rows = users.data;
  const pageRows = rows.slice(page * USERS_PAGE_SIZE, (page + 1) * USERS_PAGE_SIZE);
  const impersonating = session?.impersonatorId != null;
  const pending = (mutation: { isPending: boolean; variables?: unknown }, userId: number) => mutation.isPending && mutation.variables === userId;

  return (
    <Stack data-testid="users-page">
      {/* The side panel: email, team and access stack under the name; status and the actions stay in view. */}
      <Group justify="space-between">
        <Title order={3}>{t('users.title')}</Title>
        <Group gap="xs">
          <Button size="xs" variant="default" onClick={() => void exportCsv()} data-testid="users-export">
            {t('users.export')}
          </Button>
          <Tooltip label={t('users.limitReached', { count: limit.data?.userCount, max: limit.data?.maxUsers })} disabled={limit.data?.canCreate !== false}>
            <Button size="xs" onClick={() => void openNew()} loading={limit.isFetching && dialog === null} data-testid="users-add">
              {t('users.add')}
            </Button>
          </Tooltip>
        </Group>
      </Group>
      {alert && (
        <Alert color={alert.color} withCloseButton onClose={() => setAlert(null)} data-testid="users-alert">
          {alert.text}
        </Alert>
      )}
      {rows.length === 0 ? (
        <Text c="dimmed">{t('users.empty')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={wide ? 640 : 0}>
          <Table striped highlightOnHover data-testid="users-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('users.user')}</Table.Th>
                {wide && <Table.Th>{t('users.email')}</Table.Th>}
                {wide && <Table.Th>{t('users.team')}</Table.Th>}
                {wide && <Table.Th>{t('users.access')}</Table.Th>}
                <Table.Th>{t('users.status')}</Table.Th>
                {wide && <Table.Th>{t('users.mfa')}</Table.Th>}
                <Table.Th aria-label={t('users.actions')} />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {pageRows.map((user) => {
                const name = `${user.firstName} ${user.lastName}`;
                const self = user.id === session?.userId;
                return (
                  <Table.Tr key={user.id} data-testid="user-row" data-email={user.email}>
                    <Table.Td title={name}>
                      {truncateName(name, USER_NAME_TRUNCATE)}
                      {!wide && (
                        <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                          {[user.email, user.teamName, roleName(user.userRoleId), user.mfaConfigured ? `${t('users.mfa')} ✓` : null].filter(Boolean).join(' · ')}
                        </Text>
                      )}
                    </Table.Td>
                    {wide && <Table.Td>{user.email}</Table.Td>}
                    {wide && <Table.Td>{user.teamName ?? ''}</Table.Td>}
                    {wide && <Table.Td>{roleName(user.userRoleId)}</Table.Td>}
                    <Table.Td>
                      <Badge color={user.active ? 'teal' : 'gray'} variant="light" styles={UNCUT_BADGE}>
                        {user.active ? t('users.active') : t('users.inactive')}
                      </Badge>
                    </Table.Td>
                    {wide && <Table.Td>{user.mfaConfigured ? '✓' : ''}</Table.Td>}
                    <Table.Td>
                      <Menu position="bottom-end" withinPortal>
                        <Menu.Target>
                          <ActionIcon
                            variant="subtle"
                            aria-label={`${t('users.actions')}: ${name}`}
                            data-testid="user-actions"
                            loading={pending(actions.resetPassword, user.id) || pending(actions.resetMfa, user.id) || pending(loginAs, user.id)}
                          >
                            ⋯
                          </ActionIcon>
                        </Menu.Target>
                        <Menu.Dropdown>
                          <Menu.Item onClick={() => setDialog({ kind: 'edit', user })}>{t('users.edit')}</Menu.Item>
                          <Menu.Item
                            onClick={() =>
                              actions.resetPassword.mutate(user.id, {
                                onSuccess: ({ newPassword }) => setDialog({ kind: 'password', name, password: newPassword }),
                                onError: failed(USER_ADMIN_MESSAGES.ERROR_RESET_PASSWORD),
                              })
                            }
                          >
                            {t('users.resetPassword')}
                          </Menu.Item>
                          <Menu.Item disabled={!user.mfaConfigured} onClick={() => actions.resetMfa.mutate(user.id, { onError: failed(USER_ADMIN_MESSAGES.ERROR_RESET_MFA) })}>
                            {t('users.resetMfa')}
                          </Menu.Item>
                          <Menu.Item
                            disabled={!canLoginAs({ meId: session?.userId ?? 0, targetId: user.id, impersonating, targetActive: user.active })}
                            onClick={() => loginAs.mutate(user.id, { onError: failed(USER_ADMIN_MESSAGES.ERROR_LOGIN_IMPERSONATE) })}
                          >
                            {t('users.loginAs')}
                          </Menu.Item>
                          <Menu.Divider />
                          <Menu.Item color="red" disabled={self} onClick={() => setDialog({ kind: 'delete', user })}>
                            {t('users.delete')}
                          </Menu.Item>
                        </Menu.Dropdown>
                      </Menu>
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {rows.length > USERS_PAGE_SIZE && <Pagination size="sm" total={Math.ceil(rows.length / USERS_PAGE_SIZE)} value={page + 1} onChange={(p) => setPage(p - 1)} data-testid="users-pager" />}

      {(dialog?.kind === 'new' || dialog?.kind === 'edit') && (
        <UserFormModal
          user={dialog.kind === 'edit' ? dialog.user : null}
          roles={roles.data ?? []}
          teams={teams.data ?? []}
          saving={actions.create.isPending || actions.save.isPending}
          error={dialog.kind === 'new' ? actions.create.error : actions.save.error}
          onClose={() => {
            actions.create.reset();
            actions.save.reset();
            setDialog(null);
          }}
          onSubmit={submit}
        />
      )}
      {dialog?.kind === 'password' && <ShownPasswordModal name={dialog.name} password={dialog.password} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'delete' && (
        <ConfirmDeleteUser
          name={`${dialog.user.firstName} ${dialog.user.lastName}`}
          deleting={actions.remove.isPending}
          onCancel={() => setDialog(null)}
          onConfirm={() =>
            actions.remove.mutate(dialog.user.id, {
              onSuccess: () => setDialog(null),
              onError: () => {
                setDialog(null);
                setAlert({ color: 'red', text: USER_ADMIN_MESSAGES.ERROR_DELETE_USER });
              },
            })
          }
        />
      )}
    </Stack>
  );
}
