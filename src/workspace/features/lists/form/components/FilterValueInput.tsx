import { MultiSelect, Select, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ListFilterFieldType, ListFilterOperator } from '@/src/contract';
import type { useListFormOptions } from '../hooks/useListFormData';
import { operatorTakesValue } from '../state/filterValue';
import { userOptions } from '@/src/workspace/features/directory/userOptions';

type Options = ReturnType<typeof useListFormOptions>;

/** Choices for reference fields: users for owner / user ids, lead statuses for the lead status id. */
function referenceChoices(field: string, options: Options): { value: string; label: string }[] | null {
  if (field === 'ownerId' || field === 'userId') return userOptions(options.users.data);
  if (field === 'leadStatusId') return (options.leadStatuses.data?.statuses ?? []).map((s) => ({ value: String(s.id), label: s.name }));
  return null;
}

/** The value input of a condition, by the field's type (spec 2 section 5: dates M/D/YYYY or M/D/YYYY H:m). */
export function FilterValueInput({
  field,
  type,
  operator,
  text,
  onChange,
  error,
  options,
  label,
}: {
  field: string;
  type: ListFilterFieldType;
  operator: ListFilterOperator;
  text: string;
  onChange(text: string): void;
  error?: string | undefined;
  options: Options;
  label: string;
}) {
  const { t } = useTranslation();
  if (!operatorTakesValue(operator)) return null;
  const common = { label: t('listForm.value'), 'aria-label': label, error, style: { flex: 1, minWidth: 180 } } as const;
  const choices = type === 'reference' ? referenceChoices(field, options) : null;
  if (choices) {
    if (operator === 'in') {
      const value = text
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean);
      return <MultiSelect {...common} data={choices} value={value} onChange={(v) => onChange(v.join(', '))} searchable data-testid="filter-value" />;
    }
    return <Select {...common} data={choices} value={text || null} onChange={(v) => onChange(v ?? '')} searchable data-testid="filter-value" />;
  }
  if (type === 'boolean') {
    return (
      <Select
        {...common}
        data={[
          { value: 'true', label: t('listForm.valueTrue') },
          { value: 'false', label: t('listForm.valueFalse') },
        ]}
        value={text || null}
        onChange={(v) => onChange(v ?? '')}
        data-testid="filter-value"
      />
    );
  }
  const placeholder = type === 'date' ? t('listForm.datePlaceholder') : operator === 'in' ? t('listForm.listPlaceholder') : undefined;
  return (
    <TextInput
      {...common}
      value={text}
      placeholder={placeholder}
      maxLength={500}
      inputMode={type === 'number' ? 'decimal' : undefined}
      onChange={(e) => onChange(e.currentTarget.value)}
      data-testid="filter-value"
    />
  );
}
