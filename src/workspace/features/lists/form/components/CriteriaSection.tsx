import { Alert, Checkbox, Paper, SegmentedControl, Stack, TextInput, Title } from '@mantine/core';
import { useNarrowPage } from '@/src/workspace/ui/layout/PageWidth';
import { useTranslation } from 'react-i18next';
import type { ListMetadata } from '@/src/contract';
import type { CondLogicError } from '@/src/domain/lists/cond-logic';
import type { CriteriaType } from '@/src/domain/lists/list-form-rules';
import type { useListFormOptions } from '../hooks/useListFormData';
import type { CriteriaDraft } from '../state/listDraft';
import { ConditionBuilder } from './ConditionBuilder';

type Options = ReturnType<typeof useListFormOptions>;

/** Entry criteria: none (static), conditions (dynamic) or a CRM report id (spec 2 section 4). */
export function CriteriaSection(props: {
  criteria: CriteriaDraft;
  onChange(c: CriteriaDraft): void;
  metadata: ListMetadata;
  options: Options;
  logicError: CondLogicError | null;
  valueErrors: Record<string, string>;
}) {
  const { t } = useTranslation();
  const narrow = useNarrowPage();
  const { criteria: c, onChange } = props;
  const set = (patch: Partial<CriteriaDraft>) => onChange({ ...c, ...patch });
  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <Title order={5}>{t('listForm.sections.criteria')}</Title>
        <SegmentedControl
          // The three choices do not fit side by side in the side panel: stacked there, never cut.
          orientation={narrow ? 'vertical' : 'horizontal'}
          value={c.type}
          onChange={(v) => set({ type: v as CriteriaType })}
          data={(['none', 'condition', 'report'] as const).map((v) => ({ value: v, label: t(`listForm.criteriaTypes.${v}`) }))}
          data-testid="criteria-type"
          aria-label={t('listForm.criteriaType')}
        />
        {c.type === 'report' && (
          <>
            <Alert color="blue" data-testid="report-notice">
              {t('listForm.reportNotice')}
            </Alert>
            <TextInput
              label={t('listForm.reportId')}
              value={c.reportId}
              maxLength={255}
              onChange={(e) => set({ reportId: e.currentTarget.value })}
              error={c.reportId.trim() === '' ? t('listForm.reportRequired') : undefined}
              data-testid="report-id"
            />
            <Checkbox label={t('listForm.reportForceExec')} checked={c.reportForceExec} onChange={(e) => set({ reportForceExec: e.currentTarget.checked })} />
          </>
        )}
        {c.type === 'condition' && <ConditionBuilder criteria={c} set={set} metadata={props.metadata} options={props.options} logicError={props.logicError} valueErrors={props.valueErrors} />}
      </Stack>
    </Paper>
  );
}
