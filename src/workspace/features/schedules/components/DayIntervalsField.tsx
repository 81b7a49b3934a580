import { ActionIcon, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ScheduleDay } from '@/src/contract';
import type { IntervalDraft } from '@/src/domain/schedules/interval-editing';

/**
 * One day of the editor: its intervals one under another (start, end, remove), each with its own error,
 * and a button to add one. The day's name sits above them, so the row fits the side panel's 400 px.
 */
export function DayIntervalsField(props: { day: ScheduleDay; intervals: IntervalDraft[]; errors: (string | null)[]; onChange(intervals: IntervalDraft[]): void }) {
  const { t } = useTranslation();
  const dayName = t(`schedules.day${props.day}`);
  const change = (index: number, field: keyof IntervalDraft, value: string) => props.onChange(props.intervals.map((interval, i) => (i === index ? { ...interval, [field]: value } : interval)));
  // A new interval starts where the day's last one ends; a day's first one is 09:00-17:00.
  const added = (): IntervalDraft => {
    const last = props.intervals.at(-1);
    return last ? { start: last.end, end: '' } : { start: '09:00', end: '17:00' };
  };
  return (
    <Stack gap={4} data-testid={`schedule-day-${props.day}`} aria-label={dayName} role="group">
      <Group justify="space-between" wrap="nowrap">
        <Text fw={500} size="sm">
          {dayName}
        </Text>
        {props.intervals.length === 0 && (
          <Text size="xs" c="dimmed">
            {t('schedules.closed')}
          </Text>
        )}
      </Group>
      {props.intervals.map((interval, i) => (
        <Group key={i} gap="xs" align="flex-start" wrap="nowrap" data-testid="schedule-interval">
          <TextInput
            label={t('schedules.start')}
            placeholder="09:00"
            inputMode="numeric"
            size="xs"
            style={{ flex: 1, minWidth: 0 }}
            value={interval.start}
            onChange={(e) => change(i, 'start', e.currentTarget.value)}
            error={props.errors[i] !== null}
          />
          <TextInput
            label={t('schedules.end')}
            placeholder="17:00"
            inputMode="numeric"
            size="xs"
            style={{ flex: 1, minWidth: 0 }}
            value={interval.end}
            onChange={(e) => change(i, 'end', e.currentTarget.value)}
            error={props.errors[i] ?? undefined}
          />
          <ActionIcon
            variant="subtle"
            color="red"
            mt={24}
            aria-label={t('schedules.removeInterval', { start: interval.start, end: interval.end, day: dayName })}
            onClick={() => props.onChange(props.intervals.filter((_, j) => j !== i))}
          >
            ×
          </ActionIcon>
        </Group>
      ))}
      <Button
        size="compact-xs"
        variant="subtle"
        style={{ alignSelf: 'flex-start' }}
        aria-label={t('schedules.addIntervalOn', { day: dayName })}
        onClick={() => props.onChange([...props.intervals, added()])}
      >
        {t('schedules.addInterval')}
      </Button>
    </Stack>
  );
}
