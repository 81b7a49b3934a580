import { Button, Group, SegmentedControl, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buildContactCreatePayload } from '@/src/domain/fields/contact-create-payload';
import { CONTACT_CREATE_CAPABILITY, prefillContactCreate, type ContactKind } from '@/src/domain/fields/contact-create-prefill';
import type { FieldValue } from '@/src/domain/fields/field-types';
import { countEmptyRequired } from '@/src/domain/fields/required-counter';
import type { PageProps } from '@/src/workspace/pages';
import { navigate } from '@/src/workspace/router/useHashRoute';
import { sessionState } from '@/src/workspace/session/state';
import { FormErrorAlert } from '@/src/workspace/ui/forms/FormErrorAlert';
import { useFormErrors } from '@/src/workspace/ui/forms/useFormErrors';
import { createFormFields, layoutDefaults } from '../createFormFields';
import { CREATE_PAYLOAD_FIELDS } from '../createPayloadFields';
import { useEntityLayout } from '../hooks/useEntityLayout';
import { FieldEditor } from './FieldEditor';
import { useAccountPicker } from '../../accounts/hooks/useAccountPicker';
import { useCreateContact } from '../hooks/useContactCommands';

const text = (value: FieldValue) => (typeof value === 'string' ? value : '');

/** main.contacts.create: a contact or lead, prefilled from type, phone, callId, name and accountId. */
export function ContactCreatePage({ params }: PageProps) {
  const { t } = useTranslation();
  const session = useAtomValue(sessionState);
  const capList = session?.capList ?? [];
  const [prefill] = useState(() => prefillContactCreate(params, { userId: session?.userId ?? 0, capList }));
  const [kind, setKind] = useState<ContactKind>(prefill.type);
  const [values, setValues] = useState<Record<string, FieldValue>>({ firstName: prefill.firstName, lastName: prefill.lastName, phone: prefill.phone, email: '' });
  const [accountId, setAccountId] = useState<string | null>(prefill.accountId ? String(prefill.accountId) : null);
  const layout = useEntityLayout(kind);
  const { fixed, extra } = createFormFields(layout.data ?? [], kind);
  const emptyRequired = countEmptyRequired([...fixed, ...extra], values);
  const accounts = useAccountPicker('', kind === 'contact');
  useEffect(() => {
    // The layout's default values fill what the user has not typed yet.
    if (layout.data) setValues((current) => ({ ...layoutDefaults(layout.data), ...current }));
  }, [layout.data]);
  const shown = [...fixed, ...extra].map((field) => field.fieldName).concat('account');
  const errors = useFormErrors({ fieldOf: CREATE_PAYLOAD_FIELDS, fields: shown });
  const set = (name: string) => (value: FieldValue) => {
    errors.clearFieldError(name);
    setValues((current) => ({ ...current, [name]: value }));
  };

  const create = useCreateContact((contactId) => navigate(`#!/contacts/${contactId}`));
  const bodyOf = () => {
    const payload = buildContactCreatePayload(
      {
        isLead: kind === 'lead',
        firstName: text(values.firstName),
        lastName: text(values.lastName),
        title: text(values.title),
        mailingCity: text(values.mailingCity),
        timezone: text(values.timezone),
        companyName: text(values.companyName),
        leadSource: text(values.leadSource),
        leadStatusId: values.leadStatus ? Number(values.leadStatus) : null,
        accountId: accountId ? Number(accountId) : null,
        ownerId: prefill.ownerId,
        callId: prefill.callId,
        isCallOptOut: values.isCallOptOut === true,
        isEmailOptOut: values.isEmailOptOut === true,
        phones: [{ type: 'work', number: text(values.phone), isPrimary: true }],
        emails: [{ type: 'work', address: text(values.email), isPrimary: true }],
        otherFields: values,
      },
      extra.filter((field) => !field.isStandard),
      new Date(),
    );
    const orNull = (value: string) => value || null;
    return {
      ...payload,
      title: orNull(payload.title),
      mailingCity: orNull(payload.mailingCity),
      timezone: orNull(payload.timezone),
      leadSource: orNull(payload.leadSource),
      companyName: orNull(payload.companyName),
    };
  };

  return (
    <Stack maw={720} gap="sm" data-testid="contact-create">
      <Title order={3}>{t('contacts.create.title')}</Title>
      <SegmentedControl
        aria-label={t('contacts.create.type')}
        value={kind}
        onChange={(value) => setKind(value as ContactKind)}
        data={[
          { value: 'contact', label: t('contacts.contact'), disabled: !capList.includes(CONTACT_CREATE_CAPABILITY) },
          { value: 'lead', label: t('contacts.lead') },
        ]}
        data-testid="create-type"
        data-value={kind}
      />
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (emptyRequired > 0) return;
          errors.reset();
          create.mutate(bodyOf(), { onError: errors.showFailure });
        }}
      >
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            {fixed.map((field) => (
              <FieldEditor key={field.fieldName} labelled field={field} value={values[field.fieldName]} values={values} error={errors.errorOf(field.fieldName)} onChange={set(field.fieldName)} />
            ))}
            {kind === 'contact' && (
              <Select
                label={t('contacts.create.account')}
                clearable
                searchable
                data={(accounts.data?.accounts ?? []).map((a) => ({ value: String(a.id), label: a.name }))}
                value={accountId}
                error={errors.errorOf('account')}
                onChange={(next) => {
                  errors.clearFieldError('account');
                  setAccountId(next);
                }}
                data-testid="create-account"
              />
            )}
            {extra.map((field) => (
              <FieldEditor key={field.fieldName} labelled field={field} value={values[field.fieldName]} values={values} error={errors.errorOf(field.fieldName)} onChange={set(field.fieldName)} />
            ))}
          </SimpleGrid>
          {emptyRequired > 0 && (
            <Text size="xs" c="red" data-testid="create-required-counter">
              {t('contacts.requiredEmpty', { count: emptyRequired })}
            </Text>
          )}
          <FormErrorAlert form={errors} title={t('contacts.create.error')} testId="create-error" />
          <Group>
            <Button type="submit" loading={create.isPending} disabled={emptyRequired > 0 || layout.isPending} data-testid="create-submit">
              {t('contacts.create.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
