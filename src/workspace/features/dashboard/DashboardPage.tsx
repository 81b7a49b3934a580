import { Alert, Button, Group, SegmentedControl, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { metricPeriodValues, type MetricPeriod } from '@/src/contract';
import { sessionState } from '../../session/state';
import { CallMixChart } from './CallMixChart';
import { formatDayRange } from '@/src/domain/format';
import { displayLocale } from '../profile/displayLocale';
import { ManagerViewPicker } from './ManagerViewPicker';
import { MetricGauge } from './MetricGauge';
import { MetricTargetsModal } from './MetricTargetsModal';
import { useActivityMetrics, type MetricSubject } from './hooks/useActivityMetrics';
import { useDashboardPeriod } from './hooks/useDashboardPeriod';

const MANAGER_VIEW = 'dashboard.managerView';
const SETTINGS_ADMIN = 'settings.admin';

export function DashboardPage() {
  const { t } = useTranslation();
  const session = useAtomValue(sessionState);
  const { period, ready, setPeriod } = useDashboardPeriod();
  const [view, setView] = useState<'me' | 'other'>('me');
  const [other, setOther] = useState<MetricSubject | null>(null);
  const canManage = session?.capList.includes(MANAGER_VIEW) ?? false;
  const canSetTargets = session?.capList.includes(SETTINGS_ADMIN) ?? false;
  const [targetsOpen, setTargetsOpen] = useState(false);
  const subject: MetricSubject | null = view === 'me' ? 'me' : other;
  const metrics = useActivityMetrics(subject ?? 'me', period, ready && subject !== null);

  return (
    <Stack>
      <Group justify="space-between">
        <Group gap="xs" align="baseline">
          <Title order={3}>{t('dashboard.title')}</Title>
          {metrics.data && (
            <Text size="sm" c="dimmed" data-testid="period-range">
              {/* The period in the zone it was cut in (the user's). */}
              {formatDayRange(metrics.data.from, metrics.data.to, { locale: displayLocale(), timeZone: metrics.data.timeZone })}
            </Text>
          )}
        </Group>
        <Group gap="xs">
          {canSetTargets && (
            <Button size="xs" variant="default" onClick={() => setTargetsOpen(true)} data-testid="set-targets">
              {t('dashboard.setTargets')}
            </Button>
          )}
          <SegmentedControl
            aria-label={t('dashboard.period')}
            value={period}
            onChange={(value) => setPeriod(value as MetricPeriod)}
            data={metricPeriodValues.map((value) => ({ value, label: t(`dashboard.${value}`) }))}
            data-testid="period-selector"
          />
        </Group>
      </Group>
      {canSetTargets && <MetricTargetsModal opened={targetsOpen} onClose={() => setTargetsOpen(false)} />}
      {canManage && (
        <Group data-testid="manager-view">
          <SegmentedControl
            aria-label={t('dashboard.view')}
            value={view}
            onChange={(value) => setView(value as 'me' | 'other')}
            data={[
              { value: 'me', label: t('dashboard.me') },
              { value: 'other', label: t('dashboard.other') },
            ]}
          />
          {view === 'other' && <ManagerViewPicker value={other} onChange={setOther} />}
        </Group>
      )}
      {metrics.isError ? (
        <Alert color="red" data-testid="dashboard-error">
          {t('dashboard.loadError')}
          <Button size="xs" variant="light" ml="sm" onClick={() => void metrics.refetch()}>
            {t('app.retry')}
          </Button>
        </Alert>
      ) : (
        <SimpleGrid cols={{ base: 2, sm: 3 }} data-testid="gauges" data-selector={metrics.data?.metrics[0]?.selector ?? ''} data-period={metrics.data?.period ?? ''}>
          {metrics.data
            ? metrics.data.metrics.map((metric) => <MetricGauge key={metric.type} metric={metric} />)
            : subject !== null && Array.from({ length: 6 }, (_, i) => <Skeleton key={i} h={170} />)}
        </SimpleGrid>
      )}
      {metrics.data && !metrics.isError && <CallMixChart mix={metrics.data.callMix} />}
    </Stack>
  );
}
