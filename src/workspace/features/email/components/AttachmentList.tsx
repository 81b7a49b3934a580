import { CloseButton, Group, Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { UploadingFile } from '../hooks/uploadAttachment';

export function AttachmentList({ files, onRemove }: { files: UploadingFile[]; onRemove: (key: string) => void }) {
  const { t } = useTranslation();
  if (!files.length) return null;
  return (
    <Stack gap={2} data-testid="attachments">
      {files.map((f) => (
        <Group key={f.key} gap="xs" wrap="nowrap" data-testid="attachment" data-state={f.state}>
          <Text size="xs" style={{ flex: 1 }} truncate>
            {f.filename} ({Math.round(f.size / 1000)} kB) · {t(`email.${f.state}`)}
          </Text>
          {f.state === 'uploading' && <Progress value={f.progress * 100} w={60} size="sm" />}
          <CloseButton size="xs" aria-label={t('email.removeAttachment', { name: f.filename })} onClick={() => onRemove(f.key)} />
        </Group>
      ))}
    </Stack>
  );
}
