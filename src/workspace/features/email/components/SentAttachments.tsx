import { Button, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadAttachment } from '../hooks/downloadAttachment';
import { useEmailMessage } from '../hooks/useEmailMessages';

/** The files of a sent email, each downloadable with the message id. */
export function SentAttachments({ emailId }: { emailId: number }) {
  const { t } = useTranslation();
  const [failed, setFailed] = useState(false);
  const message = useEmailMessage(emailId);
  const files = message.data?.attachments ?? [];
  if (!files.length) return null;
  return (
    <Group gap={4} data-testid="sent-attachments">
      <Text size="xs">{t('mailbox.attachments')}:</Text>
      {files.map((f) => (
        <Button key={f.id} size="compact-xs" variant="light" onClick={() => downloadAttachment(f.id, emailId, f.filename).catch(() => setFailed(true))} data-testid="sent-attachment">
          {f.filename} ({Math.ceil(f.size / 1000)} kB)
        </Button>
      ))}
      {failed && (
        <Text size="xs" c="red">
          {t('mailbox.downloadFailed')}
        </Text>
      )}
    </Group>
  );
}
