import { ColorSwatch, Group, Paper, RingProgress, Stack, Text, useMantineTheme, getThemeColor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useConnectRuleText } from './hooks/useConnectionSettings';
import type { CallMix } from '@/src/domain/call-mix';
import { pieSlices } from '@/src/domain/call-mix';

const SIZE = 150;

/** The period's calls by outcome as a pie in four blues, with a legend that reads without the colours. */
export function CallMixChart({ mix }: { mix: CallMix }) {
  const { t } = useTranslation();
  const rule = useConnectRuleText();
  const theme = useMantineTheme();
  const slices = pieSlices(mix);
  const total = slices.reduce((sum, s) => sum + s.count, 0);
  return (
    <Paper withBorder p="sm" data-testid="call-mix">
      <Text size="sm" fw={600} mb="xs">
        {t('dashboard.callMix.title')}
      </Text>
      {slices.length === 0 ? (
        <Text size="sm" c="dimmed" data-testid="call-mix-empty">
          {t('dashboard.callMix.empty')}
        </Text>
      ) : (
        <Group align="center" gap="lg" wrap="nowrap">
          {/* A ring as thick as its radius is a pie. */}
          <RingProgress
            size={SIZE}
            thickness={SIZE / 2 - 4}
            sections={slices.filter((s) => s.count > 0).map((s) => ({ value: s.percent, color: s.colour, tooltip: `${t(`dashboard.callMix.${s.key}`, { rule })}: ${s.count}` }))}
            aria-label={t('dashboard.callMix.title')}
          />
          <Stack gap={4} data-testid="call-mix-legend">
            {slices.map((s) => (
              <Group key={s.key} gap="xs" wrap="nowrap" data-testid={`call-mix-${s.key}`} data-colour={s.colour}>
                <ColorSwatch color={getThemeColor(s.colour, theme)} size={12} />
                <Text size="sm">{t('dashboard.callMix.row', { label: t(`dashboard.callMix.${s.key}`, { rule }), count: s.count, percent: s.percent })}</Text>
              </Group>
            ))}
            <Text size="xs" c="dimmed">
              {t('dashboard.callMix.total', { count: total })}
            </Text>
          </Stack>
        </Group>
      )}
    </Paper>
  );
}
