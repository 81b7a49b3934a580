import { Alert, Badge, Button, Center, Grid, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { PageProps } from '@/src/workspace/pages';
import { AccountCard } from '../../accounts/AccountCard';
import { RelatedInfoCard } from '../../accounts/RelatedInfoCard';
import { TimelinePanel } from '../../timeline/TimelinePanel';
import { TimelineTasksCard } from '../../tasks/components/TimelineTasksCard';
import { contactName } from '../contactName';
import { useContact } from '../hooks/useContact';
import { useEntityLayout } from '../hooks/useEntityLayout';
import { ContactActions } from './ContactActions';
import { ContactChannels } from './ContactChannels';
import { DeleteContactButton } from './DeleteContactButton';
import { AddToListButton } from '../../lists/components/AddToListButton';
import { FieldLayout } from './FieldLayout';

/** main.contacts.detail: field layout with inline editing, actions, account, opportunities, timeline. */
export function ContactDetailPage({ params }: PageProps) {
  const { t } = useTranslation();
  const contactId = Number(params.contactId);
  const arrival = useMemo(() => ({ email: params.email, smsTo: params.smsTo }), [params.email, params.smsTo]);
  const contact = useContact(contactId);
  const layout = useEntityLayout(contact.data?.isLead ? 'lead' : 'contact', contact.isSuccess);

  if (contact.isError || layout.isError)
    return (
      <Alert color="red" data-testid="contact-error">
        {t('contacts.loadError')}
        <Button size="xs" variant="light" ml="sm" onClick={() => void (contact.isError ? contact.refetch() : layout.refetch())}>
          {t('app.retry')}
        </Button>
      </Alert>
    );
  if (!contact.data || !layout.data)
    return (
      <Center p="lg">
        <Loader aria-label={t('app.loading')} />
      </Center>
    );

  const data = contact.data;
  return (
    <Stack gap="sm" data-testid="contact-detail" data-contact-id={data.id}>
      <Group justify="space-between">
        <Group gap="xs">
          <Title order={3} data-testid="contact-name" title={`${data.firstName} ${data.lastName}`}>
            {contactName(data)}
          </Title>
          <Badge variant="light">{data.isLead ? t('contacts.lead') : t('contacts.contact')}</Badge>
          {data.owner && (
            <Text size="xs" c="dimmed">
              {t('contacts.owner')}: {data.owner.firstName} {data.owner.lastName}
            </Text>
          )}
        </Group>
        <Group gap="xs">
          <ContactActions contact={data} autoCall={params.autoCall === 'true'} arrival={arrival} />
          <AddToListButton contactIds={[data.id]} />
          <DeleteContactButton contact={data} />
        </Group>
      </Group>
      <Grid>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="sm">
            <FieldLayout key={data.id} contact={data} layout={layout.data} />
            <ContactChannels contact={data} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="sm">
            <AccountCard contact={data} />
            <RelatedInfoCard contact={data} />
            <TimelineTasksCard contactId={data.id} />
            <TimelinePanel target={{ kind: 'contact', id: data.id }} />
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
