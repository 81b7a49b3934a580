import { Alert, Button, Group, Paper, Stack, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SCHEDULE_DAYS, statusOf, messageOf, tenantScheduleBody } from '@/src/contract';
import { msOfTime } from '@/src/domain/schedules/interval-editing';
import { draftIntervalErrors, weekOfDraft, type ScheduleDraft } from '@/src/domain/schedules/schedule-draft';
import type { useSchedules } from '../hooks/useSchedules';
import { DayIntervalsField } from './DayIntervalsField';

/**
 * Creates (original null) or changes a schedule: its name and each day's hours. The rules are the
 * contract's body schema plus the editor's own interval rules (src/domain/schedules); each error shows at
 * its field. A refused save keeps the edits and shows the server's message.
 */
export function ScheduleEditor(props: { original: string | null; initial: ScheduleDraft; save: ReturnType<typeof useSchedules>['save']; onClose(): void }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(props.initial);
  const [submitted, setSubmitted] = useState(false);
  const week = weekOfDraft(draft);
  const parsed = tenantScheduleBody.safeParse({ name: draft.name, days: week ?? {} });
  const nameError = submitted && !parsed.success ? (parsed.error.issues.find((issue) => issue.path[0] === 'name')?.message ?? null) : null;
  const errors = draftIntervalErrors(draft);
  // Before the first save only errors of complete times show, so typing "10:" is not called wrong.
  const shownErrors = (day: (typeof SCHEDULE_DAYS)[number]) =>
    errors[day].map((error, i) => {
      const interval = draft.days[day][i];
      return submitted || (interval && msOfTime(interval.start) !== null && msOfTime(interval.end) !== null) ? error : null;
    });
  const refusal = props.save.error
    ? statusOf(props.save.error) >= 400 && statusOf(props.save.error) < 500
      ? messageOf(props.save.error)
      : t(props.original === null ? 'schedules.saveNewFailed' : 'schedules.saveFailed')
    : null;
  const submit = () => {
    setSubmitted(true);
    if (week !== null && parsed.success) props.save.mutate({ original: props.original, body: parsed.data }, { onSuccess: props.onClose });
  };
  return (
    <Paper withBorder p="sm" data-testid="schedule-editor">
      <Stack gap="sm">
        <Title order={5}>{props.original === null ? t('schedules.newTitle') : t('schedules.editTitle', { name: props.original })}</Title>
        <TextInput label={t('schedules.name')} required value={draft.name} onChange={(e) => setDraft({ ...draft, name: e.currentTarget.value })} error={nameError} />
        {SCHEDULE_DAYS.map((day) => (
          <DayIntervalsField key={day} day={day} intervals={draft.days[day]} errors={shownErrors(day)} onChange={(intervals) => setDraft({ ...draft, days: { ...draft.days, [day]: intervals } })} />
        ))}
        {refusal && (
          <Alert color="red" data-testid="schedule-save-error">
            {refusal}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onClose}>
            {t('schedules.cancel')}
          </Button>
          <Button loading={props.save.isPending} onClick={submit} data-testid="schedule-save">
            {t('schedules.save')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
