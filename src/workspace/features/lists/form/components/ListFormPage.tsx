import { Alert, Anchor, Center, Loader, Stack, Title } from '@mantine/core';
import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { PageProps } from '@/src/workspace/pages';
import { sessionState } from '@/src/workspace/session/state';
import { useListFormOptions, useListWithPlaybook } from '../hooks/useListFormData';
import { asNewListDraft, emptyListDraft, listDraftOf } from '../state/listDraftOf';
import type { SaveState } from '../state/runListSave';
import { ListForm, type ListFormInit } from './ListForm';

const idOf = (text: string | undefined): number | null => (text && /^\d+$/.test(text) ? Number(text) : null);

/** `#!/lists/create` (clone with `cloneListId`) and `#!/lists/{listId}/edit` (owner only), spec 2 section 2. */
export function ListFormPage({ params }: PageProps) {
  const { t } = useTranslation();
  const session = useAtomValue(sessionState);
  const editId = idOf(params.listId);
  const cloneId = editId === null ? idOf(params.cloneListId) : null;
  const mode = editId !== null ? 'edit' : cloneId !== null ? 'clone' : 'create';
  const options = useListFormOptions();
  const source = useListWithPlaybook(editId ?? cloneId);
  const userId = session?.userId ?? null;
  const isAdmin = session?.role === 'admin';

  const init = useMemo<ListFormInit | null>(() => {
    const metadata = options.metadata.data;
    if (!metadata || userId === null) return null;
    const fresh: SaveState = { listId: null, playbookId: null, associated: true, stepIds: [] };
    if (mode === 'create') return { mode, draft: emptyListDraft(userId), state: fresh, cloneListId: null };
    const loaded = source.data;
    if (!loaded || loaded.list.legacy) return null;
    const draft = listDraftOf(loaded.list, loaded.playbook, metadata);
    if (mode === 'clone') return { mode, draft: asNewListDraft(draft, userId), state: fresh, cloneListId: loaded.list.id };
    return { mode, draft, state: { listId: loaded.list.id, playbookId: loaded.playbook?.id ?? null, associated: true, stepIds: loaded.playbook?.steps.map((s) => s.id) ?? [] }, cloneListId: null };
  }, [mode, options.metadata.data, source.data, userId]);

  const title = t(mode === 'edit' ? 'listForm.editTitle' : mode === 'clone' ? 'listForm.cloneTitle' : 'listForm.createTitle');
  const back = (
    <Anchor href="#!/lists/" size="sm">
      {t('listForm.backToLists')}
    </Anchor>
  );

  let content;
  if (options.metadata.isError || source.isError) {
    content = (
      <Alert color="red" data-testid="list-form-load-error">
        {t('listForm.loadError')}
      </Alert>
    );
  } else if (source.data?.list.legacy) {
    content = (
      <Alert color="yellow" data-testid="list-form-legacy">
        {t('listForm.legacyWarning')}
      </Alert>
    );
  } else if (mode === 'edit' && source.data && source.data.list.owner.id !== userId && !isAdmin) {
    content = (
      <Alert color="yellow" data-testid="list-form-not-owner">
        {t('listForm.notOwner')}
      </Alert>
    );
  } else if (!init || !options.metadata.data) {
    content = (
      <Center p="xl">
        <Loader aria-label={t('listForm.loading')} />
      </Center>
    );
  } else {
    content = <ListForm key={`${mode}-${editId ?? cloneId ?? 'new'}`} init={init} metadata={options.metadata.data} options={options} />;
  }

  return (
    <Stack p="md" gap="sm" maw={1100} data-testid="list-form-page">
      {back}
      <Title order={3}>{title}</Title>
      {content}
    </Stack>
  );
}
