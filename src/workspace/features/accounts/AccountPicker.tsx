import { Button, Group, Select, Stack } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TOP_SEARCH_DEBOUNCE_MS } from '../search/searchConstants';
import { useAccountPicker } from './hooks/useAccountPicker';

/** Reassign mode: pick another account (the picker asks for offset 0, limit 100 of a search). */
export function AccountPicker(props: { canCreate: boolean; saving: boolean; onPick: (accountId: number) => void; onCreate: () => void; onCancel: () => void }) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), TOP_SEARCH_DEBOUNCE_MS);
  const accounts = useAccountPicker(debounced);
  return (
    <Stack gap={6} data-testid="account-picker">
      <Select
        size="xs"
        searchable
        autoFocus
        label={t('accounts.pick')}
        placeholder={t('accounts.searchAccounts')}
        searchValue={search}
        onSearchChange={setSearch}
        filter={({ options }) => options}
        nothingFoundMessage={accounts.isPending ? t('app.loading') : t('accounts.noAccounts')}
        data={(accounts.data?.accounts ?? []).map((account) => ({ value: String(account.id), label: account.name }))}
        onChange={(value) => value && props.onPick(Number(value))}
        disabled={props.saving}
        data-testid="account-picker-input"
      />
      <Group gap={4}>
        {props.canCreate && (
          <Button size="compact-xs" variant="light" onClick={props.onCreate} data-testid="add-account">
            {t('accounts.addAccount')}
          </Button>
        )}
        <Button size="compact-xs" variant="default" onClick={props.onCancel}>
          {t('accounts.cancel')}
        </Button>
      </Group>
    </Stack>
  );
}
