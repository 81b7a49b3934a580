import { Group, SegmentedControl, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CondLogicError } from '@/src/domain/lists/cond-logic';
import type { CriteriaDraft } from '../state/listDraft';

/** Match all, any, or an advanced expression checked live by the shared validator; its key is shown beside clear English. */
export function LogicField({ criteria: c, set, error }: { criteria: CriteriaDraft; set(patch: Partial<CriteriaDraft>): void; error: CondLogicError | null }) {
  const { t } = useTranslation();
  return (
    <Group align="flex-start" gap="md" wrap="wrap">
      <div>
        <Text size="sm" fw={500} mb={4}>
          {t('listForm.logic')}
        </Text>
        <SegmentedControl
          value={c.logicType}
          onChange={(v) => set({ logicType: v === 'any' || v === 'advanced' ? v : 'all' })}
          data={(['all', 'any', 'advanced'] as const).map((v) => ({ value: v, label: t(`listForm.logicTypes.${v}`) }))}
          data-testid="logic-type"
        />
      </div>
      {c.logicType === 'advanced' && (
        <TextInput
          label={t('listForm.logicExpression')}
          placeholder={t('listForm.logicPlaceholder')}
          value={c.logic}
          maxLength={2000}
          onChange={(e) => set({ logic: e.currentTarget.value })}
          style={{ flex: 1, minWidth: 260 }}
          error={
            error ? (
              <span data-testid="logic-error">
                {t(`listForm.logicErrors.${error}`)} <code>{error}</code>
              </span>
            ) : undefined
          }
          data-testid="logic-expression"
        />
      )}
    </Group>
  );
}
