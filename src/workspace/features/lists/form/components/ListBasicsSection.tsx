import { Checkbox, Group, MultiSelect, Paper, Select, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ListDraft } from '../state/listDraft';
import type { useListFormOptions } from '../hooks/useListFormData';
import { TagsField } from './TagsField';
import { userOptions } from '@/src/workspace/features/directory/userOptions';

type Options = ReturnType<typeof useListFormOptions>;
const FLAGS = ['playOwnerContactsOnly', 'playOwnerAccountsOnly', 'complyEntryCriteriaAfterMove', 'allowContactsBackToList'] as const;

/** Name, owner, priority, sharing, assignees, tags, flags, default call result and project. */
export function ListBasicsSection({
  draft,
  set,
  options,
  canCreateTag,
  ownerMissing,
}: {
  draft: ListDraft;
  set(patch: Partial<ListDraft>): void;
  options: Options;
  canCreateTag: boolean;
  ownerMissing: boolean;
}) {
  const { t } = useTranslation();
  const users = userOptions(options.users.data);
  const callResults = (options.callResults.data?.callResults ?? []).map((r) => ({ value: r.value, label: r.label }));
  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <Title order={5}>{t('listForm.sections.list')}</Title>
        <TextInput
          label={t('listForm.name')}
          value={draft.name}
          maxLength={500}
          required
          onChange={(e) => set({ name: e.currentTarget.value })}
          error={draft.name.trim() === '' ? t('listForm.nameRequired') : undefined}
          data-testid="list-name"
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            label={t('listForm.owner')}
            data={users}
            value={draft.ownerId === null ? null : String(draft.ownerId)}
            onChange={(v) => set({ ownerId: v ? Number(v) : null })}
            searchable
            clearable
            required
            error={ownerMissing ? t('listForm.ownerRequired') : undefined}
            data-testid="list-owner"
          />
          <Select
            label={t('listForm.priority')}
            data={(['0', '1', '2'] as const).map((p) => ({ value: p, label: t(`listForm.priorities.${p}`) }))}
            value={String(draft.priority)}
            onChange={(v) => set({ priority: v === '0' ? 0 : v === '2' ? 2 : 1 })}
            allowDeselect={false}
            data-testid="list-priority"
          />
        </SimpleGrid>
        <Title order={6}>{t('listForm.sections.sharing')}</Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            label={t('listForm.sharing')}
            data={(['NONE', 'READ_ONLY', 'READ_WRITE'] as const).map((s) => ({ value: s, label: t(`listForm.sharingValues.${s}`) }))}
            value={draft.sharing}
            onChange={(v) => set({ sharing: v === 'READ_ONLY' || v === 'READ_WRITE' ? v : 'NONE' })}
            allowDeselect={false}
            data-testid="list-sharing"
          />
          {draft.sharing !== 'NONE' && (
            <MultiSelect
              label={t('listForm.sharedWith')}
              description={t('listForm.sharedWithHint')}
              data={users}
              value={draft.sharedWithIds.map(String)}
              onChange={(v) => set({ sharedWithIds: v.map(Number) })}
              searchable
              data-testid="list-shared-with"
            />
          )}
          <MultiSelect
            label={t('listForm.assignees')}
            data={users}
            value={draft.assigneeIds.map(String)}
            onChange={(v) => set({ assigneeIds: v.map(Number) })}
            searchable
            data-testid="list-assignees"
          />
        </SimpleGrid>
        <TagsField value={draft.tagIds} onChange={(tagIds) => set({ tagIds })} tags={options.tags.data?.tags ?? []} canCreate={canCreateTag} />
        <Title order={6}>{t('listForm.sections.options')}</Title>
        <Group gap="lg">
          {FLAGS.map((flag) => (
            <Checkbox key={flag} label={t(`listForm.flags.${flag}`)} checked={draft[flag]} onChange={(e) => set({ [flag]: e.currentTarget.checked })} data-testid={`list-flag-${flag}`} />
          ))}
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            label={t('listForm.defaultCallResult')}
            data={callResults}
            value={draft.defaultCallResult}
            onChange={(v) => set({ defaultCallResult: v })}
            clearable
            placeholder={t('listForm.none')}
            data-testid="list-default-call-result"
          />
          <TextInput
            label={t('listForm.defaultProject')}
            value={draft.defaultProjectName}
            maxLength={255}
            onChange={(e) => set({ defaultProjectName: e.currentTarget.value })}
            data-testid="list-default-project"
          />
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
