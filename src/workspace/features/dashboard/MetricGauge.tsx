import { Paper, RingProgress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useConnectRuleText } from './hooks/useConnectionSettings';
import type { ActivityMetric } from '@/src/contract';
import { formatCount, formatMinutes } from '@/src/domain/format';
import { gaugeColour, gaugePercent, type GaugeColour } from '@/src/domain/gauge';
import { displayLocale } from '../profile/displayLocale';

const COLOURS: Record<GaugeColour, string> = { normal: 'teal', warning: 'yellow', error: 'red' };

/** One activity-metric gauge: time as hh:mm:ss (the one duration rule), counts grouped, coloured by its thresholds. */
export function MetricGauge({ metric }: { metric: ActivityMetric }) {
  const { t } = useTranslation();
  const rule = useConnectRuleText();
  const colour = gaugeColour(metric.value, metric.threshold);
  const shown = (n: number) => (metric.unit === 'minutes' ? formatMinutes(n) : formatCount(n, displayLocale()));
  const display = shown(metric.value);
  const target = shown(metric.threshold.target);
  return (
    <Paper withBorder p="sm" data-testid={`gauge-${metric.type}`} data-colour={colour}>
      <Stack align="center" gap={4}>
        <Text size="sm" fw={600}>
          {t(`dashboard.metric.${metric.type}`, { rule })}
        </Text>
        <RingProgress
          size={110}
          thickness={10}
          roundCaps
          sections={[{ value: gaugePercent(metric.value, metric.threshold.target), color: COLOURS[colour] }]}
          label={
            <Text ta="center" fw={700} size="lg" data-testid="gauge-value">
              {display}
            </Text>
          }
        />
        <Text size="xs" c="dimmed">
          {t('dashboard.target', { target })}
        </Text>
      </Stack>
    </Paper>
  );
}
