import { Select, SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { useListFormOptions } from '../hooks/useListFormData';
import type { StepDraft } from '../state/listDraft';

type Options = ReturnType<typeof useListFormOptions>;
const PHONE_FIELDS = ['Phone', 'MobilePhone', 'OtherPhone'] as const;
type PhoneField = (typeof PHONE_FIELDS)[number];
const asPhoneField = (v: string | null): PhoneField | null => ((PHONE_FIELDS as readonly string[]).includes(v ?? '') ? (v as PhoneField) : null);

/** A call step's phone fields (contact and lead) and default call result. */
export function CallStepFields({ step: s, set, options }: { step: StepDraft; set(patch: Partial<StepDraft>): void; options: Options }) {
  const { t } = useTranslation();
  const phones = PHONE_FIELDS.map((p) => ({ value: p, label: t(`listForm.phoneFields.${p}`) }));
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }}>
      <Select
        label={t('listForm.contactPhoneField')}
        data={phones}
        value={s.contactPhoneField}
        onChange={(v) => set({ contactPhoneField: asPhoneField(v) })}
        clearable
        data-testid="step-contact-phone"
      />
      <Select label={t('listForm.leadPhoneField')} data={phones} value={s.leadPhoneField} onChange={(v) => set({ leadPhoneField: asPhoneField(v) })} clearable data-testid="step-lead-phone" />
      <Select
        label={t('listForm.defaultCallResult')}
        data={(options.callResults.data?.callResults ?? []).map((r) => ({ value: r.value, label: r.label }))}
        value={s.defaultCallResult}
        onChange={(v) => set({ defaultCallResult: v })}
        clearable
        placeholder={t('listForm.none')}
        data-testid="step-default-call-result"
      />
    </SimpleGrid>
  );
}
