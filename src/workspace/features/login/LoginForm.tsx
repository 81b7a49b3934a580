import { Alert, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useSetAtom } from 'jotai';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiCallError } from '@/src/contract/api-call-error';
import type { Session } from '@/src/contract';
import { classifyLoginFailure, mfaPageFor, type LoginFailureKind } from '@/src/domain/login-messages';
import { ensureHostAccess } from '../../platform';
import { navigate } from '../../router/useHashRoute';
import { adoptSession } from '../../session/signIn';
import { CaptchaField } from './CaptchaField';
import { ChangePasswordModal } from './ChangePasswordModal';
import { mfaPendingState } from './mfaPendingState';
import { useSignInCalls } from './hooks/useSignInCalls';

const FAILURE_TEXT: Record<LoginFailureKind, string> = {
  wrongCredentials: 'login.wrongCredentials',
  captchaRequired: 'login.captchaRequired',
  changePassword: 'changePassword.reason',
  inactive: 'login.inactive',
  generic: 'login.generic',
};

interface Props {
  initialInstance: string;
  /** Where to go after sign-in (the login route's url parameter). */
  returnUrl?: string;
  notice?: string | null;
}

export function LoginForm({ initialInstance, returnUrl, notice }: Props) {
  const { t } = useTranslation();
  const calls = useSignInCalls();
  const setMfaPending = useSetAtom(mfaPendingState);
  const [instance, setInstance] = useState(initialInstance);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<{ email?: string; password?: string }>({});
  const [error, setError] = useState<string | null>(null);
  const [info, setInfo] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [captchaShown, setCaptchaShown] = useState(false);
  // A new key remounts the captcha: it is reloaded on every error (spec 1 section 8).
  const [captchaKey, setCaptchaKey] = useState(0);
  const [captchaCode, setCaptchaCode] = useState<string | null>(null);
  const [changePasswordOpen, setChangePasswordOpen] = useState(false);

  const finish = async (session: Session) => {
    await adoptSession(instance, session);
    navigate(`#!${returnUrl && returnUrl.startsWith('/') ? returnUrl : '/dashboard'}`);
  };

  const signIn = async (passwordToUse: string) => {
    const missing = { ...(email.trim() ? {} : { email: t('login.emailRequired') }), ...(passwordToUse ? {} : { password: t('login.passwordRequired') }) };
    setFieldErrors(missing);
    if (missing.email || missing.password) return;
    setBusy(true);
    setError(null);
    try {
      if (!(await ensureHostAccess(instance))) {
        setError(t('login.hostDenied'));
        return;
      }
      const reply = await calls.login(instance, { email: email.trim(), password: passwordToUse, ...(captchaCode ? { recaptchaCode: captchaCode } : {}) });
      const mfaPage = mfaPageFor(reply.message);
      if (mfaPage && 'mfaToken' in reply.payload) {
        setMfaPending({ mfaToken: reply.payload.mfaToken, page: mfaPage, instance, ...(returnUrl ? { url: returnUrl } : {}) });
        navigate(`#!/mfa/${mfaPage}`);
        return;
      }
      if ('authToken' in reply.payload) await finish(reply.payload);
    } catch (failure) {
      const status = failure instanceof ApiCallError ? failure.status : 0;
      const kind = classifyLoginFailure(status, failure instanceof Error ? failure.message : undefined);
      if (kind === 'captchaRequired') setCaptchaShown(true);
      if (kind === 'changePassword') setChangePasswordOpen(true);
      setError(status === 0 && failure instanceof ApiCallError ? failure.userMessage : t(FAILURE_TEXT[kind]));
      setCaptchaCode(null);
      setCaptchaKey((k) => k + 1);
    } finally {
      setBusy(false);
    }
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    setInfo(null);
    void signIn(password);
  };

  const handlePasswordChanged = (newPassword: string) => {
    setChangePasswordOpen(false);
    setPassword(newPassword);
    setInfo(t('login.passwordChanged'));
    void signIn(newPassword);
  };

  return (
    <form onSubmit={handleSubmit} noValidate aria-label={t('login.title')}>
      <Stack>
        {notice && (
          <Alert color="yellow" data-testid="login-notice">
            {notice}
          </Alert>
        )}
        <TextInput label={t('login.instance')} description={t('login.instanceHint')} value={instance} onChange={(e) => setInstance(e.currentTarget.value)} />
        <TextInput label={t('login.email')} type="email" autoComplete="username" value={email} onChange={(e) => setEmail(e.currentTarget.value)} error={fieldErrors.email} autoFocus />
        <PasswordInput label={t('login.password')} autoComplete="current-password" value={password} onChange={(e) => setPassword(e.currentTarget.value)} error={fieldErrors.password} />
        {captchaShown && <CaptchaField key={captchaKey} onSolved={setCaptchaCode} />}
        {error && (
          <Alert color="red" role="alert" data-testid="login-error">
            {error}
          </Alert>
        )}
        {info && (
          <Alert color="green" data-testid="login-info">
            {info}
          </Alert>
        )}
        <Button type="submit" loading={busy} disabled={captchaShown && !captchaCode}>
          {t('login.submit')}
        </Button>
      </Stack>
      <ChangePasswordModal opened={changePasswordOpen} email={email} oldPassword={password} onClose={() => setChangePasswordOpen(false)} onChanged={handlePasswordChanged} />
    </form>
  );
}
