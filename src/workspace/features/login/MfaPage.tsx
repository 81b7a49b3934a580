import { Alert, Anchor, Button, Center, Paper, PinInput, Stack, Text, Title } from '@mantine/core';
import { useAtomValue } from 'jotai';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiCallError } from '@/src/contract/api-call-error';
import { navigate } from '../../router/useHashRoute';
import { adoptSession } from '../../session/signIn';
import { mfaPendingState } from './mfaPendingState';
import { useSignInCalls } from './hooks/useSignInCalls';

/** Second-factor page (generic, app or email) reached by MFA_REDIRECT* replies. */
export function MfaPage() {
  const { t } = useTranslation();
  const calls = useSignInCalls();
  const pending = useAtomValue(mfaPendingState);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!pending) navigate('#!/login');
  }, [pending]);
  if (!pending) return null;

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const session = await calls.loginMfa(pending.instance, { mfaToken: pending.mfaToken, code });
      await adoptSession(pending.instance, session);
      navigate(`#!${pending.url?.startsWith('/') ? pending.url : '/dashboard'}`);
    } catch (failure) {
      const expired = failure instanceof ApiCallError && failure.details.code === 'MFA_EXPIRED';
      setError(expired ? t('mfa.expired') : failure instanceof ApiCallError && failure.status === 401 ? t('mfa.invalid') : t('login.generic'));
      setCode('');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Center mih="100vh" p="md">
      <Paper w="100%" maw={420} p="lg" withBorder>
        <form onSubmit={(e) => void handleSubmit(e)} noValidate>
          <Stack>
            <Title order={2}>{t('mfa.title')}</Title>
            <Text size="sm">{t(`mfa.${pending.page}`)}</Text>
            <PinInput length={6} type="number" oneTimeCode value={code} onChange={setCode} aria-label={t('mfa.code')} autoFocus />
            {error && (
              <Alert color="red" role="alert" data-testid="mfa-error">
                {error}
              </Alert>
            )}
            <Button type="submit" loading={busy} disabled={code.length !== 6}>
              {t('mfa.submit')}
            </Button>
            <Anchor href="#!/login" size="sm">
              {t('mfa.back')}
            </Anchor>
          </Stack>
        </form>
      </Paper>
    </Center>
  );
}
