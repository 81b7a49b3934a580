import { Alert, Button, Group, Modal, NumberInput, Table, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConnectRuleText } from './hooks/useConnectionSettings';
import { metricTargets, metricTypeValues, type MetricTargets } from '@/src/contract';
import { messageOf } from '@/src/contract/api-call-error';
import { useMetricTargets } from './hooks/useMetricTargets';

const LEVELS = ['target', 'warning', 'error'] as const;

/**
 * The gauges' daily thresholds of the tenant (administrators): per metric a target, and the warning
 * and error thresholds under which a gauge turns amber and red (error <= warning <= target, checked
 * here and on the server by one rule). A failed save keeps what was typed and says why.
 */
export function MetricTargetsModal({ opened, onClose }: { opened: boolean; onClose(): void }) {
  const { t } = useTranslation();
  const rule = useConnectRuleText();
  const { query, save } = useMetricTargets(opened);
  const [draft, setDraft] = useState<MetricTargets | null>(null);
  useEffect(() => {
    if (opened && query.data) setDraft(query.data);
    if (!opened) save.reset();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [opened, query.data]);
  const checked = draft ? metricTargets.safeParse(draft) : null;
  const problem = checked && !checked.success ? (checked.error.issues[0]?.message ?? null) : null;
  const set = (type: (typeof metricTypeValues)[number], level: (typeof LEVELS)[number], value: number | string) =>
    setDraft((before) => (before ? { ...before, [type]: { ...before[type], [level]: typeof value === 'number' ? value : Number.NaN } } : before));
  return (
    <Modal opened={opened} onClose={onClose} title={t('dashboard.targets.title')} size="lg" data-testid="metric-targets">
      <Text size="sm" c="dimmed" mb="sm">
        {t('dashboard.targets.intro')}
      </Text>
      {query.isError && <Alert color="red">{t('dashboard.loadError')}</Alert>}
      {draft && (
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('dashboard.targets.metric')}</Table.Th>
              {LEVELS.map((level) => (
                <Table.Th key={level}>{t(`dashboard.targets.${level}`)}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {metricTypeValues.map((type) => (
              <Table.Tr key={type} data-metric={type}>
                <Table.Td>{t(`dashboard.metric.${type}`, { rule })}</Table.Td>
                {LEVELS.map((level) => (
                  <Table.Td key={level}>
                    <NumberInput
                      size="xs"
                      min={0}
                      max={100_000}
                      decimalScale={type === 'talkTime' ? 2 : 0}
                      value={Number.isNaN(draft[type][level]) ? '' : draft[type][level]}
                      onChange={(value) => set(type, level, value)}
                      aria-label={`${t(`dashboard.metric.${type}`, { rule })} ${t(`dashboard.targets.${level}`)}`}
                      data-testid={`target-${type}-${level}`}
                    />
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {problem && (
        <Alert color="yellow" mt="sm" data-testid="targets-invalid">
          {problem}
        </Alert>
      )}
      {save.isError && (
        <Alert color="red" mt="sm" data-testid="targets-error">
          {t('dashboard.targets.saveFailed', { message: messageOf(save.error) })}
        </Alert>
      )}
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onClose}>
          {t('dashboard.targets.cancel')}
        </Button>
        <Button disabled={!checked?.success} loading={save.isPending} onClick={() => checked?.success && save.mutate(checked.data, { onSuccess: onClose })} data-testid="targets-save">
          {t('dashboard.targets.save')}
        </Button>
      </Group>
    </Modal>
  );
}
