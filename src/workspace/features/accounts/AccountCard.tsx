import { Button, Collapse, Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { useAtomValue } from 'jotai';
import { useEffect, useReducer } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import type { Account, Contact } from '@/src/contract';
import { accountCard, initialAccountCard } from '@/src/domain/fields/account-card';
import { sessionState } from '../../session/state';
import { useUpdateContact } from '../contacts/hooks/useUpdateContact';
import { AccountForm } from './AccountForm';
import { AccountPicker } from './AccountPicker';
import { useAccount } from './hooks/useAccount';
import { accountKeys } from './accountKeys';

const ACCOUNT_CREATE = 'account.create';

/**
 * The account card: notDefined, loading, ready, editing (reassign or edit) and creating. Clicking
 * it when notDefined starts reassigning; clicking it when ready toggles the account window.
 */
export function AccountCard({ contact }: { contact: Contact }) {
  const { t } = useTranslation();
  const session = useAtomValue(sessionState);
  const queryClient = useQueryClient();
  const accountId = contact.account?.id ?? null;
  const [state, dispatch] = useReducer(accountCard, accountId, initialAccountCard);
  const account = useAccount(state.accountId);
  const update = useUpdateContact(contact.id);

  useEffect(() => dispatch({ type: 'load', accountId }), [accountId]);
  // Settles whenever the card is loading, also when the account was already cached (no new fetch to wait for).
  useEffect(() => {
    if (state.status !== 'loading') return;
    if (account.isSuccess) dispatch({ type: 'loaded' });
    if (account.isError) dispatch({ type: 'loadFailed' });
  }, [account.isSuccess, account.isError, state.status, state.accountId]);

  const assign = (id: number) => update.mutate({ accountId: id }, { onSuccess: () => dispatch({ type: 'saved', accountId: id }) });
  const saved = (saved: Account) => {
    queryClient.setQueryData(accountKeys.detail(saved.id), saved);
    void queryClient.invalidateQueries({ queryKey: accountKeys.pickers });
    if (state.status === 'creating') assign(saved.id);
    else dispatch({ type: 'saved', accountId: saved.id });
  };

  return (
    <Paper withBorder p="sm" data-testid="account-card" data-state={state.status}>
      <Text size="xs" c="dimmed" mb={4}>
        {t('accounts.card')}
      </Text>
      {state.status === 'loading' && <Text size="sm">{t('accounts.loading')}</Text>}
      {state.status === 'notDefined' && (
        <UnstyledButton onClick={() => dispatch({ type: 'click' })} data-testid="account-card-toggle">
          <Text size="sm" c="dimmed">
            {t('accounts.notDefined')}
          </Text>
        </UnstyledButton>
      )}
      {state.status === 'ready' && account.data && (
        <Stack gap={4}>
          <UnstyledButton onClick={() => dispatch({ type: 'click' })} aria-expanded={state.windowOpen} data-testid="account-card-toggle">
            <Text fw={600} size="sm" data-testid="account-name">
              {account.data.name}
            </Text>
          </UnstyledButton>
          <Collapse expanded={state.windowOpen}>
            <Stack gap={2} data-testid="account-window">
              <Text size="xs">
                {[account.data.shippingStreet, account.data.shippingCity, account.data.shippingState, account.data.shippingPostalCode, account.data.shippingCountry].filter(Boolean).join(', ')}
              </Text>
              <Text size="xs" c="dimmed">
                {t('accounts.contacts', { count: account.data.contactCount })}
              </Text>
              <Group gap={4}>
                <Button size="compact-xs" variant="light" onClick={() => dispatch({ type: 'edit' })}>
                  {t('accounts.edit')}
                </Button>
                <Button size="compact-xs" variant="subtle" onClick={() => dispatch({ type: 'reassign' })} data-testid="account-reassign">
                  {t('accounts.reassign')}
                </Button>
                <Button component="a" size="compact-xs" variant="subtle" href={`#!/accounts/${account.data.id}`} data-testid="account-open-timeline">
                  {t('accounts.openTimeline')}
                </Button>
              </Group>
            </Stack>
          </Collapse>
        </Stack>
      )}
      {state.status === 'editing' && state.reassign && (
        <AccountPicker
          canCreate={session?.capList.includes(ACCOUNT_CREATE) ?? false}
          saving={update.isPending}
          onPick={assign}
          onCreate={() => dispatch({ type: 'create' })}
          onCancel={() => dispatch({ type: 'cancel' })}
        />
      )}
      {state.status === 'editing' && !state.reassign && account.data && <AccountForm account={account.data} onSaved={saved} onCancel={() => dispatch({ type: 'cancel' })} />}
      {state.status === 'creating' && <AccountForm account={null} onSaved={saved} onCancel={() => dispatch({ type: 'cancel' })} />}
    </Paper>
  );
}
