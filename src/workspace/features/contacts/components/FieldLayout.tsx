import { Button, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useMemo, useReducer, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Contact, LayoutField } from '@/src/contract';
import { changedDrafts, idleInlineEditing, inlineEditing, isEditing, type InlineEditingEvent, type InlineEditingState } from '@/src/domain/fields/inline-editing';
import { countEmptyRequired } from '@/src/domain/fields/required-counter';
import { renamedPath } from '@/src/domain/forms/form-issues';
import { FormErrorAlert } from '@/src/workspace/ui/forms/FormErrorAlert';
import { useFormErrors } from '@/src/workspace/ui/forms/useFormErrors';
import { checkField, contactFieldValues, isInlineField, updateBodyFor, withOwnerChoices, type SaveValue } from '../fieldValues';
import { useDirectoryUsers } from '../../directory/hooks/useDirectoryUsers';
import { useUpdateContact } from '../hooks/useUpdateContact';
import { FieldRow } from './FieldRow';

/** The layout's field for each path of the update body (fieldValues.updateBodyFor builds it). */
const UPDATE_BODY_FIELDS = renamedPath({ leadStatusId: 'leadStatus', ownerId: 'owner', 'location.latitude': 'location', 'location.longitude': 'location', 'otherFields.': '' });

/**
 * The editable field layout: each field has an editing mode; editing one opens its required,
 * empty siblings; cancel-all cancels every edit. A failed save keeps the drafts (nothing lost).
 */
export function FieldLayout({ contact, layout }: { contact: Contact; layout: readonly LayoutField[] }) {
  const { t } = useTranslation();
  const users = useDirectoryUsers();
  // Until the users arrive the owner picker knows only the current owner.
  const owners = useMemo(() => users.data ?? (contact.owner ? [contact.owner] : []), [users.data, contact.owner]);
  const fields = useMemo(() => withOwnerChoices(layout.filter(isInlineField), owners), [layout, owners]);
  const saved = useMemo(() => contactFieldValues(contact, fields), [contact, fields]);
  const [state, dispatch] = useReducer((s: InlineEditingState, e: InlineEditingEvent) => inlineEditing(s, e, fields, saved), idleInlineEditing);
  const [errors, setErrors] = useState<Record<string, string>>({});
  // What the server refused, at its field (the checks above run first, in the browser).
  const refused = useFormErrors({ fieldOf: UPDATE_BODY_FIELDS, fields: fields.map((field) => field.fieldName) });
  const update = useUpdateContact(contact.id);
  const values = { ...saved, ...state.drafts };
  const editingCount = Object.keys(state.drafts).length;
  const emptyRequired = countEmptyRequired(
    fields.filter((field) => isEditing(state, field.fieldName)),
    values,
  );

  const save = (names: readonly string[]) => {
    const checked: Record<string, SaveValue> = {};
    const nextErrors: Record<string, string> = { ...errors };
    const changed = changedDrafts(state, saved);
    for (const name of names) {
      const field = fields.find((candidate) => candidate.fieldName === name);
      if (!field) continue;
      const result = checkField(field, values[name], values);
      if (!result.ok) nextErrors[name] = t(`contacts.${result.error}`);
      else {
        delete nextErrors[name];
        if (name in changed) checked[name] = result.value;
      }
    }
    setErrors(nextErrors);
    if (names.some((name) => name in nextErrors)) return;
    if (Object.keys(checked).length === 0) return dispatch({ type: 'saved', fieldNames: names });
    refused.reset();
    update.mutate(updateBodyFor(fields, checked), { onSuccess: () => dispatch({ type: 'saved', fieldNames: names }), onError: refused.showFailure });
  };

  const cancelAll = () => {
    setErrors({});
    refused.reset();
    dispatch({ type: 'cancelAll' });
  };

  return (
    <Paper withBorder p="sm" data-testid="field-layout">
      <Stack gap="sm">
        {editingCount > 0 && (
          <Group justify="space-between" data-testid="editing-bar">
            <Text size="xs" c={emptyRequired ? 'red' : 'dimmed'} data-testid="required-counter" data-count={emptyRequired}>
              {t('contacts.requiredEmpty', { count: emptyRequired })}
            </Text>
            <Group gap={4}>
              <Button size="compact-xs" onClick={() => save(Object.keys(state.drafts))} loading={update.isPending}>
                {t('contacts.saveAll')}
              </Button>
              <Button size="compact-xs" variant="default" onClick={cancelAll} data-testid="cancel-all">
                {t('contacts.cancelAll')}
              </Button>
            </Group>
          </Group>
        )}
        <FormErrorAlert form={refused} title={t('contacts.saveError')} testId="field-save-error" />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {fields.map((field) => (
            <FieldRow
              key={field.fieldName}
              field={field}
              contact={contact}
              saved={saved[field.fieldName]}
              editing={isEditing(state, field.fieldName)}
              draft={state.drafts[field.fieldName]}
              values={values}
              error={errors[field.fieldName] ?? refused.errorOf(field.fieldName)}
              saving={update.isPending}
              onEdit={() => dispatch({ type: 'edit', fieldName: field.fieldName })}
              onChange={(value) => {
                refused.clearFieldError(field.fieldName);
                dispatch({ type: 'change', fieldName: field.fieldName, value });
              }}
              onSave={() => save([field.fieldName])}
              onCancel={() => {
                setErrors(({ [field.fieldName]: _dropped, ...rest }) => rest);
                refused.clearFieldError(field.fieldName);
                dispatch({ type: 'cancel', fieldName: field.fieldName });
              }}
            />
          ))}
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
