import { Alert, Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { listNameInTitle } from '@/src/domain/lists/list-status-label';
import { sessionState } from '@/src/workspace/session/state';
import { useListTargets } from '../hooks/useListNames';

export interface ListTargetChoice {
  listId: number;
  listName: string;
  stepId: number | null;
}

/**
 * Choose a list and optionally a step: the add-to-list and move-to modals. Admins choose among every
 * list of the tenant (admin flag); others among the lists they may write to.
 */
export function ListTargetModal({
  opened,
  title,
  excludeListId,
  onClose,
  onChoose,
}: {
  opened: boolean;
  title: string;
  excludeListId?: number;
  onClose(): void;
  onChoose(choice: ListTargetChoice): void;
}) {
  const { t } = useTranslation();
  const session = useAtomValue(sessionState);
  const admin = session?.role === 'admin';
  const names = useListTargets(admin, opened);
  const [listId, setListId] = useState<string | null>(null);
  const [stepId, setStepId] = useState<string | null>(null);
  const lists = (names.data?.lists ?? []).filter((l) => l.id !== excludeListId && !l.paused);
  const chosen = lists.find((l) => String(l.id) === listId);
  const close = () => {
    setListId(null);
    setStepId(null);
    onClose();
  };
  return (
    <Modal opened={opened} onClose={close} title={title} data-testid="list-target-modal">
      <Stack gap="sm">
        {names.isError && (
          <Alert color="red" role="alert">
            {t('lists.addToListError')}
          </Alert>
        )}
        <Select
          label={t('listContacts.chooseList')}
          data={lists.map((l) => ({ value: String(l.id), label: listNameInTitle(l.name) }))}
          value={listId}
          onChange={(v) => {
            setListId(v);
            setStepId(null);
          }}
          searchable
          disabled={names.isPending}
          data-testid="list-target-list"
        />
        {chosen && chosen.steps.length > 0 && (
          <Select
            label={t('listContacts.chooseStep')}
            placeholder={t('listContacts.firstStep')}
            data={chosen.steps.map((s) => ({ value: String(s.id), label: `${s.position + 1}. ${s.name}` }))}
            value={stepId}
            onChange={setStepId}
            clearable
            data-testid="list-target-step"
          />
        )}
        {names.isSuccess && lists.length === 0 && <Text c="dimmed">{t('lists.empty')}</Text>}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t('lists.cancel')}
          </Button>
          <Button
            disabled={!chosen}
            onClick={() => {
              if (!chosen) return;
              onChoose({ listId: chosen.id, listName: chosen.name, stepId: stepId ? Number(stepId) : null });
              close();
            }}
            data-testid="list-target-ok"
          >
            {t('lists.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
