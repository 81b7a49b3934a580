import { Button, Group, SimpleGrid, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Account } from '@/src/contract';
import type { FieldValue } from '@/src/domain/fields/field-types';
import { renamedPath } from '@/src/domain/forms/form-issues';
import { FormErrorAlert } from '@/src/workspace/ui/forms/FormErrorAlert';
import { useFormErrors } from '@/src/workspace/ui/forms/useFormErrors';
import { FieldEditor } from '../contacts/components/FieldEditor';
import { checkField } from '../contacts/fieldValues';
import { useEntityLayout } from '../contacts/hooks/useEntityLayout';
import { accountFormValues, accountSaveBody, accountWindowFields } from './accountForm';
import { useSaveAccount } from './hooks/useSaveAccount';

/** Custom fields travel in the body's otherFields; the form names them by field name. */
const BODY_FIELDS = renamedPath({ 'otherFields.': '' });

/** The account window's form: creating a new account, or editing this one (updatable fields only). */
export function AccountForm({ account, onSaved, onCancel }: { account: Account | null; onSaved: (account: Account) => void; onCancel: () => void }) {
  const { t } = useTranslation();
  const layout = useEntityLayout('account');
  const fields = accountWindowFields(layout.data);
  const mode = account ? 'update' : 'create';
  const [values, setValues] = useState<Record<string, FieldValue>>(() => accountFormValues(account, fields));
  const errors = useFormErrors({ fieldOf: BODY_FIELDS, fields: fields.map((field) => field.fieldName) });
  const save = useSaveAccount(account, onSaved);
  // Each value checked and converted by the field rules (numbers, dates, times) before the window's save rules apply.
  const checked: Record<string, FieldValue> = {};
  const problems: Record<string, string> = {};
  for (const field of fields) {
    const result = checkField(field, values[field.fieldName], values);
    // Accounts have no location field: a location value cannot come back here.
    if (result.ok) checked[field.fieldName] = typeof result.value === 'object' ? null : result.value;
    else problems[field.fieldName] = t(`contacts.${result.error}`);
  }
  const submit = () => {
    errors.setFieldErrors(problems);
    if (Object.keys(problems).length === 0) save.mutate(accountSaveBody(fields, checked, mode), { onError: errors.showFailure });
  };
  const labels: Record<string, string> = {
    name: t('accounts.name'),
    shippingStreet: t('accounts.street'),
    shippingCity: t('accounts.city'),
    shippingState: t('accounts.state'),
    shippingPostalCode: t('accounts.postalCode'),
    shippingCountry: t('accounts.country'),
  };
  return (
    <Stack gap={6} data-testid="account-form">
      <SimpleGrid cols={2} spacing={6}>
        {fields
          .filter((field) => mode === 'create' || field.isUpdatable)
          .map((field) => (
            <FieldEditor
              key={field.fieldName}
              field={{ ...field, label: field.label === field.fieldName ? (labels[field.fieldName] ?? field.label) : field.label }}
              value={values[field.fieldName]}
              values={values}
              error={errors.errorOf(field.fieldName)}
              onChange={(value) => {
                errors.clearFieldError(field.fieldName);
                setValues((current) => ({ ...current, [field.fieldName]: value }));
              }}
              onSubmit={submit}
              onCancel={onCancel}
            />
          ))}
      </SimpleGrid>
      <FormErrorAlert form={errors} title={t('accounts.saveError')} testId="account-save-error" />
      <Group gap={4}>
        <Button size="compact-xs" onClick={submit} loading={save.isPending} disabled={String(values.name ?? '').trim() === ''} data-testid="account-save">
          {t('accounts.save')}
        </Button>
        <Button size="compact-xs" variant="default" onClick={onCancel}>
          {t('accounts.cancel')}
        </Button>
      </Group>
    </Stack>
  );
}
