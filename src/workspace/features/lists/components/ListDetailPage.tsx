import { Alert, Anchor, Badge, Button, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ApiCallError } from '@/src/contract/api-call-error';
import { listNameInTitle, listStatusLabel } from '@/src/domain/lists/list-status-label';
import type { PageProps } from '@/src/workspace/pages';
import { useListLiveUpdates } from '../hooks/useListLiveUpdates';
import { ListContactsTable } from './ListContactsTable';
import { ListFeedbackAlert } from './ListFeedbackAlert';
import { PlaybookStepsTable } from './PlaybookStepsTable';
import { useListDetail } from '../hooks/useListDetail';
import { ParallelDialButton } from '../../parallel-dialer/components/ParallelDialButton';
import { useFormat } from '../../profile/hooks/useFormat';

/**
 * main.lists.list.detail (#!/lists/{listId}) and main.lists.view (#!/lists/{listId}/view, read only):
 * one list with its playbook steps and its contacts. A legacy list shows the warning instead.
 */
export function ListDetailPage({ params, readOnly = false }: PageProps & { readOnly?: boolean }) {
  const { t } = useTranslation();
  const fmt = useFormat();
  const listId = Number(params.listId);
  useListLiveUpdates();
  const query = useListDetail(listId);
  const back = (
    <Anchor href="#!/lists/" size="sm">
      {t('lists.backToLists')}
    </Anchor>
  );
  if (query.isError)
    return (
      <Stack gap="sm">
        {back}
        <Alert color="red" role="alert" data-testid="list-detail-error">
          {query.error instanceof ApiCallError && query.error.status === 404 ? t('lists.notFound') : t('lists.configLoadError')}
          <Button size="xs" variant="light" ml="sm" onClick={() => void query.refetch()}>
            {t('app.retry')}
          </Button>
        </Alert>
      </Stack>
    );
  if (!query.data)
    return (
      <Center p="lg">
        <Loader aria-label={t('app.loading')} />
      </Center>
    );
  const list = query.data.list;
  const status = listStatusLabel(list.status);
  return (
    <Stack gap="sm" data-testid={readOnly ? 'list-preview' : 'list-detail'} data-list-id={list.id}>
      {back}
      <Group gap="xs">
        <Title order={3} title={list.name}>
          {listNameInTitle(list.name)}
        </Title>
        {readOnly && <Badge variant="light">{t('lists.preview')}</Badge>}
        {status && <Badge color="orange">{status}</Badge>}
        {list.paused && <Badge color="gray">{t('lists.tabPaused')}</Badge>}
        <Text size="sm" c="dimmed" data-testid="list-counts" data-due={list.dueCount} data-total={list.contactsCount}>
          {t('lists.counts', { due: fmt.count(list.dueCount), total: fmt.count(list.contactsCount) })}
        </Text>
        {!readOnly && !list.legacy && <ParallelDialButton listId={list.id} active={list.active && !list.paused} dueCount={list.dueCount} />}
      </Group>
      <Text size="sm" c="dimmed">
        {t('lists.owner', { name: `${list.owner.firstName} ${list.owner.lastName}` })} · {t('lists.sharing', { value: t(`listForm.sharingValues.${list.sharing}`) })} · {t('lists.colPlaybook')}:{' '}
        {list.playbook?.name ?? t('lists.notSet')}
      </Text>
      <ListFeedbackAlert />
      {list.legacy ? (
        <Alert color="yellow" role="alert" data-testid="legacy-warning">
          {t('lists.legacyWarning')}
        </Alert>
      ) : (
        <>
          {list.playbook && <PlaybookStepsTable list={list} readOnly={readOnly} />}
          <ListContactsTable list={list} readOnly={readOnly} />
        </>
      )}
    </Stack>
  );
}

export const ListPreviewPage = (props: PageProps) => <ListDetailPage {...props} readOnly />;
