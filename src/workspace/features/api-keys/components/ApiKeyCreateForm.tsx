import { Button, Radio, Stack, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiKeyBody, type ApiKeyBody } from '@/src/contract';
import type { ApiKeyRights } from '@/src/domain/api-keys/api-key-rules';

/** A description and the key's rights (read-only by default: the narrower choice). Keeps what was typed when the server refuses. */
export function ApiKeyCreateForm({ busy, fieldError, onCreate }: { busy: boolean; fieldError: string | null; onCreate(body: ApiKeyBody, reset: () => void): void }) {
  const { t } = useTranslation();
  const [description, setDescription] = useState('');
  const [rights, setRights] = useState<ApiKeyRights>('read');
  const [touched, setTouched] = useState(false);
  const checked = apiKeyBody.safeParse({ description, rights });
  const localError = touched && !checked.success ? (checked.error.issues[0]?.message ?? null) : null;
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        setTouched(true);
        if (!checked.success) return;
        onCreate(checked.data, () => {
          setDescription('');
          setRights('read');
          setTouched(false);
        });
      }}
      data-testid="api-key-form"
    >
      <Stack gap="sm">
        <Title order={5}>{t('apiKeys.create')}</Title>
        <TextInput
          label={t('apiKeys.description')}
          placeholder={t('apiKeys.descriptionPlaceholder')}
          value={description}
          onChange={(e) => setDescription(e.currentTarget.value)}
          error={localError ?? fieldError}
          maxLength={200}
          data-testid="api-key-description"
        />
        <Radio.Group label={t('apiKeys.rights')} value={rights} onChange={(value) => setRights(value as ApiKeyRights)}>
          <Stack gap={6} mt={4}>
            <Radio value="read" label={t('apiKeys.rightsRead')} description={t('apiKeys.rightsReadHint')} data-testid="api-key-rights-read" />
            <Radio value="write" label={t('apiKeys.rightsWrite')} description={t('apiKeys.rightsWriteHint')} data-testid="api-key-rights-write" />
          </Stack>
        </Radio.Group>
        <div>
          <Button type="submit" loading={busy} data-testid="api-key-create">
            {t('apiKeys.createButton')}
          </Button>
        </div>
      </Stack>
    </form>
  );
}
