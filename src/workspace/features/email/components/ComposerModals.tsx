import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The composer's modals: missing mailbox (spec 1 section 6), 'Too Large' and the paused-list 423 (section 8). */
export function ComposerModals({
  noMailbox,
  tooLarge,
  paused,
  onClose,
  onTooLargeOk,
  onPausedOk,
}: {
  noMailbox: boolean;
  tooLarge: boolean;
  paused: boolean;
  onClose: () => void;
  onTooLargeOk: () => void;
  onPausedOk: () => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Modal opened={noMailbox} onClose={onClose} title={t('email.noMailboxTitle')} data-testid="no-mailbox">
        <Text size="sm">{t('email.noMailbox')}</Text>
        <Group justify="flex-end" mt="md">
          <Button component="a" href="#!/settings/email/accounts" onClick={onClose}>
            {t('email.goToSettings')}
          </Button>
        </Group>
      </Modal>
      <Modal opened={tooLarge} onClose={onTooLargeOk} title={t('email.tooLargeTitle')} data-testid="too-large">
        <Text size="sm" data-testid="too-large-message">
          {t('email.tooLarge')}
        </Text>
        <Group justify="flex-end" mt="md">
          <Button onClick={onTooLargeOk}>{t('email.ok')}</Button>
        </Group>
      </Modal>
      <Modal opened={paused} onClose={onPausedOk} title={t('email.pausedTitle')} data-testid="paused-list">
        <Text size="sm" data-testid="paused-list-message">
          {t('email.paused')}
        </Text>
        <Group justify="flex-end" mt="md">
          <Button onClick={onPausedOk} data-testid="paused-list-ok">
            {t('email.ok')}
          </Button>
        </Group>
      </Modal>
    </>
  );
}
