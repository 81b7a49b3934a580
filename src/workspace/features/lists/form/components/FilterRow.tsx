import { ActionIcon, Alert, Group, Select, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ListFilterFieldType, ListFilterOperator, ListMetadata } from '@/src/contract';
import type { useListFormOptions } from '../hooks/useListFormData';
import type { FilterDraft } from '../state/listDraft';
import { FilterValueInput } from './FilterValueInput';

type Options = ReturnType<typeof useListFormOptions>;

/** One numbered condition (or an xfilter's field when `n` is null): field, operator, value; a warning when the field is unmapped. */
export function FilterRow({
  n,
  filter: f,
  onChange,
  onRemove,
  fields,
  operators,
  options,
  error,
}: {
  n: number | null;
  filter: FilterDraft;
  onChange(f: FilterDraft): void;
  onRemove(): void;
  fields: { name: string; label: string; type: ListFilterFieldType }[];
  operators: ListMetadata['operators'];
  options: Options;
  error?: string | undefined;
}) {
  const { t } = useTranslation();
  const known = fields.find((x) => x.name === f.field);
  const custom = f.field.startsWith('otherFields.');
  const type: ListFilterFieldType = known?.type ?? 'string';
  const unmapped = f.field !== '' && !known && !custom;
  const ops = operators[type] ?? [];
  const fieldData = [...fields.map((x) => ({ value: x.name, label: x.label })), ...(unmapped || custom ? [{ value: f.field, label: f.field }] : [])];
  const label = n === null ? t('listForm.value') : `${t('listForm.value')} ${n}`;
  return (
    <Stack gap={4} data-testid={n === null ? 'subfilter-row' : `filter-row-${n}`}>
      <Group align="flex-end" gap="xs" wrap="wrap">
        {n !== null && (
          <Text fw={700} w={24} ta="right" pb={8} aria-hidden>
            {n}
          </Text>
        )}
        <Select
          label={t('listForm.field')}
          data={fieldData}
          value={f.field || null}
          onChange={(v) => {
            const nextType = fields.find((x) => x.name === v)?.type ?? 'string';
            const nextOps = operators[nextType] ?? [];
            onChange({ ...f, field: v ?? '', operator: nextOps.includes(f.operator) ? f.operator : (nextOps[0] ?? 'equals'), valueText: '' });
          }}
          searchable
          allowDeselect={false}
          style={{ minWidth: 200 }}
          data-testid="filter-field"
        />
        <Select
          label={t('listForm.operator')}
          data={ops.map((o) => ({ value: o, label: t(`listForm.operators.${o}`) }))}
          value={f.operator}
          onChange={(v) => onChange({ ...f, operator: (v ?? 'equals') as ListFilterOperator })}
          allowDeselect={false}
          style={{ minWidth: 150 }}
          data-testid="filter-operator"
        />
        <FilterValueInput
          field={f.field}
          type={type}
          operator={f.operator}
          text={f.valueText}
          onChange={(valueText) => onChange({ ...f, valueText })}
          error={error ? t(`listForm.${error === 'invalidDate' ? 'invalidDate' : 'invalidNumber'}`) : undefined}
          options={options}
          label={label}
        />
        <ActionIcon variant="subtle" color="red" mb={4} onClick={onRemove} aria-label={n === null ? t('listForm.remove') : t('listForm.removeFilter', { n })} data-testid="remove-filter">
          ×
        </ActionIcon>
      </Group>
      {unmapped && (
        <Alert color="yellow" py={4} data-testid="unmapped-warning">
          {t('listForm.unmappedField', { field: f.field })}
        </Alert>
      )}
    </Stack>
  );
}
