import { Center, Loader } from '@mantine/core';
import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorBoundary } from './ui/ErrorBoundary';
import { matchPath } from '../domain/hash-route';
import { LoginPage } from './features/login/LoginPage';
import { MfaPage } from './features/login/MfaPage';
import { mainPages } from './pages';
import { navigate, useHashRoute } from './router/useHashRoute';
import { Shell } from './shell/Shell';
import { SettingsLayout } from './features/settings/SettingsLayout';
import { PageAccess } from './shell/PageAccess';

/** Hash-bang routes; the default route redirects to /dashboard. */
export function Routes() {
  const { t } = useTranslation();
  const route = useHashRoute();
  const isLogin = route.path === '/login';
  const isMfa = matchPath('/mfa/:page(app|email|generic)', route.path) !== null;
  const main = mainPages.map(({ pattern, Page, cap }) => ({ Page, cap, segments: matchPath(pattern, route.path) })).find((candidate) => candidate.segments !== null);
  const known = isLogin || isMfa || main !== undefined;

  useEffect(() => {
    if (!known) navigate('#!/dashboard');
  }, [known]);

  if (isLogin) return <LoginPage params={route.params} />;
  if (isMfa) return <MfaPage />;
  if (!main) return null;
  const query = new URLSearchParams(route.params).toString();
  const { Page, cap } = main;
  return (
    <Shell path={route.path} url={`${route.path}${query ? `?${query}` : ''}`}>
      <ErrorBoundary message={t('app.pageFailed')} retryLabel={t('app.retry')} resetKey={route.path}>
        <Suspense
          fallback={
            <Center p="xl">
              <Loader aria-label={t('app.loading')} />
            </Center>
          }
        >
          {route.path.startsWith('/settings/') ? (
            <SettingsLayout path={route.path}>
              <PageAccess cap={cap}>
                <Page params={{ ...route.params, ...main.segments }} />
              </PageAccess>
            </SettingsLayout>
          ) : (
            <PageAccess cap={cap}>
              <Page params={{ ...route.params, ...main.segments }} />
            </PageAccess>
          )}
        </Suspense>
      </ErrorBoundary>
    </Shell>
  );
}
