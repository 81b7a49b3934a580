import { Group, Input, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { LayoutField } from '@/src/contract';
import type { FieldValue } from '@/src/domain/fields/field-types';

interface Props {
  field: LayoutField;
  value: FieldValue;
  error?: string | undefined;
  onChange: (value: FieldValue) => void;
  onSubmit?: (() => void) | undefined;
  onCancel?: (() => void) | undefined;
  autoFocus?: boolean | undefined;
}

/** A location as two numbers, latitude and longitude (range checked on save). Enter saves, Escape cancels. */
export function LocationEditor({ field, value, error, onChange, onSubmit, onCancel, autoFocus }: Props) {
  const { t } = useTranslation();
  const [latitude = '', longitude = ''] = Array.isArray(value) ? value : [];
  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'Escape') onCancel?.();
    if (event.key === 'Enter') onSubmit?.();
  };
  const input = (axis: 'latitude' | 'longitude', text: string) => (
    <TextInput
      size="xs"
      inputMode="decimal"
      placeholder={t(`contacts.${axis}`)}
      aria-label={`${field.label} ${t(`contacts.${axis}`)}`}
      data-testid={`field-input-${field.fieldName}-${axis}`}
      value={text}
      error={!!error}
      autoFocus={axis === 'latitude' ? autoFocus : undefined}
      onKeyDown={onKeyDown}
      onChange={(event) => onChange(axis === 'latitude' ? [event.currentTarget.value, longitude] : [latitude, event.currentTarget.value])}
      style={{ flex: 1 }}
    />
  );
  return (
    <div data-testid={`field-input-${field.fieldName}`}>
      <Group gap={4} wrap="nowrap">
        {input('latitude', latitude)}
        {input('longitude', longitude)}
      </Group>
      {error && <Input.Error data-testid={`field-error-${field.fieldName}`}>{error}</Input.Error>}
    </div>
  );
}
