import { Group, Select, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DATE_RANGE_OPTIONS, dateRangeOption, type DateRangeOption } from '@/src/contract';
import { editRange, reportRangeOf, type ReportRange } from '@/src/domain/reports/date-range';

export interface DateRangeValue {
  option: DateRangeOption;
  custom: ReportRange;
}

/**
 * Spec 3 section 9 and spec 1 section 4: allTime, thisWeek, lastWeek, thisMonth, lastMonth, custom
 * (dates in UTC). The dates an option stands for are shown; editing one switches to custom, and a
 * start after the end clears the side edited.
 */
export function DateRangeFilter({ value, onChange }: { value: DateRangeValue; onChange(value: DateRangeValue): void }) {
  const { t } = useTranslation();
  const shown = reportRangeOf(value.option, new Date(), value.custom);
  const edit = (side: 'start' | 'end', date: string) => onChange(editRange(value, side, date, new Date()));
  return (
    <Group gap="xs" align="flex-end">
      <Select
        label={t('reports.dateRange')}
        data-testid="report-date-range"
        w={170}
        allowDeselect={false}
        value={value.option}
        data={DATE_RANGE_OPTIONS.map((option) => ({ value: option, label: t(`reports.range.${option}`) }))}
        onChange={(next) => {
          const parsed = dateRangeOption.safeParse(next);
          if (parsed.success) onChange({ ...value, option: parsed.data });
        }}
      />
      <TextInput type="date" label={t('reports.start')} data-testid="report-start" value={shown.start ?? ''} onChange={(e) => edit('start', e.currentTarget.value)} />
      <TextInput type="date" label={t('reports.end')} data-testid="report-end" value={shown.end ?? ''} onChange={(e) => edit('end', e.currentTarget.value)} />
    </Group>
  );
}
