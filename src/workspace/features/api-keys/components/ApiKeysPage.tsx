import { Alert, Anchor, Button, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiKey } from '@/src/contract';
import { failureIssuesOf } from '@/src/domain/forms/form-issues';
import { connectionState } from '@/src/workspace/session/state';
import { ConfirmDialog } from '@/src/workspace/ui/ConfirmDialog';
import { useApiKeys } from '../hooks/useApiKeys';
import { ApiKeyCreateForm } from './ApiKeyCreateForm';
import { ApiKeyList } from './ApiKeyList';
import { NewApiKeyNotice } from './NewApiKeyNotice';

/**
 * #!/settings/integrations/apikey (spec 3, administrators): the organisation's API keys. A new key is
 * shown once, then only its first characters; deleting revokes it at once, after asking.
 */
export function ApiKeysPage() {
  const { t } = useTranslation();
  const { keys, create, remove } = useApiKeys();
  const instance = useAtomValue(connectionState)?.instance ?? '';
  const [created, setCreated] = useState<{ description: string; key: string } | null>(null);
  const [deleting, setDeleting] = useState<ApiKey | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const [fieldError, setFieldError] = useState<string | null>(null);

  let list;
  if (keys.isPending) {
    list = (
      <Center p="xl">
        <Loader aria-label={t('app.loading')} />
      </Center>
    );
  } else if (keys.isError) {
    list = (
      <Alert color="red" title={t('apiKeys.loadFailed')} data-testid="api-keys-error">
        <Button size="xs" variant="light" onClick={() => void keys.refetch()}>
          {t('app.retry')}
        </Button>
      </Alert>
    );
  } else {
    list = <ApiKeyList keys={keys.data} onDelete={setDeleting} />;
  }

  return (
    <Stack maw={640} data-testid="api-keys-page">
      <Title order={3}>{t('apiKeys.title')}</Title>
      <Text size="sm">
        {t('apiKeys.intro')}{' '}
        <Anchor href={`${instance}/docs`} target="_blank" rel="noreferrer" data-testid="api-keys-openapi">
          {t('apiKeys.reference')}
        </Anchor>
      </Text>
      {created && <NewApiKeyNotice description={created.description} apiKey={created.key} instance={instance} onDone={() => setCreated(null)} />}
      {alert && (
        <Alert color="red" withCloseButton onClose={() => setAlert(null)} data-testid="api-keys-alert">
          {alert}
        </Alert>
      )}
      <ApiKeyCreateForm
        busy={create.isPending}
        fieldError={fieldError}
        onCreate={(body, reset) => {
          setAlert(null);
          setFieldError(null);
          create.mutate(body, {
            onSuccess: (result) => {
              setCreated({ description: result.apiKey.description, key: result.key });
              reset();
            },
            onError: (error) => {
              setFieldError(failureIssuesOf(error).fields.description ?? null);
              setAlert(t('apiKeys.ERROR_ADD_APIKEY'));
            },
          });
        }}
      />
      <Title order={5}>{t('apiKeys.listTitle')}</Title>
      {list}
      {deleting && (
        <ConfirmDialog
          title={t('apiKeys.deleteTitle')}
          text={t('apiKeys.deleteConfirm', { description: deleting.description })}
          cancelLabel={t('apiKeys.cancel')}
          confirmLabel={t('apiKeys.delete')}
          busy={remove.isPending}
          testId="api-key-delete-dialog"
          confirmTestId="api-key-delete-confirm"
          onCancel={() => setDeleting(null)}
          onConfirm={() =>
            remove.mutate(deleting.id, {
              onSuccess: () => setDeleting(null),
              onError: () => {
                setDeleting(null);
                setAlert(t('apiKeys.ERROR_DELETE_APIKEY'));
              },
            })
          }
        />
      )}
    </Stack>
  );
}
