import { Alert, Button, Grid, Group, Loader, NavLink, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiCallError } from '@/src/contract/api-call-error';
import type { PageProps } from '@/src/workspace/pages';
import { navigate } from '@/src/workspace/router/useHashRoute';
import { MailboxMessageView } from './MailboxMessageView';
import { useMailbox } from '../hooks/useEmailMessages';
import { useFormat } from '../../profile/hooks/useFormat';

const PAGE = 25;

/**
 * The demo mailbox (#!/mailbox): real messages the built-in SMTP sink received, newest first, paged by
 * the server; a user sees their own mail, an admin all mail sent from the organisation.
 */
export function MailboxPage({ params }: PageProps) {
  const { t } = useTranslation();
  const fmt = useFormat();
  const [offset, setOffset] = useState(0);
  const selected = params.messageId ? Number(params.messageId) : null;
  const list = useMailbox(offset, PAGE);
  const off = list.error instanceof ApiCallError && list.error.status === 404;
  return (
    <Stack data-testid="mailbox-page">
      <Title order={3}>{t('mailbox.title')}</Title>
      <Text size="xs" c="dimmed">
        {t('mailbox.hint')}
      </Text>
      {list.isLoading && <Loader size="sm" />}
      {list.isError && <Alert color={off ? 'yellow' : 'red'}>{off ? t('mailbox.off') : t('mailbox.error')}</Alert>}
      {list.data && (
        <Grid>
          <Grid.Col span={{ base: 12, md: 5 }}>
            {list.data.messages.length === 0 && <Text c="dimmed">{t('mailbox.empty')}</Text>}
            <Stack gap={0} data-testid="mailbox-list">
              {list.data.messages.map((m) => (
                <NavLink
                  key={m.id}
                  href={`#!/mailbox/${m.id}`}
                  active={m.id === selected}
                  label={m.subject || '—'}
                  description={`${m.to.join(', ')} · ${fmt.dateTime(m.receivedAt)}${m.hasAttachments ? ' · 📎' : ''}`}
                  data-testid="mailbox-item"
                  onClick={(e) => {
                    e.preventDefault();
                    navigate(`#!/mailbox/${m.id}`);
                  }}
                />
              ))}
            </Stack>
            {list.data.total > PAGE && (
              <Group justify="space-between" mt="xs">
                <Button size="compact-xs" variant="default" disabled={offset === 0} onClick={() => setOffset(Math.max(0, offset - PAGE))}>
                  {t('mailbox.previous')}
                </Button>
                <Text size="xs">{t('mailbox.page', { from: offset + 1, to: Math.min(offset + PAGE, list.data.total), total: list.data.total })}</Text>
                <Button size="compact-xs" variant="default" disabled={offset + PAGE >= list.data.total} onClick={() => setOffset(offset + PAGE)}>
                  {t('mailbox.next')}
                </Button>
              </Group>
            )}
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 7 }}>{selected ? <MailboxMessageView key={selected} id={selected} /> : <Text c="dimmed">{t('mailbox.pick')}</Text>}</Grid.Col>
        </Grid>
      )}
    </Stack>
  );
}
