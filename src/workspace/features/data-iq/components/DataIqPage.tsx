import { Alert, Anchor, Button, Center, Group, Loader, Pagination, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DATA_IQ_CAP, DATA_IQ_CHECKS, DATA_IQ_PAGE_SIZE, type DataIqCheck } from '@/src/domain/data-iq/data-quality';
import { navigate } from '@/src/workspace/router/useHashRoute';
import { sessionState } from '@/src/workspace/session/state';
import { useDataIqRecords, useDataIqSummary } from '../hooks/useDataIq';
import { usePhoneNumberFormat } from '@/src/workspace/features/phone/hooks/usePhoneNumberFormat';

/** main.dataiq (#!/data-iq): how complete and clean the tenant's contacts are, and the records behind each count. */
export function DataIqPage() {
  const { t } = useTranslation();
  const capList = useAtomValue(sessionState)?.capList ?? [];
  const allowed = capList.includes(DATA_IQ_CAP);
  useEffect(() => {
    if (!allowed) navigate('#!/dashboard');
  }, [allowed]);
  const summary = useDataIqSummary();
  const [check, setCheck] = useState<DataIqCheck | null>(null);
  const [page, setPage] = useState(0);
  if (!allowed) return null;
  return (
    <Stack gap="md" maw={960} data-testid="data-iq">
      <Group justify="space-between">
        <Title order={3}>{t('dataIq.title')}</Title>
        <Button variant="default" size="xs" onClick={() => void summary.refetch()} loading={summary.isFetching}>
          {t('dataIq.refresh')}
        </Button>
      </Group>
      {summary.isPending && (
        <Center p="md">
          <Loader aria-label={t('app.loading')} />
        </Center>
      )}
      {summary.isError && <Alert color="red">{t('dataIq.loadFailed')}</Alert>}
      {summary.data && (
        <>
          <Text size="sm" c="dimmed">
            {t('dataIq.total', { count: summary.data.totalContacts, country: summary.data.country })}
          </Text>
          <SimpleGrid cols={{ base: 2, sm: 5 }}>
            {DATA_IQ_CHECKS.map((name) => (
              <Paper
                key={name}
                withBorder
                p="sm"
                component="button"
                type="button"
                onClick={() => {
                  setCheck(name);
                  setPage(0);
                }}
                style={{ textAlign: 'left', cursor: 'pointer', outline: check === name ? '2px solid var(--mantine-color-blue-6)' : undefined }}
                data-testid={`data-iq-${name}`}
                data-count={summary.data.counts[name] ?? 0}
                aria-pressed={check === name}
              >
                <Text size="xs" c="dimmed">
                  {t(`dataIq.checks.${name}`)}
                </Text>
                <Text fw={700} size="xl">
                  {summary.data.counts[name] ?? 0}
                </Text>
              </Paper>
            ))}
          </SimpleGrid>
        </>
      )}
      {check && <DataIqRecords check={check} page={page} onPage={setPage} />}
    </Stack>
  );
}

function DataIqRecords({ check, page, onPage }: { check: DataIqCheck; page: number; onPage: (page: number) => void }) {
  const { t } = useTranslation();
  const formatNumber = usePhoneNumberFormat();
  const records = useDataIqRecords(check, page);
  if (records.isPending) return <Loader size="sm" aria-label={t('app.loading')} />;
  if (records.isError) return <Alert color="red">{t('dataIq.loadFailed')}</Alert>;
  const { total } = records.data;
  return (
    <Stack gap="xs" data-testid="data-iq-records" data-check={check} data-total={total}>
      <Title order={5}>{t(`dataIq.checks.${check}`)}</Title>
      {total === 0 ? (
        <Text size="sm">{t('dataIq.none')}</Text>
      ) : (
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('dataIq.name')}</Table.Th>
              <Table.Th>{t('dataIq.found')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {records.data.records.map((record) => (
              <Table.Tr key={record.id} data-testid="data-iq-record">
                <Table.Td>
                  <Anchor href={`#!/contacts/${record.id}`}>{`${record.firstName} ${record.lastName}`.trim() || `#${record.id}`}</Anchor>
                </Table.Td>
                <Table.Td>{record.detail === null ? '—' : check === 'duplicatePhone' ? formatNumber(record.detail) : record.detail}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {total > DATA_IQ_PAGE_SIZE && <Pagination total={Math.ceil(total / DATA_IQ_PAGE_SIZE)} value={page + 1} onChange={(next) => onPage(next - 1)} size="sm" />}
    </Stack>
  );
}
