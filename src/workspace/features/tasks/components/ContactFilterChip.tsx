import { Badge, CloseButton, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { navigate } from '@/src/workspace/router/useHashRoute';
import { useFilterContact } from '../hooks/useFilterContact';

/** The filterContact parameter of #!/tasks, shown as a chip that clears it. */
export function ContactFilterChip({ contactId }: { contactId: number }) {
  const { t } = useTranslation();
  const contact = useFilterContact(contactId);
  const name = contact.data ? `${contact.data.contact.firstName ?? ''} ${contact.data.contact.lastName ?? ''}`.trim() : `#${contactId}`;
  return (
    <Group gap={4} data-testid="tasks-filter-contact" data-contact-id={contactId}>
      <Badge variant="light" size="lg" tt="none">
        {t('tasks.filterContact', { name })}
      </Badge>
      <CloseButton size="sm" aria-label={t('tasks.filterContactClear')} onClick={() => navigate('#!/tasks')} data-testid="tasks-filter-contact-clear" />
    </Group>
  );
}
