import { useEffect, type ReactElement } from 'react';
import { DashboardPage } from './features/dashboard/DashboardPage';
import { DebugPage } from './features/debug/DebugPage';
import { LoginPage } from './features/login/LoginPage';
import { MfaPage } from './features/login/MfaPage';
import { navigate, useHashRoute } from './router/useHashRoute';
import { Shell } from './shell/Shell';

const MAIN_PAGES: Record<string, () => ReactElement> = {
  '/dashboard': DashboardPage,
  '/debug': DebugPage,
};

/** Hash-bang routes; the default route redirects to /dashboard. */
export function Routes() {
  const route = useHashRoute();
  const Page = MAIN_PAGES[route.path];
  const known = Boolean(Page) || route.path === '/login' || route.path.startsWith('/mfa/');

  useEffect(() => {
    if (!known) navigate('#!/dashboard');
  }, [known]);

  if (route.path === '/login') return <LoginPage params={route.params} />;
  if (route.path.startsWith('/mfa/')) return <MfaPage />;
  if (!Page) return null;
  const url = `${route.path}${Object.keys(route.params).length ? `?${new URLSearchParams(route.params).toString()}` : ''}`;
  return (
    <Shell path={route.path} url={url}>
      <Page />
    </Shell>
  );
}
