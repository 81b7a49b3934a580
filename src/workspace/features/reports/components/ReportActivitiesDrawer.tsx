import { Alert, Anchor, Button, Center, Drawer, Loader, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ReportActivity } from '@/src/contract';
import { useFormat } from '../../profile/hooks/useFormat';
import { useReportActivities, type ReportActivitiesSource } from '../hooks/useReportActivities';

const OUTCOMES = new Set(['processed', 'abandoned', 'waiting']);

/** The calls, emails or SMS behind one figure of a report: when, who, with whom, how long, what came of it. */
export function ReportActivitiesDrawer({ source, title, onClose }: { source: ReportActivitiesSource | null; title: string; onClose(): void }) {
  const { t } = useTranslation();
  const fmt = useFormat();
  const activities = useReportActivities(source);
  const items = activities.data?.pages.flatMap((p) => p.items) ?? [];
  const total = activities.data?.pages[0]?.total ?? 0;
  /** What the activity was: a call's result, an email's subject, a queue entry's outcome. */
  const whatOf = (item: ReportActivity) => (item.kind === 'queue' && item.result && OUTCOMES.has(item.result) ? t(`reports.activities.outcome.${item.result}`) : (item.result ?? item.subject ?? ''));
  return (
    <Drawer opened={source !== null} onClose={onClose} position="right" size="lg" title={title} data-testid="report-activities">
      {activities.isPending && (
        <Center p="md">
          <Loader aria-label={t('app.loading')} />
        </Center>
      )}
      {activities.isError && (
        <Alert color="red" data-testid="report-activities-error">
          {t('reports.activities.loadError')}
          <Button size="xs" variant="light" ml="sm" onClick={() => void activities.refetch()}>
            {t('app.retry')}
          </Button>
        </Alert>
      )}
      {activities.isSuccess && (
        <Stack gap="xs">
          <Text size="sm" c="dimmed" data-testid="report-activities-count">
            {t('reports.activities.count', { count: total })}
          </Text>
          {items.length > 0 && (
            <Table striped data-testid="report-activities-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('reports.activities.when')}</Table.Th>
                  <Table.Th>{t('reports.activities.kind')}</Table.Th>
                  <Table.Th>{t('reports.activities.contact')}</Table.Th>
                  <Table.Th>{t('reports.activities.user')}</Table.Th>
                  <Table.Th>{t('reports.activities.duration')}</Table.Th>
                  <Table.Th>{t('reports.activities.what')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {items.map((item) => (
                  <Table.Tr key={item.id} data-testid="report-activity" data-kind={item.kind}>
                    <Table.Td>{fmt.dateTime(item.occurredAt)}</Table.Td>
                    <Table.Td>{t(`reports.activities.${item.kind}${item.direction === 'in' ? 'In' : 'Out'}`)}</Table.Td>
                    <Table.Td>
                      {item.contact ? (
                        <Anchor href={`#!/contacts/${item.contact.id}`} size="sm" onClick={onClose} data-testid="report-activity-contact">
                          {item.contact.name || t('reports.activities.unnamed')}
                        </Anchor>
                      ) : (
                        '—'
                      )}
                    </Table.Td>
                    <Table.Td>{item.user?.name ?? '—'}</Table.Td>
                    <Table.Td>{item.kind === 'call' || item.kind === 'queue' ? fmt.duration(item.durationSeconds) : ''}</Table.Td>
                    <Table.Td>{whatOf(item)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
          {activities.hasNextPage && (
            <Button variant="default" size="xs" loading={activities.isFetchingNextPage} onClick={() => void activities.fetchNextPage()} data-testid="report-activities-more">
              {t('reports.activities.more', { shown: items.length, total })}
            </Button>
          )}
        </Stack>
      )}
    </Drawer>
  );
}
