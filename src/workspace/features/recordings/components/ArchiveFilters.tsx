import { Group, NumberInput, Select, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { dateRangeOption, type ArchiveFilterState, type DateRangeOption } from '@/src/contract';
import { asUtcDay, rangeOptionOf, reportRangeOf } from '@/src/domain/reports/date-range';
import { useCallResults } from '../../phone/hooks/useCallResults';
import { useArchiveUsers } from '../hooks/useArchiveUsers';

/**
 * The date-range selector's options (spec 1 section 4) the archive can search: all time is left out,
 * because a search spans at most 3 months (spec 2 section 9). Editing a date makes the range custom.
 */
const ARCHIVE_RANGE_OPTIONS: readonly DateRangeOption[] = ['thisWeek', 'lastWeek', 'thisMonth', 'lastMonth', 'custom'];

/** The archive's and library's filters (spec 2 section 2): date range, direction, minimum duration, user (monitor read), call result. */
export function ArchiveFilters({ state, onChange, showUser, rangeError }: { state: ArchiveFilterState; onChange(next: ArchiveFilterState): void; showUser: boolean; rangeError: string | null }) {
  const { t } = useTranslation();
  const results = useCallResults();
  const users = useArchiveUsers(showUser);
  const set = (patch: Partial<ArchiveFilterState>) => onChange({ ...state, ...patch });
  const today = asUtcDay(new Date());
  const option = rangeOptionOf({ ...(state.start ? { start: state.start } : {}), ...(state.end ? { end: state.end } : {}) }, today, ARCHIVE_RANGE_OPTIONS);
  return (
    <Group gap="sm" align="flex-end" data-testid="archive-filters">
      <Select
        size="xs"
        w={130}
        label={t('archive.dateRange')}
        value={option}
        allowDeselect={false}
        data={ARCHIVE_RANGE_OPTIONS.map((value) => ({ value, label: t(`reports.range.${value}`) }))}
        onChange={(next) => {
          const parsed = dateRangeOption.safeParse(next);
          if (!parsed.success || parsed.data === 'custom') return;
          const dates = reportRangeOf(parsed.data, today);
          if (dates.start && dates.end) set({ start: dates.start, end: dates.end });
        }}
        data-testid="archive-date-range"
      />
      <TextInput
        type="date"
        size="xs"
        label={t('archive.from')}
        value={state.start ?? ''}
        onChange={(e) => set({ start: e.currentTarget.value || null })}
        error={rangeError !== null}
        data-testid="archive-start"
      />
      <TextInput
        type="date"
        size="xs"
        label={t('archive.to')}
        value={state.end ?? ''}
        onChange={(e) => set({ end: e.currentTarget.value || null })}
        error={rangeError !== null}
        data-testid="archive-end"
      />
      <Select
        size="xs"
        w={130}
        label={t('archive.direction')}
        value={state.direction ?? ''}
        allowDeselect={false}
        data={[
          { value: '', label: t('archive.directionAll') },
          { value: 'in', label: t('archive.directionIn') },
          { value: 'out', label: t('archive.directionOut') },
        ]}
        onChange={(v) => set({ direction: v === 'in' || v === 'out' ? v : null })}
        data-testid="archive-direction"
      />
      <NumberInput
        size="xs"
        w={150}
        label={t('archive.minDuration')}
        min={0}
        max={86_400}
        allowDecimal={false}
        value={state.minDuration ?? ''}
        onChange={(v) => set({ minDuration: typeof v === 'number' && v >= 0 ? v : null })}
        data-testid="archive-min-duration"
      />
      {showUser && (
        <Select
          size="xs"
          w={170}
          label={t('archive.user')}
          searchable
          value={state.userId === null ? '' : String(state.userId)}
          allowDeselect={false}
          data={[{ value: '', label: t('archive.userAll') }, ...(users.data ?? []).map((u) => ({ value: String(u.id), label: `${u.firstName} ${u.lastName}` }))]}
          onChange={(v) => set({ userId: v ? Number(v) : null })}
          data-testid="archive-user"
        />
      )}
      <Select
        size="xs"
        w={170}
        label={t('archive.callResult')}
        value={state.callResult ?? ''}
        allowDeselect={false}
        data={[{ value: '', label: t('archive.callResultAll') }, ...(results.data ?? []).map((r) => ({ value: r.label, label: r.label }))]}
        onChange={(v) => set({ callResult: v || null })}
        data-testid="archive-call-result"
      />
      {rangeError && (
        <Text size="xs" c="red" role="alert" data-testid="archive-range-error">
          {rangeError}
        </Text>
      )}
    </Group>
  );
}
