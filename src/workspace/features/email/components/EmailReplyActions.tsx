import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ReplyKind } from '@/src/domain/email/reply-draft';
import { useOpenDialog } from '../hooks/useOpenDialog';

const KINDS: ReplyKind[] = ['reply', 'replyAll', 'forward'];

/** Reply, reply all and forward of a sent email: each opens a composer quoting it (timeline, mailbox). */
export function EmailReplyActions({ emailId, contactId, contactName }: { emailId: number; contactId: number; contactName: string }) {
  const { t } = useTranslation();
  const openDialog = useOpenDialog();
  return (
    <Group gap={4}>
      {KINDS.map((kind) => (
        <Button key={kind} size="compact-xs" variant="subtle" onClick={() => openDialog('email', { contactId, contactName, to: '', replyTo: { emailId, kind } })} data-testid={`email-${kind}`}>
          {t(`email.${kind}`)}
        </Button>
      ))}
    </Group>
  );
}
