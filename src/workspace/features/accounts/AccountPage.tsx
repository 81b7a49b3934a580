import { Alert, Button, Center, Grid, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PageProps } from '../../pages';
import { TimelinePanel } from '../timeline/TimelinePanel';
import { AccountOpportunitiesCard } from './AccountOpportunitiesCard';
import { useAccount } from './hooks/useAccount';

/** `#!/accounts/{accountId}`: the account card, its opportunities and the account's live timeline (its contacts' activity, each naming its contact, and its own events). */
export function AccountPage({ params }: PageProps) {
  const { t } = useTranslation();
  const accountId = Number(params.accountId);
  const account = useAccount(accountId);

  if (account.isError)
    return (
      <Alert color="red" data-testid="account-error">
        {t('accounts.loadError')}
        <Button size="xs" variant="light" ml="sm" onClick={() => void account.refetch()}>
          {t('app.retry')}
        </Button>
      </Alert>
    );
  if (!account.data)
    return (
      <Center p="lg">
        <Loader aria-label={t('app.loading')} />
      </Center>
    );

  const data = account.data;
  const address = [data.shippingStreet, data.shippingCity, data.shippingState, data.shippingPostalCode, data.shippingCountry].filter(Boolean).join(', ');
  return (
    <Grid data-testid="account-page" data-account-id={data.id}>
      <Grid.Col span={{ base: 12, md: 5 }}>
        <Stack gap="sm">
          <Paper withBorder p="sm" data-testid="account-page-card">
            <Stack gap={4}>
              <Text size="xs" c="dimmed">
                {t('accounts.pageTitle')}
              </Text>
              <Title order={3} data-testid="account-page-name">
                {data.name}
              </Title>
              {address && (
                <Text size="sm" title={t('accounts.address')}>
                  {address}
                </Text>
              )}
              <Text size="xs" c="dimmed">
                {t('accounts.contacts', { count: data.contactCount })}
              </Text>
              {data.otherFields &&
                Object.entries(data.otherFields)
                  .filter(([, value]) => value !== null && value !== '')
                  .map(([name, value]) => (
                    <Text key={name} size="xs">
                      {name.replace(/__c$/, '').replace(/_/g, ' ')}: {String(value)}
                    </Text>
                  ))}
            </Stack>
          </Paper>
          <AccountOpportunitiesCard accountId={data.id} />
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 7 }}>
        <TimelinePanel target={{ kind: 'account', id: data.id }} />
      </Grid.Col>
    </Grid>
  );
}
