import { Alert, Button, Group, Modal, PasswordInput, Stack, Text } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiCallError } from '@/src/contract/api-call-error';
import { validatePasswordChange, type PasswordChangeError } from '@/src/domain/password-policy';
import { useSignInCalls } from './hooks/useSignInCalls';

interface Props {
  opened: boolean;
  email: string;
  oldPassword: string;
  onClose: () => void;
  onChanged: (newPassword: string) => void;
}

/** The change-expired-password flow opened by 'User needs to change password'. */
export function ChangePasswordModal({ opened, email, oldPassword, onClose, onChanged }: Props) {
  const { t } = useTranslation();
  const calls = useSignInCalls();
  const [newPassword, setNewPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const rule = validatePasswordChange({ oldPassword, newPassword, confirmPassword });
    if (rule) {
      setError(t(`errors.${rule}`));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await calls.changeExpiredPassword({ email, oldPassword, newPassword, confirmPassword });
      onChanged(newPassword);
    } catch (failure) {
      const code = failure instanceof ApiCallError ? failure.details.code : undefined;
      setError(code?.startsWith('NEW_PWD_') ? t(`errors.${code as PasswordChangeError}`) : t('changePassword.failure'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal opened={opened} onClose={onClose} title={t('changePassword.title')} centered>
      <form onSubmit={(e) => void handleSubmit(e)} noValidate>
        <Stack>
          <Text size="sm">{t('changePassword.reason')}</Text>
          <PasswordInput label={t('changePassword.newPassword')} description={t('changePassword.policy')} value={newPassword} onChange={(e) => setNewPassword(e.currentTarget.value)} autoFocus />
          <PasswordInput label={t('changePassword.confirmPassword')} value={confirmPassword} onChange={(e) => setConfirmPassword(e.currentTarget.value)} />
          {error && (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('changePassword.cancel')}
            </Button>
            <Button type="submit" loading={busy}>
              {t('changePassword.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
