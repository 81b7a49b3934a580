import { Alert, Badge, Button, Center, Loader, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { QueueMonitorRow } from '@/src/contract';
import { queueAgentWord, statusColour, statusLabel } from '@/src/domain/presence-status';
import { formatDuration } from '@/src/domain/format';
import { useQueueAgents, useQueueMonitor } from '../hooks/useQueueMonitor';
import { useNarrowPage } from '@/src/workspace/ui/layout/PageWidth';

/** Spec 3 section 2: Name, Available, Busy, Working Offline, On Break, Active Users (active/total), Waiting in Queue, Longest Waiting, Entered, Abandoned, Accepted, AVG Handle and AVG Wait Time Today. */
function cells(row: QueueMonitorRow): (string | number)[] {
  return [
    row.available,
    row.busy,
    row.workOff,
    row.break,
    `${row.active}/${row.total}`,
    row.waiting,
    formatDuration(row.maxWaiting),
    row.enterToday,
    row.abandonToday,
    row.acceptToday,
    formatDuration(row.avgHandleTimeToday),
    formatDuration(row.avgWaitTimeToday),
  ];
}
const COLUMNS = ['available', 'busy', 'workOff', 'break', 'active', 'waiting', 'maxWaiting', 'enterToday', 'abandonToday', 'acceptToday', 'avgHandleTimeToday', 'avgWaitTimeToday'] as const;
/** The side panel's choice: who can answer, who is waiting and for how long. */
const NARROW_COLUMNS: ReadonlySet<(typeof COLUMNS)[number]> = new Set(['available', 'waiting', 'maxWaiting']);

function QueueAgents({ queueId, colSpan }: { queueId: number; colSpan: number }) {
  const { t } = useTranslation();
  const agents = useQueueAgents(queueId);
  return (
    <Table.Tr data-testid="queue-agents">
      <Table.Td colSpan={colSpan}>
        {agents.isLoading ? (
          <Loader size="xs" aria-label={t('queueMonitor.loading')} />
        ) : agents.isError ? (
          <Text size="sm" c="red">
            {t('queueMonitor.loadError')}
          </Text>
        ) : !agents.data?.agents.length ? (
          <Text size="sm" c="dimmed">
            {t('queueMonitor.noAgents')}
          </Text>
        ) : (
          <Table withRowBorders={false}>
            <Table.Tbody>
              {agents.data.agents.map((agent) => (
                <Table.Tr key={agent.user.id} data-testid="queue-agent" data-user-id={agent.user.id} data-status={agent.status}>
                  <Table.Td>{`${agent.user.firstName} ${agent.user.lastName}`.trim()}</Table.Td>
                  <Table.Td>
                    <Badge size="sm" variant="dot" tt="none" color={statusColour(queueAgentWord(agent.status, agent.presence))}>
                      {statusLabel(queueAgentWord(agent.status, agent.presence))}
                    </Badge>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Table.Td>
    </Table.Tr>
  );
}

/** monitor/queues (spec 3 sections 2, 4 and 9): every queue's load, unpaged, refreshed every 5 s; a row opens its agents. */
export function QueueMonitorTab() {
  const { t } = useTranslation();
  const monitor = useQueueMonitor();
  const [open, setOpen] = useState<number | null>(null);
  const narrow = useNarrowPage();
  const shown = (c: (typeof COLUMNS)[number]) => !narrow || NARROW_COLUMNS.has(c);
  if (monitor.isLoading)
    return (
      <Center p="xl">
        <Loader aria-label={t('queueMonitor.loading')} />
      </Center>
    );
  if (monitor.isError && !monitor.data)
    return (
      <Alert color="red" data-testid="queue-monitor-error" title={t('queueMonitor.loadError')}>
        <Button size="xs" variant="light" onClick={() => void monitor.refetch()}>
          {t('queueMonitor.retry')}
        </Button>
      </Alert>
    );
  const rows = monitor.data?.queues ?? [];
  if (!rows.length)
    return (
      <Paper withBorder p="md" data-testid="queue-monitor-empty">
        <Stack gap={4}>
          <Title order={5}>{t('queueMonitor.emptyTitle')}</Title>
          <Text size="sm" c="dimmed">
            {t('queueMonitor.empty')}
          </Text>
        </Stack>
      </Paper>
    );
  const toggle = (id: number) => setOpen((current) => (current === id ? null : id));
  return (
    <Table.ScrollContainer minWidth={narrow ? 0 : 900}>
      <Table highlightOnHover striped data-testid="queue-monitor">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('queueMonitor.col.name')}</Table.Th>
            {COLUMNS.filter(shown).map((c) => (
              <Table.Th key={c}>{t(`queueMonitor.col.${c}`)}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Fragment key={row.id}>
              <Table.Tr
                data-testid="queue-row"
                data-queue-id={row.id}
                aria-expanded={open === row.id}
                tabIndex={0}
                style={{ cursor: 'pointer' }}
                onClick={() => toggle(row.id)}
                onKeyDown={(e) => {
                  if (e.key === 'Enter' || e.key === ' ') {
                    e.preventDefault();
                    toggle(row.id);
                  }
                }}
              >
                <Table.Td fw={600}>{row.name}</Table.Td>
                {cells(row).map((value, i) => {
                  const column = COLUMNS[i];
                  return column && shown(column) ? (
                    <Table.Td key={column} data-col={column}>
                      {value}
                    </Table.Td>
                  ) : null;
                })}
              </Table.Tr>
              {open === row.id && <QueueAgents queueId={row.id} colSpan={COLUMNS.filter(shown).length + 1} />}
            </Fragment>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
