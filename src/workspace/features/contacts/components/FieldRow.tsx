import { ActionIcon, Button, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Contact, LayoutField } from '@/src/contract';
import type { FieldValue } from '@/src/domain/fields/field-types';
import { FieldDisplay } from './FieldDisplay';
import { FieldEditor } from './FieldEditor';

interface Props {
  field: LayoutField;
  contact: Contact;
  saved: FieldValue;
  editing: boolean;
  draft: FieldValue;
  values: Readonly<Record<string, FieldValue>>;
  error: string | undefined;
  saving: boolean;
  onEdit: () => void;
  onChange: (value: FieldValue) => void;
  onSave: () => void;
  onCancel: () => void;
}

/** One field of the layout: its value, or its editor with save and cancel when in editing mode. */
export function FieldRow(props: Props) {
  const { t } = useTranslation();
  const { field, editing } = props;
  return (
    <Stack gap={2} data-testid={`field-${field.fieldName}`} data-editing={editing}>
      <Text size="xs" c="dimmed">
        {field.label}
        {field.isRequired && (
          <Text span c="red" aria-label={t('contacts.required')}>
            {' *'}
          </Text>
        )}
      </Text>
      {editing ? (
        <Group gap={4} wrap="nowrap" align="flex-start">
          <div style={{ flex: 1 }}>
            <FieldEditor field={field} value={props.draft} values={props.values} error={props.error} onChange={props.onChange} onSubmit={props.onSave} onCancel={props.onCancel} />
          </div>
          <Button size="compact-xs" onClick={props.onSave} loading={props.saving} data-testid={`field-save-${field.fieldName}`}>
            {t('contacts.save')}
          </Button>
          <ActionIcon size="sm" variant="subtle" aria-label={t('contacts.cancel')} onClick={props.onCancel}>
            ×
          </ActionIcon>
        </Group>
      ) : field.isUpdatable ? (
        <UnstyledButton onClick={props.onEdit} aria-label={`${t('contacts.edit')} ${field.label}`} data-testid={`field-edit-${field.fieldName}`}>
          <FieldDisplay field={field} value={props.saved} contact={props.contact} />
        </UnstyledButton>
      ) : (
        <FieldDisplay field={field} value={props.saved} contact={props.contact} />
      )}
    </Stack>
  );
}
