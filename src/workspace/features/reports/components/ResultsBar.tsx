import { Group, Progress, Stack, Text, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../profile/hooks/useFormat';

const COLORS = ['teal', 'blue', 'grape', 'orange', 'red', 'cyan', 'lime', 'pink', 'indigo', 'yellow', 'gray'];

/**
 * The calls of a report by result (or by any other split `label` names), as one bar of shares with a
 * legend: where people would rather look than read.
 */
export function ResultsBar({ results, label }: { results: Readonly<Record<string, number>>; label?: (total: number) => string }) {
  const { t } = useTranslation();
  const fmt = useFormat();
  const entries = Object.entries(results)
    .filter(([, count]) => count > 0)
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  const total = entries.reduce((sum, [, count]) => sum + count, 0);
  if (total === 0) return null;
  const share = (count: number) => (count / total) * 100;
  return (
    <Stack gap={4} data-testid="report-results-bar">
      <Text size="xs" c="dimmed">
        {label ? label(total) : t('reports.resultsBar', { count: total })}
      </Text>
      <Progress.Root size="lg" aria-hidden>
        {entries.map(([result, count], i) => (
          <Tooltip key={result} label={`${result}: ${fmt.count(count)} (${fmt.percent(share(count))})`}>
            <Progress.Section value={share(count)} color={COLORS[i % COLORS.length]} />
          </Tooltip>
        ))}
      </Progress.Root>
      <Group gap="sm">
        {entries.map(([result, count], i) => (
          <Group key={result} gap={4} data-testid="report-results-legend" data-result={result}>
            <Text size="xs" c={COLORS[i % COLORS.length]} fw={700} aria-hidden>
              ●
            </Text>
            <Text size="xs">
              {result} {fmt.percent(share(count))}
            </Text>
          </Group>
        ))}
      </Group>
    </Stack>
  );
}
