import { Alert, Button, Card, Checkbox, Group, NumberInput, Select, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TaskSettings } from '@/src/contract';
import { DEFAULT_OVERDUE_LIMIT, OVERDUE_LIMIT_UNITS, type OverdueLimit } from '@/src/domain/tasks/task-constants';
import { SaveErrorAlert } from '@/src/workspace/ui/forms/SaveErrorAlert';
import { useSaveOverdueLimit } from '../hooks/useTaskSettingsMutations';

const sameLimit = (a: OverdueLimit | null, b: OverdueLimit | null) => a?.value === b?.value && a?.unit === b?.unit;

/** The overdue look-back of the task list: a value and a unit, or unbounded. Save / revert pair. */
export function OverdueLimitForm({ saved, canEdit }: { saved: TaskSettings; canEdit: boolean }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<OverdueLimit | null>(saved.overdueLimit);
  const valid = draft === null || (Number.isInteger(draft.value) && draft.value >= 1 && draft.value <= 120);
  const changed = !sameLimit(draft, saved.overdueLimit);
  const save = useSaveOverdueLimit();

  return (
    <Card withBorder data-testid="overdue-limit-form">
      <Text fw={600}>{t('tasks.settings.overdueLimit')}</Text>
      <Text size="sm" c="dimmed" mb="sm">
        {t('tasks.settings.overdueLimitHint')}
      </Text>
      <Group align="flex-end">
        <Checkbox
          label={t('tasks.settings.unbounded')}
          checked={draft === null}
          disabled={!canEdit}
          onChange={(e) => setDraft(e.currentTarget.checked ? null : (saved.overdueLimit ?? DEFAULT_OVERDUE_LIMIT))}
          data-testid="overdue-limit-unbounded"
        />
        {draft && (
          <>
            <NumberInput
              label={t('tasks.settings.value')}
              value={draft.value}
              min={1}
              max={120}
              allowDecimal={false}
              disabled={!canEdit}
              onChange={(v) => setDraft({ ...draft, value: typeof v === 'number' ? v : Number.NaN })}
              error={valid ? undefined : t('tasks.settings.valueInvalid')}
              w={120}
              data-testid="overdue-limit-value"
            />
            <Select
              label={t('tasks.settings.unit')}
              data={OVERDUE_LIMIT_UNITS.map((u) => ({ value: u, label: t(`tasks.settings.units.${u}`) }))}
              value={draft.unit}
              allowDeselect={false}
              disabled={!canEdit}
              onChange={(v) => setDraft({ ...draft, unit: OVERDUE_LIMIT_UNITS.find((u) => u === v) ?? draft.unit })}
              w={140}
              data-testid="overdue-limit-unit"
            />
          </>
        )}
      </Group>
      {save.isError && <SaveErrorAlert error={save.error} title={t('tasks.settings.saveError')} mt="sm" />}
      {save.isSuccess && !changed && (
        <Alert color="green" mt="sm" data-testid="overdue-limit-saved">
          {t('tasks.settings.saved')}
        </Alert>
      )}
      {canEdit && (
        <Group justify="flex-end" mt="sm">
          <Button variant="default" disabled={!changed || save.isPending} onClick={() => setDraft(saved.overdueLimit)}>
            {t('tasks.settings.revert')}
          </Button>
          <Button disabled={!changed || !valid} loading={save.isPending} onClick={() => save.mutate(draft)} data-testid="overdue-limit-save">
            {t('tasks.settings.save')}
          </Button>
        </Group>
      )}
    </Card>
  );
}
