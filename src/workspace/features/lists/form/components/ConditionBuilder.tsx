import { Button, Checkbox, Group, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ListMetadata } from '@/src/contract';
import { autoRefreshMinutesToMs } from '@/src/domain/lists/auto-refresh';
import type { CondLogicError } from '@/src/domain/lists/cond-logic';
import { canAddFilter, canAddXfilter } from '@/src/domain/lists/filter-limits';
import type { useListFormOptions } from '../hooks/useListFormData';
import { newKey, type CriteriaDraft, type FilterDraft } from '../state/listDraft';
import { FilterRow } from './FilterRow';
import { LogicField } from './LogicField';
import { XfilterCard } from './XfilterCard';

type Options = ReturnType<typeof useListFormOptions>;

export const emptyFilter = (): FilterDraft => ({ key: newKey('f'), field: '', operator: 'equals', valueText: '' });

/** The condition builder: filters and their logic, related-record xfilters, limit and auto refresh. */
export function ConditionBuilder({
  criteria: c,
  set,
  metadata,
  options,
  logicError,
  valueErrors,
}: {
  criteria: CriteriaDraft;
  set(patch: Partial<CriteriaDraft>): void;
  metadata: ListMetadata;
  options: Options;
  logicError: CondLogicError | null;
  valueErrors: Record<string, string>;
}) {
  const { t } = useTranslation();
  const canAdd = canAddFilter(c.filters.length, metadata);
  const canAddX = canAddXfilter(c.xfilters.length, metadata);
  const setFilter = (key: string, f: FilterDraft) => set({ filters: c.filters.map((x) => (x.key === key ? f : x)) });
  const removeFilter = (key: string) => set({ filters: c.filters.filter((x) => x.key !== key) });
  return (
    <Stack gap="sm" data-testid="condition-builder">
      <Select
        label={t('listForm.recordType')}
        data={(['all', 'contact', 'lead'] as const).map((v) => ({ value: v, label: t(`listForm.recordTypes.${v}`) }))}
        value={c.recordType}
        onChange={(v) => set({ recordType: v === 'contact' || v === 'lead' ? v : 'all' })}
        allowDeselect={false}
        maw={300}
        data-testid="record-type"
      />
      <Title order={6}>{t('listForm.filters')}</Title>
      <Text size="xs" c="dimmed">
        {t('listForm.timeZoneHint', { zone: metadata.timeZone })}
      </Text>
      {c.filters.map((f, i) => (
        <FilterRow
          key={f.key}
          n={i + 1}
          filter={f}
          onChange={(x) => setFilter(f.key, x)}
          onRemove={() => removeFilter(f.key)}
          fields={metadata.fields}
          operators={metadata.operators}
          options={options}
          error={valueErrors[f.key]}
        />
      ))}
      <Group>
        <Button variant="light" size="xs" disabled={!canAdd} onClick={() => set({ filters: [...c.filters, emptyFilter()] })} data-testid="add-filter">
          {t('listForm.addFilter')}
        </Button>
        {!canAdd && (
          <Text size="xs" c="dimmed">
            {t('listForm.filterLimit', { max: metadata.maxFilters })}
          </Text>
        )}
      </Group>
      <LogicField criteria={c} set={set} error={logicError} />
      <Title order={6}>{t('listForm.xfilters')}</Title>
      {c.xfilters.map((x) => (
        <XfilterCard
          key={x.key}
          xfilter={x}
          onChange={(nx) => set({ xfilters: c.xfilters.map((y) => (y.key === x.key ? nx : y)) })}
          onRemove={() => set({ xfilters: c.xfilters.filter((y) => y.key !== x.key) })}
          metadata={metadata}
          options={options}
          valueErrors={valueErrors}
        />
      ))}
      <Group>
        <Button
          variant="light"
          size="xs"
          disabled={!canAddX}
          onClick={() => set({ xfilters: [...c.xfilters, { key: newKey('x'), operation: 'exists', entity: 'activity', subfilters: [] }] })}
          data-testid="add-xfilter"
        >
          {t('listForm.addXfilter')}
        </Button>
        {!canAddX && (
          <Text size="xs" c="dimmed">
            {t('listForm.xfilterLimit', { max: metadata.maxXfilters })}
          </Text>
        )}
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <TextInput
          label={t('listForm.conditionLimit')}
          description={t('listForm.conditionLimitHint')}
          value={c.limitText}
          inputMode="numeric"
          onChange={(e) => set({ limitText: e.currentTarget.value })}
          data-testid="condition-limit"
        />
        <Checkbox mt="xl" label={t('listForm.autoRefresh')} checked={c.autoRefresh} onChange={(e) => set({ autoRefresh: e.currentTarget.checked })} data-testid="auto-refresh" />
        {c.autoRefresh && (
          <TextInput
            label={t('listForm.autoRefreshMinutes')}
            value={c.autoRefreshMinutes}
            inputMode="numeric"
            onChange={(e) => set({ autoRefreshMinutes: e.currentTarget.value })}
            error={autoRefreshMinutesToMs(c.autoRefreshMinutes) === null ? t('listForm.autoRefreshInvalid') : undefined}
            data-testid="auto-refresh-minutes"
          />
        )}
      </SimpleGrid>
    </Stack>
  );
}
