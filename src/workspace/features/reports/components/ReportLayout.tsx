import { Alert, Button, Center, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReportStatus } from '@/src/domain/reports/report-table';

/**
 * Spec 3 section 2, the reports' shared layout: the filter area, Run, the table, CSV export. The
 * states of section 4: loading, loaded, tooLarge (the table is not shown; export still works),
 * error (ERROR_DATA_RETRIEVE); before the first run, a hint.
 */
export function ReportLayout(props: { title: string; filters: ReactNode; status: ReportStatus; onRun(): void; onExport(): void; empty: boolean; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" data-testid="report" data-status={props.status}>
      <Title order={4}>{props.title}</Title>
      <Paper withBorder p="sm">
        <Group align="flex-end" justify="space-between">
          {props.filters}
          <Group gap="xs">
            <Button onClick={props.onRun} loading={props.status === 'loading'} data-testid="report-run">
              {t('reports.run')}
            </Button>
            <Button variant="light" onClick={props.onExport} data-testid="report-export">
              {t('reports.export')}
            </Button>
          </Group>
        </Group>
      </Paper>
      {props.status === 'idle' && (
        <Text size="sm" c="dimmed" data-testid="report-idle">
          {t('reports.idle')}
        </Text>
      )}
      {props.status === 'loading' && (
        <Center p="lg">
          <Loader aria-label={t('reports.loading')} />
        </Center>
      )}
      {props.status === 'error' && (
        <Alert color="red" data-testid="report-error">
          {t('reports.error')}
        </Alert>
      )}
      {props.status === 'tooLarge' && (
        <Alert color="yellow" data-testid="report-too-large">
          {t('reports.tooLarge')}
        </Alert>
      )}
      {props.status === 'loaded' &&
        (props.empty ? (
          <Text size="sm" c="dimmed" data-testid="report-empty">
            {t('reports.empty')}
          </Text>
        ) : (
          props.children
        ))}
    </Stack>
  );
}
