import { Alert, Button, Checkbox, Group, Loader, NumberInput, Paper, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConnectEmailAccount, useDisconnectEmailAccount, useEmailAccounts } from '../hooks/useEmailAccounts';

const errorText = (e: unknown) => (e instanceof Error ? e.message : String(e));

/** Email accounts (spec 3): connect a mailbox by SMTP / IMAP settings; loading, empty, loaded, error. */
export function EmailAccountsSection() {
  const { t } = useTranslation();
  const accounts = useEmailAccounts();
  const [form, setForm] = useState({ address: '', smtpHost: '', smtpPort: 587, smtpSecure: false, username: '', password: '', imapHost: '', imapPort: 993 });
  const connect = useConnectEmailAccount();
  const disconnect = useDisconnectEmailAccount();
  const set = (patch: Partial<typeof form>) => setForm((f) => ({ ...f, ...patch }));

  if (accounts.isLoading) return <Loader size="sm" data-testid="accounts-loading" />;
  if (accounts.isError)
    return (
      <Alert color="red" data-testid="accounts-error">
        {t('emailSettings.accountsError')}
      </Alert>
    );
  const list = accounts.data ?? [];
  return (
    <Stack data-testid="email-accounts" data-state={list.length ? 'loaded' : 'empty'}>
      {list.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('emailSettings.noAccount')}
        </Text>
      )}
      {list.map((a) => (
        <Paper key={a.id} withBorder p="sm" data-testid="email-account">
          <Group justify="space-between">
            <div>
              <Text fw={600}>{a.address}</Text>
              <Text size="xs" c="dimmed">
                {a.usesTenantRelay ? t('emailSettings.tenantRelay') : `SMTP ${a.smtpHost}:${a.smtpPort}${a.imapHost ? ` · IMAP ${a.imapHost}:${a.imapPort}` : ''}`} · {a.state}
              </Text>
            </div>
            <Button size="xs" color="red" variant="light" loading={disconnect.isPending} onClick={() => disconnect.mutate(a.id)}>
              {t('emailSettings.disconnect')}
            </Button>
          </Group>
        </Paper>
      ))}
      {disconnect.isError && <Alert color="red">{t('emailSettings.disconnectError')}</Alert>}
      {list.length === 0 && (
        <Stack gap="xs" maw={480}>
          <TextInput label={t('emailSettings.address')} value={form.address} onChange={(e) => set({ address: e.currentTarget.value })} data-testid="account-address" />
          <Text size="xs" c="dimmed">
            {t('emailSettings.relayHint')}
          </Text>
          <Group grow>
            <TextInput label={t('emailSettings.smtpHost')} value={form.smtpHost} onChange={(e) => set({ smtpHost: e.currentTarget.value })} />
            <NumberInput label={t('emailSettings.smtpPort')} value={form.smtpPort} onChange={(v) => set({ smtpPort: Number(v) || 587 })} />
          </Group>
          <Checkbox label={t('emailSettings.smtpSecure')} checked={form.smtpSecure} onChange={(e) => set({ smtpSecure: e.currentTarget.checked })} />
          <Group grow>
            <TextInput label={t('emailSettings.username')} value={form.username} onChange={(e) => set({ username: e.currentTarget.value })} />
            <PasswordInput label={t('emailSettings.password')} value={form.password} onChange={(e) => set({ password: e.currentTarget.value })} />
          </Group>
          <Group grow>
            <TextInput label={t('emailSettings.imapHost')} value={form.imapHost} onChange={(e) => set({ imapHost: e.currentTarget.value })} />
            <NumberInput label={t('emailSettings.imapPort')} value={form.imapPort} onChange={(v) => set({ imapPort: Number(v) || 993 })} />
          </Group>
          {connect.isError && <Alert color="red">{`${t('emailSettings.connectError')}: ${errorText(connect.error)}`}</Alert>}
          <Button onClick={() => connect.mutate(form)} loading={connect.isPending} disabled={!form.address.trim()} data-testid="account-connect">
            {t('emailSettings.connect')}
          </Button>
        </Stack>
      )}
    </Stack>
  );
}
