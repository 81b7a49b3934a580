import { Group, Select, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DATE_RANGE_OPTIONS, dateRangeOption, type DateRangeOption } from '@/src/contract';
import type { ReportRange } from '@/src/domain/reports/date-range';

export interface DateRangeValue {
  option: DateRangeOption;
  custom: ReportRange;
}

/** Spec 3 section 9: allTime, thisWeek, lastWeek, thisMonth, lastMonth, custom (dates in UTC). */
export function DateRangeFilter({ value, onChange }: { value: DateRangeValue; onChange(value: DateRangeValue): void }) {
  const { t } = useTranslation();
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
      {value.option === 'custom' && (
        <>
          <TextInput
            type="date"
            label={t('reports.start')}
            data-testid="report-start"
            value={value.custom.start ?? ''}
            onChange={(e) => onChange({ ...value, custom: { ...value.custom, start: e.currentTarget.value || undefined } })}
          />
          <TextInput
            type="date"
            label={t('reports.end')}
            data-testid="report-end"
            value={value.custom.end ?? ''}
            onChange={(e) => onChange({ ...value, custom: { ...value.custom, end: e.currentTarget.value || undefined } })}
          />
        </>
      )}
    </Group>
  );
}
