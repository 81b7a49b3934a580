import { Anchor, Group } from '@mantine/core';
import type { ContactListItem } from '@/src/contract';
import { contactName } from '../contactName';
import { ContactTraits } from './ContactTraits';
import { usePhoneNumberFormat } from '@/src/workspace/features/phone/hooks/usePhoneNumberFormat';

export function ContactRow({ contact }: { contact: ContactListItem }) {
  const formatNumber = usePhoneNumberFormat();
  return (
    <Group gap="xs" wrap="nowrap" h="100%" px="xs" data-testid="contact-row" data-contact-id={contact.id}>
      {/* The name keeps its room (up to two thirds of the row); the details line gives way first. */}
      <Anchor href={`#!/contacts/${contact.id}`} fw={500} size="sm" truncate style={{ flexShrink: 0, maxWidth: '66%' }}>
        {contactName(contact)}
      </Anchor>
      <ContactTraits isLead={contact.isLead} details={[contact.companyName, contact.phone && formatNumber(contact.phone), contact.email]} />
    </Group>
  );
}
