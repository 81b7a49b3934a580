import { Badge, Button, Code, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ApiKey } from '@/src/contract';
import { useFormat } from '../../profile/hooks/useFormat';

/** The keys, one card each (a card wraps in the narrow side panel where a table would scroll sideways). */
export function ApiKeyList({ keys, onDelete }: { keys: ApiKey[]; onDelete(key: ApiKey): void }) {
  const { t } = useTranslation();
  const fmt = useFormat();
  if (keys.length === 0) {
    return (
      <Text c="dimmed" data-testid="api-keys-empty">
        {t('apiKeys.empty')}
      </Text>
    );
  }
  return (
    <Stack gap="xs" data-testid="api-keys-list">
      {keys.map((key) => (
        <Paper key={key.id} withBorder p="sm" data-testid="api-key-row" data-description={key.description}>
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
            <Stack gap={2} style={{ minWidth: 0 }}>
              <Group gap="xs">
                <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {key.description}
                </Text>
                <Badge variant="light" color={key.rights === 'write' ? 'orange' : 'blue'}>
                  {key.rights === 'write' ? t('apiKeys.rightsWrite') : t('apiKeys.rightsRead')}
                </Badge>
              </Group>
              <Text size="xs" c="dimmed">
                <Code>{`${key.hint}…`}</Code>
              </Text>
              <Text size="sm" data-testid="api-key-created-by">
                {t('apiKeys.createdBy', { name: key.creator.name, date: fmt.dateTime(key.createdAt) })}
              </Text>
              <Text size="sm" c="dimmed" data-testid="api-key-last-used">
                {key.lastUsedAt ? t('apiKeys.lastUsed', { date: fmt.dateTime(key.lastUsedAt) }) : t('apiKeys.neverUsed')}
              </Text>
            </Stack>
            <Button
              size="xs"
              variant="subtle"
              color="red"
              style={{ flexShrink: 0 }}
              onClick={() => onDelete(key)}
              aria-label={`${t('apiKeys.delete')}: ${key.description}`}
              data-testid="api-key-delete"
            >
              {t('apiKeys.delete')}
            </Button>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
