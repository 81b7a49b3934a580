import { Alert, Button, Code, CopyButton, Group, Modal, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/src/workspace/ui/ConfirmDialog';

/** A generated password, shown this once (spec 3: new user, reset password). */
export function ShownPasswordModal({ name, password, onClose }: { name: string; password: string; onClose(): void }) {
  const { t } = useTranslation();
  return (
    <Modal opened onClose={onClose} title={t('users.passwordTitle', { name })} data-testid="shown-password">
      <Stack>
        <Alert color="yellow">{t('users.passwordOnce', { name })}</Alert>
        <Group justify="space-between">
          <Code fz="lg" data-testid="shown-password-value">
            {password}
          </Code>
          <CopyButton value={password}>
            {({ copied, copy }) => (
              <Button size="xs" variant="light" onClick={copy}>
                {copied ? t('users.copied') : t('users.copy')}
              </Button>
            )}
          </CopyButton>
        </Group>
        <Group justify="flex-end">
          <Button onClick={onClose} data-testid="shown-password-done">
            {t('users.done')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

export function ConfirmDeleteUser({ name, deleting, onCancel, onConfirm }: { name: string; deleting: boolean; onCancel(): void; onConfirm(): void }) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      title={t('users.deleteTitle')}
      text={t('users.deleteConfirm', { name })}
      cancelLabel={t('users.cancel')}
      confirmLabel={t('users.delete')}
      busy={deleting}
      testId="delete-user"
      confirmTestId="delete-user-confirm"
      onCancel={onCancel}
      onConfirm={onConfirm}
    />
  );
}
