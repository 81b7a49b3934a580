import { Alert, Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiCallError } from '@/src/contract/api-call-error';
import { listNameInTitle } from '@/src/domain/lists/list-status-label';
import { useResumeContact, useResumeLists } from '../hooks/useResumeLists';

/**
 * Puts a contact back into a list it left (exited or completed, on a list that allows contacts back):
 * the lists offered come from GET /contacts/lists/resume.
 */
export function ResumeToListModal({ contactId, opened, onClose }: { contactId: number; opened: boolean; onClose(): void }) {
  const { t } = useTranslation();
  const lists = useResumeLists(contactId, opened);
  const resumeContact = useResumeContact();
  const [listId, setListId] = useState<string | null>(null);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const close = () => {
    setListId(null);
    setMessage(null);
    onClose();
  };
  const resume = async () => {
    const chosen = lists.data?.lists.find((l) => String(l.id) === listId);
    if (!chosen) return;
    try {
      await resumeContact(chosen.id, contactId);
      setMessage({ ok: true, text: t('lists.resumedContact', { name: listNameInTitle(chosen.name) }) });
      void lists.refetch();
    } catch (err) {
      setMessage({ ok: false, text: err instanceof ApiCallError && err.status === 423 ? t('lists.paused423') : t('lists.addToListError') });
    }
  };
  const options = (lists.data?.lists ?? []).map((l) => ({ value: String(l.id), label: `${listNameInTitle(l.name)} (${l.listStatus})` }));
  return (
    <Modal opened={opened} onClose={close} title={t('lists.resumeTitle')} data-testid="resume-to-list-modal">
      <Stack gap="sm">
        {lists.isError && (
          <Alert color="red" role="alert">
            {t('lists.addToListError')}
          </Alert>
        )}
        {lists.isSuccess && options.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('lists.resumeNone')}
          </Text>
        ) : (
          <Select label={t('listContacts.chooseList')} data={options} value={listId} onChange={setListId} disabled={!lists.isSuccess} data-testid="resume-list" />
        )}
        {message && (
          <Text size="sm" c={message.ok ? 'teal' : 'red'} role={message.ok ? 'status' : 'alert'}>
            {message.text}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t('lists.cancel')}
          </Button>
          <Button disabled={!listId} onClick={() => void resume()} data-testid="resume-ok">
            {t('lists.RESUME')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
