import { ActionIcon, Button, Checkbox, Group, Select, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ExitCondition, ExitConditionKind } from '@/src/contract';
import type { useListFormOptions } from '../hooks/useListFormData';
import { newKey } from '../state/listDraft';

type Options = ReturnType<typeof useListFormOptions>;
type Row = ExitCondition & { key: string };
const KINDS: ExitConditionKind[] = ['leadStatus', 'callResult', 'inboundCall', 'connectCall', 'emailReceived', 'smsReceived'];
const hasValue = (kind: ExitConditionKind) => kind === 'leadStatus' || kind === 'callResult';

/** Exit conditions (spec 2 section 3): what takes a contact out of the list, and whether it counts as success. */
export function ExitConditionsEditor({ conditions, onChange, options }: { conditions: Row[]; onChange(rows: Row[]): void; options: Options }) {
  const { t } = useTranslation();
  const statuses = (options.leadStatuses.data?.statuses ?? []).map((s) => s.name);
  const results = (options.callResults.data?.callResults ?? []).map((r) => r.value);
  const update = (key: string, patch: Partial<Row>) => onChange(conditions.map((c) => (c.key === key ? { ...c, ...patch } : c)));
  return (
    <Stack gap="xs" data-testid="exit-conditions">
      <Title order={6}>{t('listForm.exitConditions')}</Title>
      <Text size="xs" c="dimmed">
        {t('listForm.exitConditionsHint')}
      </Text>
      {conditions.map((c) => (
        <Group key={c.key} align="flex-end" gap="xs" data-testid="exit-condition">
          <Select
            aria-label={t('listForm.exitConditions')}
            data={KINDS.map((k) => ({ value: k, label: t(`listForm.exitKinds.${k}`) }))}
            value={c.condition}
            onChange={(v) => update(c.key, { condition: (v as ExitConditionKind | null) ?? 'connectCall', value: null })}
            allowDeselect={false}
            w={440}
            data-testid="exit-kind"
          />
          {hasValue(c.condition) && (
            <Select
              aria-label={t('listForm.exitValue')}
              placeholder={t('listForm.exitValue')}
              data={c.condition === 'leadStatus' ? statuses : results}
              value={c.value}
              onChange={(v) => update(c.key, { value: v })}
              searchable
              w={220}
              error={c.value ? undefined : t('listForm.exitValueRequired')}
              data-testid="exit-value"
            />
          )}
          <Checkbox mb={8} label={t('listForm.exitSuccess')} checked={c.success} onChange={(e) => update(c.key, { success: e.currentTarget.checked })} data-testid="exit-success" />
          <ActionIcon variant="subtle" color="red" mb={4} aria-label={t('listForm.remove')} onClick={() => onChange(conditions.filter((x) => x.key !== c.key))}>
            ×
          </ActionIcon>
        </Group>
      ))}
      <Group>
        <Button
          variant="light"
          size="xs"
          disabled={conditions.length >= 20}
          onClick={() => onChange([...conditions, { key: newKey('e'), condition: KINDS.find((k) => !conditions.some((c) => c.condition === k)) ?? 'connectCall', value: null, success: false }])}
          data-testid="add-exit-condition"
        >
          {t('listForm.addExitCondition')}
        </Button>
      </Group>
    </Stack>
  );
}
