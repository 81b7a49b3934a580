import { Badge, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** What follows a contact's name in lists and search results: the lead badge and a dimmed details line. */
export function ContactTraits({ isLead, details }: { isLead: boolean; details: ReadonlyArray<string | null | undefined> }) {
  const { t } = useTranslation();
  return (
    <>
      {isLead && (
        <Badge size="xs" variant="light" style={{ flexShrink: 0 }}>
          {t('contacts.lead')}
        </Badge>
      )}
      <Text size="xs" c="dimmed" truncate style={{ minWidth: 0 }}>
        {details.filter(Boolean).join(' · ')}
      </Text>
    </>
  );
}
