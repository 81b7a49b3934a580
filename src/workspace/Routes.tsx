import { Center, Loader } from '@mantine/core';
import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorBoundary } from './ui/ErrorBoundary';
import { matchPath } from '../domain/hash-route';
import { LoginPage } from './features/login/LoginPage';
import { mainPages } from './pages';
import { navigate, useHashRoute } from './router/useHashRoute';
import { loadWorkspaceCatalogue } from './i18n/i18n';
import { PageAccess } from './shell/PageAccess';

// Only the sign-in is in the side panel's initial JS. The shell (navbar, phone dock, dialers, composers) and its
// texts load together when a route inside it is first opened; pages load on their own first visit (pages.ts).
const Shell = lazy(() => Promise.all([import('./shell/Shell'), loadWorkspaceCatalogue()]).then(([m]) => ({ default: m.Shell })));
const SettingsLayout = lazy(() => import('./features/settings/SettingsLayout').then((m) => ({ default: m.SettingsLayout })));
const MfaPage = lazy(() => import('./features/login/MfaPage').then((m) => ({ default: m.MfaPage })));

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
  if (isMfa)
    return (
      <FullPageSuspense>
        <MfaPage />
      </FullPageSuspense>
    );
  if (!main) return null;
  const query = new URLSearchParams(route.params).toString();
  const { Page, cap } = main;
  return (
    <FullPageSuspense>
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
    </FullPageSuspense>
  );
}

/** While the shell's code loads: the same loader the shell shows while it recovers the session. */
function FullPageSuspense({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Suspense
      fallback={
        <Center mih="100vh">
          <Loader aria-label={t('app.loading')} />
        </Center>
      }
    >
      {children}
    </Suspense>
  );
}
