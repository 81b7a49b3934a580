import { Box, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { axisLabelIndexes, PERCENT_AXIS_TICKS } from '@/src/domain/reports/chart-axis';
import { connectRateSeries, type DayFigures } from '@/src/domain/reports/connect-rate-series';
import { useFormat } from '../../profile/hooks/useFormat';

const WIDTH = 600;
const HEIGHT = 90;
const GAP = 2;
/** A bar is never wider than this (a range of a few days would otherwise draw blocks). */
const BAR_MAX = 24;
/** Dates under the bars: at most this many, so they never overlap at the side panel's width. */
const X_LABELS_MAX = 6;
const Y_AXIS_WIDTH = 40;

/**
 * The connect rate over the report's range as bars (a day, week or month each), gaps kept; each bar
 * says its figures. The axes are HTML beside the stretched SVG, so their text is never distorted.
 */
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
      <Group gap={4} wrap="nowrap" align="stretch">
        <Stack justify="space-between" gap={0} w={Y_AXIS_WIDTH} h={HEIGHT} style={{ flexShrink: 0 }} data-testid="connect-rate-y-axis">
          {[...PERCENT_AXIS_TICKS].reverse().map((tick) => (
            <Text key={tick} size="10px" lh={1} c="dimmed" ta="right" data-testid="connect-rate-y-tick">
              {t('reports.connectRate.axisPercent', { value: fmt.count(tick) })}
            </Text>
          ))}
        </Stack>
        <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} width="100%" height={HEIGHT} preserveAspectRatio="none" role="img" aria-label={t(`reports.connectRate.title.${bucket}`, { overall })}>
          {PERCENT_AXIS_TICKS.filter((tick) => tick > 0).map((tick) => {
            const y = HEIGHT - 1 - (tick / 100) * (HEIGHT - 2);
            return <line key={tick} x1={0} y1={y} x2={WIDTH} y2={y} stroke="var(--mantine-color-gray-2)" strokeDasharray="4 4" vectorEffect="non-scaling-stroke" />;
          })}
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
      </Group>
      <Box pos="relative" h={16} ml={Y_AXIS_WIDTH + 4} data-testid="connect-rate-x-axis">
        {axisLabelIndexes(points.length, X_LABELS_MAX).map((i) => (
          <Text
            key={points[i]!.start}
            size="10px"
            c="dimmed"
            pos="absolute"
            top={0}
            style={{ left: `${((i + 0.5) / points.length) * 100}%`, transform: 'translateX(-50%)', whiteSpace: 'nowrap' }}
            data-testid="connect-rate-x-tick"
          >
            {when(points[i]!.start)}
          </Text>
        ))}
      </Box>
    </Stack>
  );
}
