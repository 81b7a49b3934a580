import { UNCUT_BADGE } from '@/src/workspace/ui/layout/uncutBadge';
import { ActionIcon, Badge, Button, Group, Paper, SegmentedControl, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StepAction } from '@/src/contract';
import { GAP_UNIT_MINUTES, type GapUnit } from '@/src/domain/lists/gap';
import type { useListFormOptions } from '../hooks/useListFormData';
import { hasInvalidModifyValue } from '@/src/domain/lists/modify-field-rules';
import type { StepDraft } from '../state/listDraft';
import { modifyChoicesOf } from '../state/modifyChoices';
import { CallStepFields } from './CallStepFields';
import { ModifyFieldsEditor } from './ModifyFieldsEditor';
import { VariantsEditor } from './VariantsEditor';

type Options = ReturnType<typeof useListFormOptions>;
const UNITS = Object.keys(GAP_UNIT_MINUTES) as GapUnit[];
const ACTIONS: StepAction[] = ['call', 'email', 'automatic-email', 'modify-field'];
const gapValid = (text: string) => text.trim() === '' || (/^\d+(\.\d+)?$/.test(text.trim()) && Number(text) >= 0);

/** One playbook step: a summary, or its editor until Done (a new step blocks save until then). */
export function StepCard(props: {
  index: number;
  steps: StepDraft[];
  step: StepDraft;
  maxModifyFields: number;
  options: Options;
  onChange(s: StepDraft): void;
  onRemove(): void;
  onMove(delta: -1 | 1): void;
}) {
  const { t } = useTranslation();
  const { index, step: s, onChange } = props;
  const [open, setOpen] = useState(!s.confirmed);
  const set = (patch: Partial<StepDraft>) => onChange({ ...s, ...patch });
  const isEmail = s.action === 'email' || s.action === 'automatic-email';
  const canDone = s.name.trim() !== '' && gapValid(s.gapValue) && !(s.action === 'modify-field' && hasInvalidModifyValue(s.modifyField, modifyChoicesOf(props.options.layouts.data), new Date()));
  const gapCount = Number(s.gapValue.trim() === '' ? 0 : s.gapValue);
  // A gap still being typed wrong is shown as typed, with the plural unit.
  const gapText = gapValid(s.gapValue) && Number.isFinite(gapCount) ? t(`listForm.gapCounts.${s.gapUnit}`, { count: gapCount }) : `${s.gapValue} ${t(`listForm.gapUnits.${s.gapUnit}`)}`;
  return (
    <Paper withBorder p="sm" data-testid={`step-${index + 1}`}>
      <Stack gap="xs">
        {/* Wraps in a narrow panel: the buttons go under the summary instead of past the right edge. */}
        <Group justify="space-between" wrap="wrap">
          <Group gap="xs">
            <Badge variant="light" styles={UNCUT_BADGE}>
              {t('listForm.stepTitle', { n: index + 1 })}
            </Badge>
            <Text fw={500}>{s.name}</Text>
            <Text size="sm" c="dimmed">
              {t(`listForm.actions.${s.action}`)} · {gapText}
              {isEmail ? ` · ${s.variants.map((v) => v.letter).join(', ')}` : ''}
            </Text>
          </Group>
          <Group gap={4} wrap="nowrap">
            <ActionIcon variant="subtle" disabled={index === 0} onClick={() => props.onMove(-1)} aria-label={t('listForm.moveUp')} data-testid="step-up">
              ↑
            </ActionIcon>
            <ActionIcon variant="subtle" disabled={index === props.steps.length - 1} onClick={() => props.onMove(1)} aria-label={t('listForm.moveDown')} data-testid="step-down">
              ↓
            </ActionIcon>
            {!open && (
              <Button variant="subtle" size="xs" onClick={() => setOpen(true)} data-testid="step-edit">
                {t('listForm.stepEdit')}
              </Button>
            )}
            <Button variant="subtle" color="red" size="xs" onClick={props.onRemove} data-testid="step-remove">
              {t('listForm.removeStep')}
            </Button>
          </Group>
        </Group>
        {open && (
          <Stack gap="xs">
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <TextInput
                label={t('listForm.stepName')}
                value={s.name}
                maxLength={200}
                onChange={(e) => set({ name: e.currentTarget.value })}
                error={s.name.trim() === '' ? t('listForm.nameRequired') : undefined}
                data-testid="step-name"
              />
              <Select
                label={t('listForm.stepAction')}
                data={ACTIONS.map((a) => ({ value: a, label: t(`listForm.actions.${a}`) }))}
                value={s.action}
                onChange={(v) => set({ action: (v as StepAction | null) ?? s.action })}
                allowDeselect={false}
                data-testid="step-action"
              />
              <Select
                label={t('listForm.stepPriority')}
                data={(['0', '1', '2'] as const).map((p) => ({ value: p, label: t(`listForm.priorities.${p}`) }))}
                value={String(s.priority)}
                onChange={(v) => set({ priority: v === '0' ? 0 : v === '2' ? 2 : 1 })}
                allowDeselect={false}
              />
            </SimpleGrid>
            <Group align="flex-end" gap="xs">
              <TextInput
                label={t('listForm.gap')}
                value={s.gapValue}
                inputMode="decimal"
                w={160}
                onChange={(e) => set({ gapValue: e.currentTarget.value })}
                error={gapValid(s.gapValue) ? undefined : t('listForm.gapInvalid')}
                data-testid="step-gap"
              />
              <Select
                label={t('listForm.gapUnit')}
                data={UNITS.map((u) => ({ value: u, label: t(`listForm.gapUnits.${u}`) }))}
                value={s.gapUnit}
                onChange={(v) => set({ gapUnit: (v as GapUnit | null) ?? 'day' })}
                allowDeselect={false}
                w={140}
                data-testid="step-gap-unit"
              />
              <SegmentedControl
                value={s.businessDays ? 'business' : 'calendar'}
                onChange={(v) => set({ businessDays: v === 'business' })}
                data={(['calendar', 'business'] as const).map((k) => ({ value: k, label: t(`listForm.dayKinds.${k}`) }))}
                aria-label={t('listForm.days')}
                data-testid="step-day-kind"
              />
            </Group>
            {s.action === 'call' && <CallStepFields step={s} set={set} options={props.options} />}
            {isEmail && <VariantsEditor steps={props.steps} index={index} step={s} set={set} />}
            {s.action === 'modify-field' && <ModifyFieldsEditor entries={s.modifyField} max={props.maxModifyFields} onChange={(modifyField) => set({ modifyField })} options={props.options} />}
            <Group justify="flex-end">
              {!s.confirmed && (
                <Text size="xs" c="dimmed">
                  {t('listForm.stepUnsaved')}
                </Text>
              )}
              <Button
                size="xs"
                disabled={!canDone}
                onClick={() => {
                  set({ confirmed: true });
                  setOpen(false);
                }}
                data-testid="step-done"
              >
                {t('listForm.stepDone')}
              </Button>
            </Group>
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
