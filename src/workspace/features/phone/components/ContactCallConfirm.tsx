import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** 'This contact was called within last {interval} minutes. Do you want to proceed?' Proceed / Cancel. */
export function ContactCallConfirm({ text, onProceed, onCancel }: { text: string; onProceed: () => void; onCancel: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal opened onClose={onCancel} title={t('phone.confirmTitle')} centered>
      <Text data-testid="contact-call-confirm">{text}</Text>
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onCancel}>
          {t('phone.cancel')}
        </Button>
        <Button onClick={onProceed} data-autofocus>
          {t('phone.proceed')}
        </Button>
      </Group>
    </Modal>
  );
}
