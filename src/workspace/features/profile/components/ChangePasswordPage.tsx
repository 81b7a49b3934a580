import { Alert, Button, Paper, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CURRENT_PASSWORD_INCORRECT, PASSWORD_CHANGED, PROFILE_PASSWORD_MESSAGES, profilePasswordErrors } from '@/src/domain/settings/profile-password';
import { useChangePassword } from '../hooks/useChangePassword';

/** Spec 3 section 9: a saved alert stays this long. */
const SAVED_ALERT_MS = 3000;
const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };

/**
 * #!/settings/my-profile/change-password (spec 3 sections 2, 5 and 8): the current password, a new
 * one that meets the policy and differs from it, and its confirmation; each field says what it lacks
 * once touched; the server checks again and any failure reads 'Current password is incorrect'.
 */
export function ChangePasswordPage() {
  const { t } = useTranslation();
  const change = useChangePassword();
  const [form, setForm] = useState(EMPTY);
  const [touched, setTouched] = useState<Record<keyof typeof EMPTY, boolean>>({ currentPassword: false, newPassword: false, confirmPassword: false });
  const [saved, setSaved] = useState(false);
  const errors = profilePasswordErrors(form);
  const valid = form.currentPassword !== '' && !errors.newPassword && !errors.confirmPassword;
  useEffect(() => {
    if (!saved) return;
    const timer = setTimeout(() => setSaved(false), SAVED_ALERT_MS);
    return () => clearTimeout(timer);
  }, [saved]);
  const field = (name: keyof typeof EMPTY) => ({
    value: form[name],
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => {
      const value = e.currentTarget.value;
      setForm((before) => ({ ...before, [name]: value }));
      setTouched((before) => ({ ...before, [name]: true }));
    },
  });
  const submit = () => {
    if (!valid) return setTouched({ currentPassword: true, newPassword: true, confirmPassword: true });
    change.mutate(form, {
      onSuccess: () => {
        setForm(EMPTY);
        setTouched({ currentPassword: false, newPassword: false, confirmPassword: false });
        setSaved(true);
      },
    });
  };
  return (
    <Stack maw={420} data-testid="change-password-page">
      <Title order={3}>{t('profile.changePassword')}</Title>
      <Paper withBorder p="md">
        <form
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
        >
          <Stack>
            <PasswordInput label={t('profile.currentPassword')} autoComplete="current-password" data-testid="current-password" {...field('currentPassword')} />
            <PasswordInput
              label={t('profile.newPassword')}
              autoComplete="new-password"
              data-testid="new-password"
              error={touched.newPassword && errors.newPassword ? PROFILE_PASSWORD_MESSAGES[errors.newPassword] : null}
              {...field('newPassword')}
            />
            <PasswordInput
              label={t('profile.confirmPassword')}
              autoComplete="new-password"
              data-testid="confirm-password"
              error={touched.confirmPassword && errors.confirmPassword ? PROFILE_PASSWORD_MESSAGES[errors.confirmPassword] : null}
              {...field('confirmPassword')}
            />
            <Text size="xs" c="dimmed">
              {PROFILE_PASSWORD_MESSAGES.policy}
            </Text>
            <Button type="submit" disabled={!valid} loading={change.isPending} data-testid="change-password-save">
              {t('profile.save')}
            </Button>
          </Stack>
        </form>
      </Paper>
      {saved && (
        <Alert color="green" data-testid="password-changed">
          {PASSWORD_CHANGED}
        </Alert>
      )}
      {change.isError && (
        <Alert color="red" data-testid="password-error">
          {CURRENT_PASSWORD_INCORRECT}
        </Alert>
      )}
    </Stack>
  );
}
