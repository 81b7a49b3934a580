import { Button, Checkbox, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface ConfirmRequest {
  title: string;
  text: string;
  /** The label of a checkbox that must be ticked first (reset). */
  checkLabel?: string;
  onConfirm(): void;
}

/** Asks before a destructive list action; reset needs its confirmation checkbox ticked. */
export function ConfirmModal({ request, onClose }: { request: ConfirmRequest | null; onClose(): void }) {
  const { t } = useTranslation();
  const [checked, setChecked] = useState(false);
  const close = () => {
    setChecked(false);
    onClose();
  };
  return (
    <Modal opened={request !== null} onClose={close} title={request?.title} data-testid="list-confirm">
      {request && (
        <Stack gap="sm">
          <Text size="sm">{request.text}</Text>
          {request.checkLabel && <Checkbox label={request.checkLabel} checked={checked} onChange={(e) => setChecked(e.currentTarget.checked)} data-testid="list-confirm-check" />}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('lists.cancel')}
            </Button>
            <Button
              color="red"
              disabled={Boolean(request.checkLabel) && !checked}
              onClick={() => {
                request.onConfirm();
                close();
              }}
              data-testid="list-confirm-ok"
            >
              {t('lists.confirm')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
