import { Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useEntityLayout } from '../contacts/hooks/useEntityLayout';
import { useFormat } from '../profile/hooks/useFormat';
import { useAccountOpportunities } from './hooks/useAccountOpportunities';

/** The account page's opportunities: name, stage, close date and amount, each linking to its contact when it has one. */
export function AccountOpportunitiesCard({ accountId }: { accountId: number }) {
  const { t } = useTranslation();
  const fmt = useFormat();
  const opportunities = useAccountOpportunities(accountId);
  // The amount in the currency its layout field names (the default layout: $), as on a contact's card.
  const amountField = useEntityLayout('opportunity').data?.find((f) => f.fieldName === 'amount');
  const currency = typeof amountField?.advancedOptions?.currencySymbol === 'string' ? amountField.advancedOptions.currencySymbol : '$';
  return (
    <Paper withBorder p="sm" data-testid="account-opportunities">
      <Stack gap={4}>
        <Text fw={600} size="sm">
          {t('opportunities.ofAccount')}
        </Text>
        {opportunities.isPending && (
          <Text size="xs" c="dimmed">
            {t('app.loading')}
          </Text>
        )}
        {opportunities.isError && (
          <Text size="xs" c="red">
            {t('opportunities.loadError')}
          </Text>
        )}
        {opportunities.data?.length === 0 && (
          <Text size="xs" c="dimmed">
            {t('opportunities.none')}
          </Text>
        )}
        {opportunities.data?.map((opportunity) => (
          <Group key={opportunity.id} gap={6} wrap="wrap" data-testid="account-opportunity">
            {opportunity.contactId !== null ? (
              <Anchor href={`#!/contacts/${opportunity.contactId}`} size="sm">
                {opportunity.name}
              </Anchor>
            ) : (
              <Text size="sm">{opportunity.name}</Text>
            )}
            <Text size="xs" c="dimmed">
              {[opportunity.opportunityStage?.name, fmt.calendarDay(opportunity.closeDate), opportunity.amount !== null ? fmt.money(opportunity.amount, currency) : null].filter(Boolean).join(' · ')}
            </Text>
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}
