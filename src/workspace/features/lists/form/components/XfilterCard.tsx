import { Button, Group, Paper, Select, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ListMetadata } from '@/src/contract';
import { canAddSubfilter } from '@/src/domain/lists/filter-limits';
import type { useListFormOptions } from '../hooks/useListFormData';
import { newKey, type XfilterDraft } from '../state/listDraft';
import { FilterRow } from './FilterRow';

type Options = ReturnType<typeof useListFormOptions>;

/** A related-record condition: has / has no activity or task matching every subfilter. */
export function XfilterCard({
  xfilter: x,
  onChange,
  onRemove,
  metadata,
  options,
  valueErrors,
}: {
  xfilter: XfilterDraft;
  onChange(x: XfilterDraft): void;
  onRemove(): void;
  metadata: ListMetadata;
  options: Options;
  valueErrors: Record<string, string>;
}) {
  const { t } = useTranslation();
  const fields = (metadata.xfilterFields[x.entity] ?? []).map((f) => ({ ...f, label: f.name }));
  const canAdd = canAddSubfilter(x.subfilters.length, metadata);
  return (
    <Paper withBorder p="sm" data-testid="xfilter">
      <Stack gap="xs">
        <Group gap="xs">
          <Select
            data={(['exists', 'notExists'] as const).map((v) => ({ value: v, label: t(`listForm.xOperation.${v}`) }))}
            value={x.operation}
            onChange={(v) => onChange({ ...x, operation: v === 'notExists' ? 'notExists' : 'exists' })}
            allowDeselect={false}
            w={120}
            aria-label={t('listForm.xfilters')}
            data-testid="xfilter-operation"
          />
          <Select
            data={(['activity', 'task'] as const).map((v) => ({ value: v, label: t(`listForm.xEntity.${v}`) }))}
            value={x.entity}
            // Another entity has other fields: its subfilters start again.
            onChange={(v) => onChange({ ...x, entity: v === 'task' ? 'task' : 'activity', subfilters: v === x.entity ? x.subfilters : [] })}
            allowDeselect={false}
            w={140}
            aria-label={t('listForm.xfilters')}
            data-testid="xfilter-entity"
          />
          <Button variant="subtle" color="red" size="xs" onClick={onRemove}>
            {t('listForm.removeXfilter')}
          </Button>
        </Group>
        {x.subfilters.map((s) => (
          <FilterRow
            key={s.key}
            n={null}
            filter={s}
            onChange={(ns) => onChange({ ...x, subfilters: x.subfilters.map((y) => (y.key === s.key ? ns : y)) })}
            onRemove={() => onChange({ ...x, subfilters: x.subfilters.filter((y) => y.key !== s.key) })}
            fields={fields}
            operators={metadata.operators}
            options={options}
            error={valueErrors[s.key]}
          />
        ))}
        <Group>
          <Button
            variant="light"
            size="xs"
            disabled={!canAdd}
            onClick={() => onChange({ ...x, subfilters: [...x.subfilters, { key: newKey('s'), field: '', operator: 'equals', valueText: '' }] })}
            data-testid="add-subfilter"
          >
            {t('listForm.addSubfilter')}
          </Button>
          {!canAdd && (
            <Text size="xs" c="dimmed">
              {t('listForm.subfilterLimit', { max: metadata.maxSubxfilters })}
            </Text>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
