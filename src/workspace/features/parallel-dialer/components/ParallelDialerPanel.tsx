import { CALL_CLOCK_REFRESH_MS } from '@/src/domain/phone/call-clock';
import { Alert, Badge, Button, Card, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatElapsed } from '@/src/domain/phone/call-clock';
import type { ParallelDialerView } from '@/src/phone/parallel-dialer/parallel-dialer-wire';
import { useNow } from '@/src/workspace/ui/useNow';
import { sendParallelDialerCommand } from '../hooks/useParallelDialer';
import { usePhoneNumberFormat } from '@/src/workspace/features/phone/hooks/usePhoneNumberFormat';
import { ParallelPacingLine } from './ParallelPacingLine';

type Line = ParallelDialerView['lines'][number];

const statusColour: Partial<Record<Line['status'], string>> = {
  connected: 'green',
  detecting: 'yellow',
  ringing: 'blue',
  dialing: 'blue',
  leaving_voicemail: 'grape',
  callback_notice: 'orange',
  queued: 'orange',
  failed: 'red',
};

function LineCard({ line, now }: { line: Line; now: number }) {
  const { t } = useTranslation();
  const formatNumber = usePhoneNumberFormat();
  return (
    <Card withBorder padding="xs" data-testid={`parallel-line-${line.lineNumber}`} data-status={line.status} aria-label={t('parallelDialer.line', { n: line.lineNumber })}>
      <Group justify="space-between" gap={4}>
        <Text size="xs" fw={600}>
          {t('parallelDialer.line', { n: line.lineNumber })}
        </Text>
        <Text size="xs" c="dimmed" data-testid="parallel-line-elapsed">
          {formatElapsed(now - line.since)}
        </Text>
      </Group>
      <Badge size="sm" color={statusColour[line.status] ?? 'gray'} variant="light" mt={4}>
        {t(`parallelDialer.status_${line.status}`)}
      </Badge>
      <Text size="sm" truncate mt={4}>
        {line.contact?.name ?? '—'}
      </Text>
      <Text size="xs" c="dimmed">
        {line.contact?.phone ? formatNumber(line.contact.phone) : ''}
      </Text>
      {line.lastResult && (
        <Text size="xs" c="dimmed" data-testid="parallel-line-result">
          {line.lastResult}
        </Text>
      )}
    </Card>
  );
}

/** The running parallel dialer: its lines as cards, the people waiting for the rep, the guard, pause / resume / end. */
export function ParallelDialerPanel({ view }: { view: ParallelDialerView }) {
  const { t } = useTranslation();
  const formatNumber = usePhoneNumberFormat();
  // The line time ticks every second (spec 2 section 9), counting from the line's last change.
  const now = useNow(view.phase === 'running', CALL_CLOCK_REFRESH_MS);
  const [busy, setBusy] = useState(false);
  const send = (command: 'pause' | 'resume' | 'end' | 'dismiss') => {
    setBusy(true);
    void sendParallelDialerCommand({ command }).finally(() => setBusy(false));
  };
  const running = view.phase === 'running';
  return (
    <Paper withBorder p="sm" mb="sm" role="region" aria-label={t('parallelDialer.region')} data-testid="parallel-dialer-panel" data-phase={view.phase} data-paused={view.paused}>
      <Group justify="space-between" mb="xs">
        <Group gap="xs">
          <Title order={5}>{t('parallelDialer.title')}</Title>
          {view.session && <Text size="sm">{view.session.listName}</Text>}
          {view.phase === 'starting' && <Text size="sm">{t('parallelDialer.starting')}</Text>}
          {view.paused && <Badge color="gray">{t('parallelDialer.paused')}</Badge>}
          {view.incomingCall && <Badge color="gray">{t('parallelDialer.pausedIncoming')}</Badge>}
          <Text size="xs" c="dimmed" data-testid="parallel-dialed">
            {view.phase === 'ended' ? t('parallelDialer.ended', { count: view.dialed }) : t('parallelDialer.dialed', { count: view.dialed })}
          </Text>
        </Group>
        <Group gap="xs">
          {running && !view.paused && (
            <Button size="compact-xs" variant="default" disabled={busy} onClick={() => send('pause')} data-testid="parallel-pause">
              {t('parallelDialer.pause')}
            </Button>
          )}
          {running && view.paused && (
            <Button size="compact-xs" variant="default" disabled={busy} onClick={() => send('resume')} data-testid="parallel-resume">
              {t('parallelDialer.resume')}
            </Button>
          )}
          {running && (
            <Button size="compact-xs" color="red" variant="light" disabled={busy} onClick={() => send('end')} data-testid="parallel-end">
              {t('parallelDialer.end')}
            </Button>
          )}
          {!running && view.phase !== 'starting' && (
            <Button size="compact-xs" variant="default" onClick={() => send('dismiss')} data-testid="parallel-close">
              {t('parallelDialer.close')}
            </Button>
          )}
        </Group>
      </Group>
      {view.error && (
        <Alert color="red" role="alert" py={6} mb="xs" data-testid="parallel-error">
          {view.error}
        </Alert>
      )}
      <ParallelPacingLine view={view} />
      <SimpleGrid cols={{ base: 2, sm: Math.min(5, Math.max(2, view.lines.length)) }} spacing="xs">
        {view.lines.map((line) => (
          <LineCard key={line.lineNumber} line={line} now={now} />
        ))}
      </SimpleGrid>
      <Text size="xs" fw={600} mt="xs">
        {t('parallelDialer.queue')}
      </Text>
      {view.singleCall && <Text size="xs">{t('parallelDialer.callingBack', { name: view.singleCall.name })}</Text>}
      {view.queue.length === 0 ? (
        <Text size="xs" c="dimmed">
          {t('parallelDialer.queueEmpty')}
        </Text>
      ) : (
        <Stack gap={0} data-testid="parallel-queue">
          {view.queue.map((c) => (
            <Text size="xs" key={c.contactId}>
              {c.name} · {formatNumber(c.phone)}
            </Text>
          ))}
        </Stack>
      )}
    </Paper>
  );
}
