import { Center, Loader, Paper, Stack, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_INSTANCE_URL } from '@/src/domain/constants';
import { loginNoticeFor } from '@/src/domain/login-notice';
import { connectionStorage } from '../../platform';
import { navigate } from '../../router/useHashRoute';
import { recoverSession } from '../../session/signIn';
import { LoginForm } from './LoginForm';

/** #!/login?status&url&reason&instance: recovers a session if it can, otherwise signs in. */
export function LoginPage({ params }: { params: Record<string, string> }) {
  const { t } = useTranslation();
  const [instance, setInstance] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    void (async () => {
      const recovered = await recoverSession();
      if (!live) return;
      if (recovered.session) {
        navigate(`#!${params.url?.startsWith('/') ? params.url : '/dashboard'}`);
        return;
      }
      setInstance(params.instance ?? (await connectionStorage.lastInstance()) ?? DEFAULT_INSTANCE_URL);
    })();
    return () => {
      live = false;
    };
  }, [params.instance, params.url]);

  const notice = loginNoticeFor({ status: params.status ?? null, reason: params.reason ?? null });
  const noticeText = notice === 'sessionLimit' ? t('login.sessionLimit') : notice === 'sessionExpired' ? t('login.sessionExpired') : notice === 'authRequired' ? t('login.authRequired') : null;

  return (
    <Center mih="100vh" p="md">
      <Paper w="100%" maw={420} p="lg" withBorder>
        <Stack>
          <Title order={2}>{t('login.title')}</Title>
          {instance === null ? (
            <Center>
              <Loader aria-label={t('app.loading')} />
            </Center>
          ) : (
            <LoginForm initialInstance={instance} {...(params.url ? { returnUrl: params.url } : {})} notice={noticeText} />
          )}
        </Stack>
      </Paper>
    </Center>
  );
}
