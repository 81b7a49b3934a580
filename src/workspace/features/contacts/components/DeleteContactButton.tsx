import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import type { Contact } from '@/src/contract';
import { navigate } from '@/src/workspace/router/useHashRoute';
import { contactName } from '../contactName';
import { useDeleteContact } from '../hooks/useContactCommands';

/** Delete with confirmation; failure says 'Unable to delete contact' (or lead). */
export function DeleteContactButton({ contact }: { contact: Contact }) {
  const { t } = useTranslation();
  const [opened, { open, close }] = useDisclosure(false);
  const remove = useDeleteContact(contact.id, () => {
    close();
    navigate('#!/contacts/list');
  });
  return (
    <>
      <Button size="xs" color="red" variant="subtle" onClick={open} data-testid="delete-contact">
        {t('contacts.delete')}
      </Button>
      <Modal opened={opened} onClose={close} title={t('contacts.delete')} centered>
        <Stack>
          <Text size="sm">{t('contacts.deleteConfirm', { name: contactName(contact) })}</Text>
          {remove.isError && (
            <Alert color="red" data-testid="delete-error">
              {t(contact.isLead ? 'contacts.deleteLeadError' : 'contacts.deleteContactError')}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('contacts.cancel')}
            </Button>
            <Button color="red" loading={remove.isPending} onClick={() => remove.mutate()} data-testid="confirm-delete">
              {t('contacts.delete')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
