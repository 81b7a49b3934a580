import { Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { connectRateSeries, type DayFigures } from '@/src/domain/reports/connect-rate-series';
import { useFormat } from '../../profile/hooks/useFormat';

const WIDTH = 600;
const HEIGHT = 90;
const GAP = 2;
/** A bar is never wider than this (a range of a few days would otherwise draw blocks). */
const BAR_MAX = 24;

/** The connect rate over the report's range as bars (a day, week or month each), gaps kept; each bar says its figures. */
export function ConnectRateChart({ days, range }: { days: readonly DayFigures[]; range: { start?: string | undefined; end?: string | undefined } }) {
  const { t } = useTranslation();
  const fmt = useFormat();
  const { bucket, points } = connectRateSeries(days, range);
  if (points.length === 0) return null;
  const dials = points.reduce((n, p) => n + p.dials, 0);
  const connects = points.reduce((n, p) => n + p.connects, 0);
  const overall = fmt.percent(dials ? (connects / dials) * 100 : 0);
  const slot = WIDTH / points.length;
  const bar = Math.max(1, Math.min(slot - GAP, BAR_MAX));
  const when = (start: string) => (bucket === 'month' ? fmt.monthYear(start) : fmt.monthDay(start));
  return (
    <Stack gap={2} data-testid="connect-rate-chart" data-bucket={bucket}>
      <Text size="xs" c="dimmed">
        {t(`reports.connectRate.title.${bucket}`, { overall })}
      </Text>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} width="100%" height={HEIGHT} preserveAspectRatio="none" role="img" aria-label={t(`reports.connectRate.title.${bucket}`, { overall })}>
        <line x1={0} y1={HEIGHT - 0.5} x2={WIDTH} y2={HEIGHT - 0.5} stroke="var(--mantine-color-gray-4)" />
        {points.map((p, i) => {
          const height = p.percent === null ? 0 : Math.max(1, (p.percent / 100) * (HEIGHT - 2));
          const label =
            p.percent === null
              ? t('reports.connectRate.none', { when: when(p.start) })
              : t('reports.connectRate.bar', { when: when(p.start), connects: fmt.count(p.connects), dials: fmt.count(p.dials), percent: fmt.percent(p.percent) });
          return (
            <rect
              key={p.start}
              x={i * slot + (slot - bar) / 2}
              y={HEIGHT - 1 - height}
              width={bar}
              height={height}
              fill="var(--mantine-color-teal-6)"
              data-testid="connect-rate-bar"
              data-start={p.start}
              data-percent={p.percent === null ? '' : p.percent.toFixed(2)}
            >
              <title>{label}</title>
            </rect>
          );
        })}
      </svg>
      <Group justify="space-between">
        <Text size="xs" c="dimmed">
          {when(points[0]!.start)}
        </Text>
        <Text size="xs" c="dimmed">
          {when(points[points.length - 1]!.start)}
        </Text>
      </Group>
    </Stack>
  );
}
