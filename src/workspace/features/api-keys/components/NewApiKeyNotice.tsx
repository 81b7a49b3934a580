import { Alert, Button, Code, CopyButton, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The key just created, shown this once: copy it now, it is stored hashed and never shown again. */
export function NewApiKeyNotice({ description, apiKey, instance, onDone }: { description: string; apiKey: string; instance: string; onDone(): void }) {
  const { t } = useTranslation();
  return (
    <Alert color="yellow" title={t('apiKeys.createdTitle', { description })} data-testid="api-key-created">
      <Stack gap="xs">
        <Text size="sm" fw={600}>
          {t('apiKeys.onceWarning')}
        </Text>
        <Code block style={{ wordBreak: 'break-all', whiteSpace: 'pre-wrap' }} data-testid="api-key-value">
          {apiKey}
        </Code>
        <Text size="xs">{t('apiKeys.tryIt')}</Text>
        <Code block style={{ wordBreak: 'break-all', whiteSpace: 'pre-wrap' }} data-testid="api-key-curl">
          {`curl -H "Authorization: Bearer ${apiKey}" ${instance}/contacts`}
        </Code>
        <Group gap="xs">
          <CopyButton value={apiKey}>
            {({ copied, copy }) => (
              <Button size="xs" variant="light" onClick={copy} data-testid="api-key-copy">
                {copied ? t('apiKeys.copied') : t('apiKeys.copy')}
              </Button>
            )}
          </CopyButton>
          <Button size="xs" variant="default" onClick={onDone} data-testid="api-key-done">
            {t('apiKeys.done')}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
