import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Saving changed entry criteria of an existing list: save the edit, make a new list, or cancel (spec 2 section 4). */
export function CriteriaChoiceModal({ opened, onSaveEdit, onNewList, onCancel }: { opened: boolean; onSaveEdit(): void; onNewList(): void; onCancel(): void }) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onCancel} title={t('listForm.criteriaChoiceTitle')} data-testid="criteria-choice">
      <Stack>
        <Text size="sm">{t('listForm.criteriaChoiceText')}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} data-testid="criteria-choice-cancel">
            {t('listForm.cancel')}
          </Button>
          <Button variant="light" onClick={onNewList} data-testid="criteria-choice-new">
            {t('listForm.makeNewList')}
          </Button>
          <Button onClick={onSaveEdit} data-testid="criteria-choice-save">
            {t('listForm.saveEdit')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
