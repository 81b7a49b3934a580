import { Checkbox, MultiSelect, Select, Textarea, TextInput } from '@mantine/core';
import type { LayoutField } from '@/src/contract';
import type { FieldValue } from '@/src/domain/fields/field-types';
import { fieldChoices } from '../fieldValues';
import { LocationEditor } from './LocationEditor';

interface Props {
  field: LayoutField;
  value: FieldValue;
  values: Readonly<Record<string, FieldValue>>;
  error?: string | undefined;
  onChange: (value: FieldValue) => void;
  onSubmit?: () => void;
  onCancel?: () => void;
  autoFocus?: boolean;
  /** Show the field's label above the input (forms), rather than only naming it for assistive tech. */
  labelled?: boolean;
}

const PLACEHOLDER: Partial<Record<LayoutField['type'], string>> = { datetime: 'MM/DD/YYYY hh:mm AM', time: 'hh:mm AM' };

/** The input for one layout field, by its type. Enter saves, Escape cancels. */
export function FieldEditor({ field, value, values, error, onChange, onSubmit, onCancel, autoFocus, labelled }: Props) {
  const common = {
    'aria-label': field.label,
    ...(labelled ? { label: field.label, required: field.isRequired } : {}),
    'data-testid': `field-input-${field.fieldName}`,
    error,
    size: labelled ? ('sm' as const) : ('xs' as const),
    autoFocus,
    onKeyDown: (event: React.KeyboardEvent) => {
      if (event.key === 'Escape') onCancel?.();
      if (event.key === 'Enter' && field.type !== 'textarea' && field.type !== 'multipicklist' && field.type !== 'picklist') onSubmit?.();
    },
  };
  switch (field.type) {
    case 'boolean':
      return <Checkbox {...common} label={field.label} checked={value === true} onChange={(event) => onChange(event.currentTarget.checked)} />;
    case 'picklist': {
      const choices = fieldChoices(field, values);
      return (
        <Select
          {...common}
          clearable={!field.isRequired}
          searchable
          data={choices.map((choice) => ({ value: choice.value, label: choice.label }))}
          value={typeof value === 'string' ? value : value === null || value === undefined ? null : String(value)}
          onChange={(next) => onChange(next)}
        />
      );
    }
    case 'multipicklist':
      return (
        <MultiSelect
          {...common}
          data={fieldChoices(field, values).map((choice) => ({ value: choice.value, label: choice.label }))}
          value={Array.isArray(value) ? value : []}
          onChange={(next) => onChange(next)}
        />
      );
    case 'location':
      return <LocationEditor field={field} value={value} error={error} onChange={onChange} onSubmit={onSubmit} onCancel={onCancel} autoFocus={autoFocus} />;
    case 'textarea':
      return <Textarea {...common} autosize minRows={2} value={typeof value === 'string' ? value : ''} onChange={(event) => onChange(event.currentTarget.value)} />;
    case 'date':
      return <TextInput {...common} type="date" value={typeof value === 'string' ? value : ''} onChange={(event) => onChange(event.currentTarget.value)} />;
    default:
      return (
        <TextInput
          {...common}
          placeholder={PLACEHOLDER[field.type]}
          inputMode={['int', 'double', 'currency', 'percent'].includes(field.type) ? 'decimal' : undefined}
          maxLength={field.length ?? undefined}
          value={value === null || value === undefined ? '' : String(value)}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
      );
  }
}
