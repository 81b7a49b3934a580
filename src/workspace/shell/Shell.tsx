import { AppShell, Center, Loader } from '@mantine/core';
import { useAtomValue } from 'jotai';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { loginRedirect } from '../../domain/hash-route';
import { navigate } from '../router/useHashRoute';
import { sessionState } from '../session/state';
import { recoverSession } from '../session/signIn';
import { ErrorBoundary } from '../ui/ErrorBoundary';
import { Navbar } from './Navbar';
import { UpdatesStatusEffect } from './UpdatesStatusEffect';
import { PhoneDock } from '../features/phone/components/PhoneDock';
import { DialogStackHost } from '../features/email/components/DialogStackHost';
import { PowerDialerHost } from '../features/power-dialer/components/PowerDialerHost';
import { ParallelDialerHost } from '../features/parallel-dialer/components/ParallelDialerHost';
import { DesktopNotificationSyncEffect } from '../features/notifications/components/DesktopNotificationSyncEffect';
import { ImpersonationBanner } from '../features/users/components/ImpersonationBanner';
import { powerDialerHeightState } from '../features/power-dialer/state/powerDialerHeightState';
import { PluginHost } from '../features/plugin/components/PluginHost';
import { PageWidthProvider } from '../ui/layout/PageWidth';

/**
 * The abstract `main` state: loading it recovers the session; on failure it goes to login,
 * carrying status 401, the current url and the server's reason when the failure was a 401.
 */
export function Shell({ path, url, children }: { path: string; url: string; children: ReactNode }) {
  const { t } = useTranslation();
  const session = useAtomValue(sessionState);
  const dialerHeight = useAtomValue(powerDialerHeightState);
  const [recovering, setRecovering] = useState(session === null);

  useEffect(() => {
    if (session) return;
    let live = true;
    void recoverSession().then((result) => {
      if (!live) return;
      if (result.session) setRecovering(false);
      else if (result.status === 401) navigate(loginRedirect({ status: 401, url, ...(result.reason ? { reason: result.reason } : {}) }));
      else navigate(loginRedirect({ url }));
    });
    return () => {
      live = false;
    };
    // Recovery runs once per shell mount; later route changes keep the session.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (recovering || !session) {
    return (
      <Center mih="100vh">
        <Loader aria-label={t('app.loading')} />
      </Center>
    );
  }
  return (
    <AppShell header={{ height: 48 }} padding="md">
      <UpdatesStatusEffect />
      <DesktopNotificationSyncEffect />
      <AppShell.Header>
        <Navbar path={path} />
      </AppShell.Header>
      <ErrorBoundary message={t('app.pageFailed')} retryLabel={t('app.retry')}>
        <PowerDialerHost />
      </ErrorBoundary>
      {/* Under a shown power-dialer panel the content starts its height plus 50 px down (spec 1 section 9). */}
      <AppShell.Main style={dialerHeight > 0 ? { paddingTop: dialerHeight + 50 } : undefined} data-testid="shell-main">
        <div data-slot="email-sync-banner" />
        <ImpersonationBanner />
        <ErrorBoundary message={t('app.pageFailed')} retryLabel={t('app.retry')}>
          <PluginHost />
        </ErrorBoundary>
        <ErrorBoundary message={t('app.pageFailed')} retryLabel={t('app.retry')}>
          <ParallelDialerHost />
        </ErrorBoundary>
        <ErrorBoundary message={t('app.pageFailed')} retryLabel={t('app.retry')}>
          <PhoneDock onPhonePage={path === '/phone'} />
        </ErrorBoundary>
        <PageWidthProvider>{children}</PageWidthProvider>
        <ErrorBoundary message={t('app.pageFailed')} retryLabel={t('app.retry')}>
          <DialogStackHost />
        </ErrorBoundary>
      </AppShell.Main>
    </AppShell>
  );
}
