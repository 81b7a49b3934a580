import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useListAction } from '../hooks/useListAction';
import { listKeys } from '../listQueryKeys';
import { useCreateListTag } from '../hooks/useCreateListTag';

/** Creates a tag and applies it to the checked lists (shown only when canCreateTag allows). */
export function CreateTagModal({ opened, listIds, onClose }: { opened: boolean; listIds: readonly number[]; onClose(): void }) {
  const { t } = useTranslation();
  const run = useListAction();
  const createTag = useCreateListTag();
  const queryClient = useQueryClient();
  const [name, setName] = useState('');
  const [touched, setTouched] = useState(false);
  const missing = name.trim() === '';
  const close = () => {
    setName('');
    setTouched(false);
    onClose();
  };
  const submit = async () => {
    setTouched(true);
    if (missing) return;
    const done = await run(() => createTag(name.trim(), listIds), { errorKey: 'lists.tagError' });
    if (done) {
      void queryClient.invalidateQueries({ queryKey: listKeys.tags });
      close();
    }
  };
  return (
    <Modal opened={opened} onClose={close} title={t('listTags.title')} data-testid="create-tag-modal">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <Stack gap="sm">
          <TextInput
            label={t('listTags.name')}
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            error={touched && missing ? t('listTags.nameRequired') : undefined}
            data-autofocus
            data-testid="tag-name"
          />
          <Text size="xs" c="dimmed">
            {t('listTags.applyTo', { count: listIds.length })}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('lists.cancel')}
            </Button>
            <Button type="submit" data-testid="tag-create">
              {t('listTags.create')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
