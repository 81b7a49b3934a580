import { Button, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiCallError } from '@/src/contract/api-call-error';
import { listNameInTitle } from '@/src/domain/lists/list-status-label';
import { ListTargetModal } from './ListTargetModal';
import { ResumeToListModal } from './ResumeToListModal';
import { useAddContactsToList } from '../hooks/useAddContactsToList';

/** "Add to list" (and, for one contact, "Resume to list") outside the lists screens: the contact detail page. */
export function AddToListButton({ contactIds }: { contactIds: readonly number[] }) {
  const { t } = useTranslation();
  const addToList = useAddContactsToList();
  const [open, setOpen] = useState(false);
  const [resumeOpen, setResumeOpen] = useState(false);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  return (
    <>
      <Button size="xs" variant="default" onClick={() => setOpen(true)} data-testid="add-to-list">
        {t('listContacts.addToList')}
      </Button>
      {contactIds.length === 1 && contactIds[0] !== undefined && (
        <>
          <Button size="xs" variant="subtle" onClick={() => setResumeOpen(true)} data-testid="resume-to-list">
            {t('lists.resumeTitle')}
          </Button>
          <ResumeToListModal contactId={contactIds[0]} opened={resumeOpen} onClose={() => setResumeOpen(false)} />
        </>
      )}
      {message && (
        <Text size="xs" c={message.ok ? 'teal' : 'red'} role={message.ok ? 'status' : 'alert'} data-testid="add-to-list-message">
          {message.text}
        </Text>
      )}
      <ListTargetModal
        opened={open}
        title={t('listContacts.addToListTitle')}
        onClose={() => setOpen(false)}
        onChoose={(choice) => {
          setMessage(null);
          addToList(choice, contactIds)
            .then(() => setMessage({ ok: true, text: t('listContacts.added', { name: listNameInTitle(choice.listName) }) }))
            .catch((err: unknown) => setMessage({ ok: false, text: err instanceof ApiCallError && err.status === 423 ? t('lists.paused423') : t('lists.addContactToListError') }));
        }}
      />
    </>
  );
}
