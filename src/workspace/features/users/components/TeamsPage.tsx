import { ActionIcon, Alert, Button, Center, Group, Loader, Modal, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { failureIssuesOf } from '@/src/domain/forms/form-issues';
import { useTranslation } from 'react-i18next';
import { ApiCallError, teamNameBody, type AdminTeam } from '@/src/contract';
import { useTeamsAdmin } from '../hooks/useTeamsAdmin';

/**
 * #!/settings/users/teams (spec 3: teams list, create, rename, delete). A name is checked with the
 * server's rule before sending; a failure keeps what was typed and says so.
 */
export function TeamsPage() {
  const { t } = useTranslation();
  const { teams, create, rename, remove } = useTeamsAdmin();
  const [newName, setNewName] = useState('');
  const [editing, setEditing] = useState<{ id: number; name: string } | null>(null);
  const [deleting, setDeleting] = useState<AdminTeam | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const nameError = (name: string) => (name === '' ? null : (teamNameBody.safeParse({ name }).error?.issues[0]?.message ?? null));
  // A refusal says why (the name's rule the server names); a 409 is its own sentence.
  const failure = (fallback: string) => (error: unknown) => {
    const reason = failureIssuesOf(error, { onlyField: 'name' }).fields.name;
    setAlert(error instanceof ApiCallError && error.status === 409 ? error.message : reason ? `${fallback} ${reason}` : fallback);
  };

  if (teams.isPending) {
    return (
      <Center p="xl">
        <Loader aria-label={t('app.loading')} />
      </Center>
    );
  }
  if (teams.isError) {
    return (
      <Alert color="red" title={t('users.loadFailed')} data-testid="teams-error">
        <Button size="xs" variant="light" onClick={() => void teams.refetch()}>
          {t('users.retry')}
        </Button>
      </Alert>
    );
  }
  const addTeam = () => {
    if (!teamNameBody.safeParse({ name: newName }).success) return;
    setAlert(null);
    create.mutate(newName, { onSuccess: () => setNewName(''), onError: failure(t('teams.createFailed')) });
  };

  return (
    <Stack maw={640} data-testid="teams-page">
      <Title order={3}>{t('teams.title')}</Title>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          addTeam();
        }}
      >
        <Group align="flex-start">
          <TextInput
            placeholder={t('teams.newName')}
            aria-label={t('teams.newName')}
            value={newName}
            onChange={(e) => setNewName(e.currentTarget.value)}
            error={nameError(newName)}
            data-testid="team-new-name"
          />
          <Button type="submit" loading={create.isPending} disabled={newName.trim() === ''} data-testid="team-add">
            {t('teams.add')}
          </Button>
        </Group>
      </form>
      {alert && (
        <Alert color="red" withCloseButton onClose={() => setAlert(null)} data-testid="teams-alert">
          {alert}
        </Alert>
      )}
      {teams.data.length === 0 ? (
        <Text c="dimmed">{t('teams.empty')}</Text>
      ) : (
        <Table data-testid="teams-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('teams.name')}</Table.Th>
              <Table.Th>{t('teams.users')}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {teams.data.map((team) => (
              <Table.Tr key={team.id} data-testid="team-row" data-name={team.name}>
                <Table.Td>
                  {editing?.id === team.id ? (
                    <form
                      onSubmit={(e) => {
                        e.preventDefault();
                        if (!teamNameBody.safeParse({ name: editing.name }).success) return;
                        rename.mutate({ teamId: team.id, name: editing.name }, { onSuccess: () => setEditing(null), onError: failure(t('teams.renameFailed')) });
                      }}
                    >
                      <Group gap="xs">
                        <TextInput
                          size="xs"
                          aria-label={t('teams.name')}
                          value={editing.name}
                          onChange={(e) => setEditing({ id: team.id, name: e.currentTarget.value })}
                          error={nameError(editing.name)}
                          data-testid="team-rename-input"
                          autoFocus
                        />
                        <Button size="xs" type="submit" loading={rename.isPending} data-testid="team-rename-save">
                          {t('teams.save')}
                        </Button>
                        <Button size="xs" variant="default" onClick={() => setEditing(null)}>
                          {t('teams.cancel')}
                        </Button>
                      </Group>
                    </form>
                  ) : (
                    team.name
                  )}
                </Table.Td>
                <Table.Td>{team.userCount}</Table.Td>
                <Table.Td>
                  <Group gap={4} justify="flex-end" wrap="nowrap">
                    <Button size="xs" variant="subtle" onClick={() => setEditing({ id: team.id, name: team.name })} data-testid="team-rename">
                      {t('teams.rename')}
                    </Button>
                    <ActionIcon variant="subtle" color="red" aria-label={`${t('teams.delete')}: ${team.name}`} onClick={() => setDeleting(team)} data-testid="team-delete">
                      ✕
                    </ActionIcon>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {deleting && (
        <Modal opened onClose={() => setDeleting(null)} title={t('teams.delete')}>
          <Stack>
            <Text>{t('teams.deleteConfirm', { name: deleting.name, count: deleting.userCount })}</Text>
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setDeleting(null)}>
                {t('teams.cancel')}
              </Button>
              <Button
                color="red"
                loading={remove.isPending}
                data-testid="team-delete-confirm"
                onClick={() => remove.mutate(deleting.id, { onSuccess: () => setDeleting(null), onError: (error) => (setDeleting(null), failure(t('teams.deleteFailed'))(error)) })}
              >
                {t('teams.delete')}
              </Button>
            </Group>
          </Stack>
        </Modal>
      )}
    </Stack>
  );
}
