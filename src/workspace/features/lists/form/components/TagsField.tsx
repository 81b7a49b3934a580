import { Button, Group, MultiSelect, Text, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListTag } from '@/src/contract';
import { useCreateListTag } from '../../hooks/useCreateListTag';
import { listKeys } from '../../listQueryKeys';

/** The list's tags, and a new tag made on the spot when the canCreateTag setting allows (tag name required). */
export function TagsField({ value, onChange, tags, canCreate }: { value: number[]; onChange(ids: number[]): void; tags: ListTag[]; canCreate: boolean }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const createTag = useCreateListTag();
  const [name, setName] = useState('');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const handleCreate = async () => {
    setTouched(true);
    if (name.trim() === '') return;
    setBusy(true);
    setError(null);
    try {
      const tag = await createTag(name.trim());
      await queryClient.invalidateQueries({ queryKey: listKeys.tags });
      onChange([...value, tag.id]);
      setName('');
      setTouched(false);
    } catch (e) {
      setError(`${t('listForm.tagCreateError')}${e instanceof Error && e.message ? ` (${e.message})` : ''}`);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <MultiSelect
        label={t('listForm.tags')}
        data={tags.map((tag) => ({ value: String(tag.id), label: tag.name }))}
        value={value.map(String)}
        onChange={(v) => onChange(v.map(Number))}
        searchable
        style={{ flex: 1, minWidth: 240 }}
        data-testid="list-tags"
      />
      {canCreate && (
        <>
          <TextInput
            label={t('listForm.newTag')}
            value={name}
            maxLength={100}
            onChange={(e) => setName(e.currentTarget.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                void handleCreate();
              }
            }}
            error={touched && name.trim() === '' ? t('listForm.tagNameRequired') : undefined}
            data-testid="list-new-tag"
          />
          <Button variant="light" onClick={() => void handleCreate()} loading={busy} data-testid="list-create-tag">
            {t('listForm.createTag')}
          </Button>
        </>
      )}
      {error && (
        <Text c="red" size="sm" w="100%">
          {error}
        </Text>
      )}
    </Group>
  );
}
