import { Anchor, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useReducer, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Contact, Opportunity } from '@/src/contract';
import { relatedInfoCard } from '@/src/domain/fields/related-info-card';
import { contactName } from '../contacts/contactName';
import { OpportunityForm } from './OpportunityForm';
import { contactKeys } from '../contacts/contactKeys';
import { useEntityLayout } from '../contacts/hooks/useEntityLayout';
import { useRelatedInfo } from '../contacts/hooks/useRelatedInfo';
import { useFormat } from '../profile/hooks/useFormat';

/**
 * The related-info card (loading, ready, notDefined, editing): the contact's opportunities, which
 * are edited here, and the other contacts of its account.
 */
export function RelatedInfoCard({ contact }: { contact: Contact }) {
  const { t } = useTranslation();
  const fmt = useFormat();
  // An opportunity's amount in the currency its layout field names (the default layout: $).
  const amountField = useEntityLayout('opportunity').data?.find((f) => f.fieldName === 'amount');
  const amountCurrency = typeof amountField?.advancedOptions?.currencySymbol === 'string' ? amountField.advancedOptions.currencySymbol : '$';
  const queryClient = useQueryClient();
  const related = useRelatedInfo(contact.id);
  const [status, dispatch] = useReducer(relatedInfoCard, 'loading');
  const [editing, setEditing] = useState<Opportunity | 'new' | null>(null);
  const hasInfo = (related.data?.opportunities.length ?? 0) + (related.data?.contacts.length ?? 0) > 0;

  useEffect(() => {
    if (related.isPending) dispatch({ type: 'load' });
    else if (related.isError) dispatch({ type: 'loadFailed' });
    else dispatch({ type: 'loaded', hasInfo });
  }, [related.isPending, related.isError, hasInfo, related.dataUpdatedAt]);

  const startEdit = (target: Opportunity | 'new') => {
    setEditing(target);
    dispatch({ type: 'edit' });
  };
  const finish = (saved: boolean) => {
    setEditing(null);
    if (saved) {
      dispatch({ type: 'saved' });
      void queryClient.invalidateQueries({ queryKey: contactKeys.related(contact.id) });
    } else dispatch({ type: 'cancel', hasInfo });
  };
  const others = (related.data?.contacts ?? []).filter((other) => other.id !== contact.id);

  return (
    <Paper withBorder p="sm" data-testid="related-info" data-state={status}>
      <Group justify="space-between" mb={4}>
        <Text size="xs" c="dimmed">
          {t('opportunities.title')}
        </Text>
        {status !== 'editing' && status !== 'loading' && (
          <Button size="compact-xs" variant="light" onClick={() => startEdit('new')} data-testid="add-opportunity">
            {t('opportunities.add')}
          </Button>
        )}
      </Group>
      {status === 'loading' && <Text size="sm">{t('related.loading')}</Text>}
      {related.isError && (
        <Text size="sm" c="red">
          {t('contacts.loadError')}
        </Text>
      )}
      {status === 'editing' && editing !== null && (
        <OpportunityForm opportunity={editing === 'new' ? null : editing} contactId={contact.id} accountId={contact.account?.id ?? null} onSaved={() => finish(true)} onCancel={() => finish(false)} />
      )}
      {status !== 'loading' && related.data && (
        <Stack gap={4} mt={4}>
          {related.data.opportunities.length === 0 && (
            <Text size="sm" c="dimmed">
              {t('opportunities.none')}
            </Text>
          )}
          {related.data.opportunities.map((opportunity) => (
            <Group key={opportunity.id} justify="space-between" wrap="nowrap" data-testid="opportunity-row">
              <Text size="sm" truncate>
                {opportunity.name}
                <Text span size="xs" c="dimmed">
                  {' '}
                  {[opportunity.opportunityStage?.name, fmt.calendarDay(opportunity.closeDate), opportunity.amount !== null ? fmt.money(opportunity.amount, amountCurrency) : null]
                    .filter(Boolean)
                    .join(' · ')}
                </Text>
              </Text>
              {status !== 'editing' && (
                <Button size="compact-xs" variant="subtle" onClick={() => startEdit(opportunity)}>
                  {t('opportunities.edit')}
                </Button>
              )}
            </Group>
          ))}
          {others.length > 0 && (
            <>
              <Text size="xs" c="dimmed" mt={4}>
                {t('related.otherContacts')}
              </Text>
              <Group gap={6}>
                {others.slice(0, 20).map((other) => (
                  <Anchor key={other.id} size="xs" href={`#!/contacts/${other.id}`}>
                    {contactName(other)}
                  </Anchor>
                ))}
              </Group>
            </>
          )}
        </Stack>
      )}
    </Paper>
  );
}
