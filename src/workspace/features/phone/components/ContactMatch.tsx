import { Anchor, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { CallInfoContact } from '@/src/contract';

/** The contact (or lead) with the typed number, from call info by number. */
export function ContactMatch({ query }: { query: UseQueryResult<CallInfoContact[]> }) {
  const { t } = useTranslation();
  if (query.isError)
    return (
      <Text size="xs" c="red">
        {t('phone.lookupError')}
      </Text>
    );
  if (!query.data) return null;
  const [contact] = query.data;
  if (!contact)
    return (
      <Text size="xs" c="dimmed" data-testid="contact-match">
        {t('phone.noContact')}
      </Text>
    );
  return (
    <Text size="sm" data-testid="contact-match">
      {t('phone.contactMatch')}:{' '}
      <Anchor href={`#!/contacts/${contact.id}`}>
        {contact.firstName} {contact.lastName}
      </Anchor>
      {contact.companyName ? ` · ${contact.companyName}` : ''}
    </Text>
  );
}
