import { Alert, Grid, NavLink, Stack, Title } from '@mantine/core';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import type { PageProps } from '@/src/workspace/pages';
import { sessionState } from '@/src/workspace/session/state';
import { AbandonedCallsReport } from './AbandonedCallsReport';
import { QueuePerformanceReport } from './QueuePerformanceReport';
import { ActivityReport } from './ActivityReport';
import { ListPerformanceReport } from './ListPerformanceReport';
import { PhoneNumberReport } from './PhoneNumberReport';
import { SpamFlagReport } from './SpamFlagReport';

/** The six reports of spec 3 section 2, each with the capability it needs. */
const REPORTS = [
  { path: 'acdqueueabandonedcall', cap: 'monitor.read', Report: AbandonedCallsReport },
  { path: 'acdqueperformance', cap: 'monitor.read', Report: QueuePerformanceReport },
  { path: 'activity', cap: null, Report: ActivityReport },
  { path: 'listperformance', cap: null, Report: ListPerformanceReport },
  { path: 'phone-number-connect-rate', cap: null, Report: PhoneNumberReport },
  { path: 'spam-flag-status', cap: null, Report: SpamFlagReport },
] as const;

/** #!/reports/{report}: the report menu and the chosen report; /reports opens the first one the user may run. */
export function ReportsPage({ params }: PageProps) {
  const { t } = useTranslation();
  const capList = useAtomValue(sessionState)?.capList ?? [];
  const available = REPORTS.filter((r) => r.cap === null || capList.includes(r.cap));
  const chosen = available.find((r) => r.path === params.report) ?? available[0];
  return (
    <Stack gap="sm" data-testid="reports-page">
      <Title order={3}>{t('reports.title')}</Title>
      {!chosen ? (
        <Alert color="gray" data-testid="reports-none">
          {t('reports.none')}
        </Alert>
      ) : (
        <Grid>
          <Grid.Col span={{ base: 12, md: 3 }}>
            {available.map((r) => (
              <NavLink key={r.path} href={`#!/reports/${r.path}`} label={t(`reports.names.${r.path}`)} active={r === chosen} data-testid={`report-link-${r.path}`} />
            ))}
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 9 }}>
            <chosen.Report key={chosen.path} />
          </Grid.Col>
        </Grid>
      )}
    </Stack>
  );
}
