import { Alert, Anchor, Badge, Button, Card, Center, Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ApiCallError } from '@/src/contract/api-call-error';
import type { PageProps } from '@/src/workspace/pages';
import { useFormat } from '../../profile/hooks/useFormat';
import { useListContactDetail } from '../hooks/useListContactDetail';
import { usePhoneNumberFormat } from '@/src/workspace/features/phone/hooks/usePhoneNumberFormat';

/** #!/lists/{listId}/contacts/{contactId} (spec 2 section 2): a contact inside a list: where it stands in the playbook and the calls made to it on this list. */
export function ListContactPage({ params }: PageProps) {
  const { t } = useTranslation();
  const formatNumber = usePhoneNumberFormat();
  const fmt = useFormat();
  const listId = Number(params.listId);
  const contactId = Number(params.contactId);
  const detail = useListContactDetail(listId, contactId);
  if (detail.isPending)
    return (
      <Center p="xl">
        <Loader aria-label={t('lists.loading')} />
      </Center>
    );
  if (detail.isError)
    return (
      <Alert color="red" data-testid="list-contact-error">
        <Group justify="space-between">
          <Text size="sm">{detail.error instanceof ApiCallError && detail.error.status === 404 ? detail.error.message : t('lists.loadError')}</Text>
          <Button size="xs" variant="light" onClick={() => void detail.refetch()}>
            {t('lists.contactPage.retry')}
          </Button>
        </Group>
      </Alert>
    );
  const { list, contact, step, calls } = detail.data;
  return (
    <Stack gap="sm" data-testid="list-contact-page">
      <Group gap={6}>
        <Anchor href={`#!/lists/${list.id}`} data-testid="list-contact-list">
          {list.name}
        </Anchor>
        <Text c="dimmed">›</Text>
        <Title order={3} data-testid="list-contact-name">
          {contact.name}
        </Title>
      </Group>
      <Card withBorder>
        <Stack gap={4}>
          <Group gap="xs">
            <Badge variant="light" data-testid="list-contact-status">
              {contact.listStatus}
            </Badge>
            {list.playbookName && <Text size="sm">{list.playbookName}</Text>}
          </Group>
          <Text size="sm" data-testid="list-contact-step">
            {t('lists.contactPage.step')}: {step ? `${step.name} (${step.action})` : t('lists.contactPage.noStep')}
          </Text>
          <Text size="sm">
            {t('lists.contactPage.dueSince')}: {fmt.dateTime(contact.playbookStepEnabledAt)}
          </Text>
          {contact.phones.length > 0 && (
            <Text size="sm">
              {t('lists.contactPage.phones')}: {contact.phones.map((p) => `${formatNumber(p.number)} (${p.type})`).join(', ')}
            </Text>
          )}
          {contact.email && (
            <Text size="sm">
              {t('lists.contactPage.email')}: {contact.email}
            </Text>
          )}
          <Anchor href={`#!/contacts/${contact.id}`} size="sm" data-testid="list-contact-open">
            {t('lists.contactPage.openContact')}
          </Anchor>
        </Stack>
      </Card>
      <Title order={5}>{t('lists.contactPage.calls')}</Title>
      {calls.length === 0 ? (
        <Text c="dimmed" data-testid="list-contact-no-calls">
          {t('lists.contactPage.noCalls')}
        </Text>
      ) : (
        <Table data-testid="list-contact-calls">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('lists.contactPage.when')}</Table.Th>
              <Table.Th>{t('lists.contactPage.result')}</Table.Th>
              <Table.Th>{t('lists.contactPage.duration')}</Table.Th>
              <Table.Th>{t('lists.contactPage.user')}</Table.Th>
              <Table.Th>{t('lists.contactPage.step')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {calls.map((call) => (
              <Table.Tr key={call.id} data-testid="list-contact-call">
                <Table.Td>{fmt.dateTime(call.occurredAt)}</Table.Td>
                <Table.Td>{call.result ?? ''}</Table.Td>
                <Table.Td>{fmt.duration(call.durationSeconds)}</Table.Td>
                <Table.Td>{call.userName ?? ''}</Table.Td>
                <Table.Td>{call.stepName ?? ''}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
