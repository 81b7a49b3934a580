import { Alert, Button, Center, Group, Loader, Paper, Stack, Text, Title, Tooltip } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { canExport, type ReportStatus } from '@/src/domain/reports/report-table';

/**
 * Spec 3 section 2, the reports' shared layout: the filter area, Run, the table, CSV export. The
 * states of section 4: loading, loaded, tooLarge (the table is not shown; export still works),
 * error (ERROR_DATA_RETRIEVE); before the first run, a hint. Export is disabled, saying why, until a
 * run has rows: a click before a run used to do nothing (issue 34).
 */
export function ReportLayout(props: { title: string; filters: ReactNode; status: ReportStatus; onRun(): void; onExport(): void; empty: boolean; children: ReactNode }) {
  const { t } = useTranslation();
  const exportable = canExport(props.status);
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
            <Tooltip label={t('reports.exportNeedsRun')} disabled={exportable}>
              {/* A disabled button gets no pointer events: the span carries the tooltip's hover. */}
              <span>
                <Button variant="light" onClick={props.onExport} disabled={!exportable} aria-describedby={props.status === 'idle' ? 'report-idle-hint' : undefined} data-testid="report-export">
                  {t('reports.export')}
                </Button>
              </span>
            </Tooltip>
          </Group>
        </Group>
      </Paper>
      {props.status === 'idle' && (
        <Text size="sm" c="dimmed" id="report-idle-hint" data-testid="report-idle">
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
