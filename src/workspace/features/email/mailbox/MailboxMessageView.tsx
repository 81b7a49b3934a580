import { Alert, Badge, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EmailReplyActions } from '../components/EmailReplyActions';
import { SafeHtml } from '../components/SafeHtml';
import { SentAttachments } from '../components/SentAttachments';
import { useMailboxMessage } from '../hooks/useEmailMessages';
import { useFormat } from '../../profile/hooks/useFormat';

/** One delivered message of the demo mailbox: headers, the sanitised HTML (or text), attachments, reply / forward. */
export function MailboxMessageView({ id }: { id: number }) {
  const { t } = useTranslation();
  const fmt = useFormat();
  const message = useMailboxMessage(id);
  if (message.isLoading) return <Loader size="sm" />;
  if (message.isError || !message.data) return <Alert color="red">{t('mailbox.openError')}</Alert>;
  const m = message.data;
  const files = m.attachments.filter((a) => !a.inline);
  return (
    <Stack gap="xs" data-testid="mailbox-message">
      <Title order={4} data-testid="mailbox-subject">
        {m.subject || '—'}
      </Title>
      <Text size="xs">
        {t('mailbox.from')}: {m.from}
      </Text>
      <Text size="xs">
        {t('mailbox.to')}: {m.to.join(', ')}
        {m.cc ? ` · ${t('mailbox.cc')}: ${m.cc}` : ''}
      </Text>
      <Text size="xs" c="dimmed">
        {t('mailbox.received')}: {fmt.dateTime(m.receivedAt)}
      </Text>
      {m.emailId !== null && m.contactId !== null && <EmailReplyActions emailId={m.emailId} contactId={m.contactId} contactName={m.contactName ?? m.to[0] ?? ''} />}
      <Paper withBorder p="sm" data-testid="mailbox-body" style={{ overflowX: 'auto' }}>
        {m.html !== null ? (
          <SafeHtml html={m.html} />
        ) : (
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {m.text}
          </Text>
        )}
      </Paper>
      {m.emailId !== null && files.length > 0 ? (
        <SentAttachments emailId={m.emailId} />
      ) : (
        files.length > 0 && (
          <Group gap={4} data-testid="mailbox-attachments">
            <Text size="xs">{t('mailbox.attachments')}:</Text>
            {files.map((a, i) => (
              <Badge key={i} variant="light" size="sm">
                {a.filename} ({Math.ceil(a.size / 1000)} kB)
              </Badge>
            ))}
          </Group>
        )
      )}
    </Stack>
  );
}
