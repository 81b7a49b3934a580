import { Anchor, Badge, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ContactListItem } from '../../../../contract';
import { contactName } from '../contactName';

export function ContactRow({ contact }: { contact: ContactListItem }) {
  const { t } = useTranslation();
  return (
    <Group gap="xs" wrap="nowrap" h="100%" px="xs" data-testid="contact-row" data-contact-id={contact.id}>
      <Anchor href={`#!/contacts/${contact.id}`} fw={500} size="sm" truncate>
        {contactName(contact)}
      </Anchor>
      {contact.isLead && (
        <Badge size="xs" variant="light">
          {t('contacts.lead')}
        </Badge>
      )}
      <Text size="xs" c="dimmed" truncate>
        {[contact.companyName, contact.phone, contact.email].filter(Boolean).join(' · ')}
      </Text>
    </Group>
  );
}
