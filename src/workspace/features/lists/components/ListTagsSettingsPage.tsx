import { Alert, Button, Center, Checkbox, Group, Loader, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { listTagName } from '@/src/contract';
import { truncateName } from '@/src/domain/lists/list-status-label';
import { TAG_DELETE_FAILED, TAG_NAME_TRUNCATE, TAG_UPDATE_FAILED, tagsByCount } from '@/src/domain/lists/tag-settings';
import { useListMetadata } from '../hooks/useListMetadata';
import { useListTagActions, useListTags } from '../hooks/useListTags';

/** #!/settings/tags/lists (spec 3): the tenant's list tags by use, renamed in place, the selected ones deleted. */
export function ListTagsSettingsPage() {
  const { t } = useTranslation();
  const tags = useListTags();
  const { rename, remove } = useListTagActions();
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [editing, setEditing] = useState<{ id: number; name: string } | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  // Spec 3 user acl tags.lists manage: without it the tags are shown, not renamed or deleted (the server refuses too).
  const metadata = useListMetadata();
  const canManage = metadata.data?.permissions.canManageTags ?? false;

  if (tags.isPending)
    return (
      <Center p="xl">
        <Loader aria-label={t('app.loading')} />
      </Center>
    );
  if (tags.isError)
    return (
      <Alert color="red" title={t('users.loadFailed')} data-testid="tags-error">
        <Button size="xs" variant="light" onClick={() => void tags.refetch()}>
          {t('app.retry')}
        </Button>
      </Alert>
    );
  const rows = tagsByCount(tags.data);
  const editError = editing ? (listTagName.safeParse(editing.name).error?.issues[0]?.message ?? null) : null;
  const toggle = (id: number) =>
    setSelected((before) => {
      const next = new Set(before);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <Stack maw={640} data-testid="tags-page">
      <Group justify="space-between">
        <Title order={3}>{t('tagSettings.title')}</Title>
        <Button
          size="xs"
          color="red"
          variant="light"
          disabled={selected.size === 0 || !canManage}
          loading={remove.isPending}
          onClick={() => {
            setAlert(null);
            remove.mutate([...selected], { onSuccess: () => setSelected(new Set()), onError: () => setAlert(TAG_DELETE_FAILED) });
          }}
          data-testid="tags-delete"
        >
          {t('tagSettings.deleteSelected', { count: selected.size })}
        </Button>
      </Group>
      {!canManage && metadata.isSuccess && (
        <Text size="sm" c="dimmed" data-testid="tags-read-only">
          {t('tagSettings.readOnly')}
        </Text>
      )}
      {alert && (
        <Alert color="red" withCloseButton onClose={() => setAlert(null)} data-testid="tags-alert">
          {alert}
        </Alert>
      )}
      {rows.length === 0 ? (
        <Text c="dimmed">{t('tagSettings.empty')}</Text>
      ) : (
        <Table data-testid="tags-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={40} />
              <Table.Th>{t('tagSettings.name')}</Table.Th>
              <Table.Th>{t('tagSettings.count')}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((tag) => (
              <Table.Tr key={tag.id} data-testid="tag-row" data-name={tag.name}>
                <Table.Td>
                  <Checkbox aria-label={tag.name} checked={selected.has(tag.id)} disabled={!canManage} onChange={() => toggle(tag.id)} data-testid="tag-select" />
                </Table.Td>
                <Table.Td title={tag.name}>
                  {editing?.id === tag.id ? (
                    <form
                      onSubmit={(e) => {
                        e.preventDefault();
                        if (editError) return;
                        setAlert(null);
                        rename.mutate(editing, { onSuccess: () => setEditing(null), onError: () => setAlert(TAG_UPDATE_FAILED) });
                      }}
                    >
                      <Group gap="xs" wrap="nowrap">
                        <TextInput
                          size="xs"
                          aria-label={t('tagSettings.name')}
                          value={editing.name}
                          error={editError}
                          onChange={(e) => setEditing({ id: tag.id, name: e.currentTarget.value })}
                          data-testid="tag-rename-input"
                          autoFocus
                        />
                        <Button size="xs" type="submit" loading={rename.isPending} data-testid="tag-rename-save">
                          {t('tagSettings.save')}
                        </Button>
                        <Button size="xs" variant="default" onClick={() => setEditing(null)}>
                          {t('tagSettings.cancel')}
                        </Button>
                      </Group>
                    </form>
                  ) : (
                    truncateName(tag.name, TAG_NAME_TRUNCATE)
                  )}
                </Table.Td>
                <Table.Td data-testid="tag-count">{tag.count}</Table.Td>
                <Table.Td>
                  {editing?.id !== tag.id && (
                    <Button size="xs" variant="subtle" disabled={!canManage} onClick={() => setEditing({ id: tag.id, name: tag.name })} data-testid="tag-rename">
                      {t('tagSettings.rename')}
                    </Button>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
