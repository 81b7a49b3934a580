import { Button, Group, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Opportunity, OpportunityBody } from '@/src/contract';
import { UNSET_PICKLIST_ID } from '@/src/domain/fields/field-constants';
import { renamedPath } from '@/src/domain/forms/form-issues';
import { FormErrorAlert } from '@/src/workspace/ui/forms/FormErrorAlert';
import { useFormErrors } from '@/src/workspace/ui/forms/useFormErrors';
import { useOpportunityStatuses, useSaveOpportunity } from './hooks/useOpportunities';

interface Props {
  opportunity: Opportunity | null;
  contactId: number;
  accountId: number | null;
  onSaved: () => void;
  onCancel: () => void;
}

const FORM_FIELDS = ['name', 'opportunityStage', 'closeDate', 'amount'];
const BODY_FIELDS = renamedPath({ 'opportunityStage.id': 'opportunityStage' });

/** Creates or edits an opportunity; an unset stage is sent as id -1 (entity window rule). */
export function OpportunityForm({ opportunity, contactId, accountId, onSaved, onCancel }: Props) {
  const { t } = useTranslation();
  const stages = useOpportunityStatuses();
  const [name, setName] = useState(opportunity?.name ?? '');
  const [stageId, setStageId] = useState<string | null>(opportunity?.opportunityStage ? String(opportunity.opportunityStage.id) : null);
  const [closeDate, setCloseDate] = useState(opportunity?.closeDate ?? '');
  const [amount, setAmount] = useState(opportunity?.amount === null || opportunity?.amount === undefined ? '' : String(opportunity.amount));
  const amountValue = amount.trim() === '' ? null : Number(amount);
  const valid = name.trim() !== '' && (amountValue === null || Number.isFinite(amountValue));
  const save = useSaveOpportunity(opportunity, onSaved);
  const errors = useFormErrors({ fieldOf: BODY_FIELDS, fields: FORM_FIELDS });
  /** Changing a field takes its server mark away. */
  const edited =
    <T,>(name: string, set: (value: T) => void) =>
    (value: T) => {
      errors.clearFieldError(name);
      set(value);
    };
  const bodyOf = (): OpportunityBody => ({
    name: name.trim(),
    closeDate: closeDate || null,
    amount: amountValue,
    opportunityStage: { id: stageId ? Number(stageId) : UNSET_PICKLIST_ID },
    contactId: opportunity ? (opportunity.contactId ?? contactId) : contactId,
    accountId: opportunity ? (opportunity.account?.id ?? accountId) : accountId,
  });
  return (
    <Stack gap={6} data-testid="opportunity-form">
      <SimpleGrid cols={2} spacing={6}>
        <TextInput
          size="xs"
          label={t('opportunities.name')}
          value={name}
          onChange={(e) => edited('name', setName)(e.currentTarget.value)}
          error={name.trim() === '' && save.isIdle ? undefined : name.trim() === '' ? t('opportunities.nameRequired') : errors.errorOf('name')}
          data-testid="opportunity-name"
          autoFocus
        />
        <Select
          size="xs"
          label={t('opportunities.stage')}
          clearable
          data={(stages.data ?? []).map((s) => ({ value: String(s.id), label: s.name }))}
          value={stageId}
          onChange={edited('opportunityStage', setStageId)}
          error={errors.errorOf('opportunityStage')}
          data-testid="opportunity-stage"
        />
        <TextInput
          size="xs"
          type="date"
          label={t('opportunities.closeDate')}
          value={closeDate}
          onChange={(e) => edited('closeDate', setCloseDate)(e.currentTarget.value)}
          error={errors.errorOf('closeDate')}
          data-testid="opportunity-close-date"
        />
        <TextInput
          size="xs"
          inputMode="decimal"
          label={t('opportunities.amount')}
          value={amount}
          onChange={(e) => edited('amount', setAmount)(e.currentTarget.value)}
          error={amountValue !== null && !Number.isFinite(amountValue) ? t('contacts.invalid') : errors.errorOf('amount')}
          data-testid="opportunity-amount"
        />
      </SimpleGrid>
      <FormErrorAlert form={errors} title={t('opportunities.saveError')} testId="opportunity-save-error" />
      <Group gap={4}>
        <Button
          size="compact-xs"
          onClick={() => {
            errors.reset();
            save.mutate(bodyOf(), { onError: errors.showFailure });
          }}
          loading={save.isPending}
          disabled={!valid}
          data-testid="opportunity-save"
        >
          {t('opportunities.save')}
        </Button>
        <Button size="compact-xs" variant="default" onClick={onCancel}>
          {t('opportunities.cancel')}
        </Button>
      </Group>
    </Stack>
  );
}
