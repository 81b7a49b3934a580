import { Alert, Anchor, Center, Group, Loader, Stack, Tabs, Title } from '@mantine/core';
import { useAtomValue } from 'jotai';
import { sessionState } from '@/src/workspace/session/state';
import { useTranslation } from 'react-i18next';
import { formatHashRoute } from '@/src/domain/hash-route';
import { defaultMonitorTab, visibleMonitorTabs, type MonitorTab } from '@/src/domain/recordings/monitor-tabs';
import type { PageProps } from '@/src/workspace/pages';
import { navigate } from '@/src/workspace/router/useHashRoute';
import { useArchiveRights } from '../hooks/useArchiveRights';
import { ArchiveTab } from './ArchiveTab';
import { RealtimeTab } from '../../monitor/components/RealtimeTab';
import { QueueMonitorTab } from '../../acd/components/QueueMonitorTab';

/** The Realtime and Queues tabs have their own routes (spec 3 monitor/teamcalls, monitor/queues); the others are ?tab=. */
const tabHref = (tab: MonitorTab) => (tab === 'realtime' ? '/monitor/teamcalls' : tab === 'queues' ? '/monitor/queues' : formatHashRoute('/monitor', { tab }));

/**
 * main.monitor (#!/monitor?tab=…, #!/monitor/teamcalls, #!/monitor/queues): the other-calls area
 * (spec 2 section 2): Realtime and Queues (monitor read), Archive and Library; the default tab is
 * the first the user may see.
 */
export function MonitorPage({ params }: PageProps) {
  const { t } = useTranslation();
  const { rights, sharingEnabled, userId, ready } = useArchiveRights();
  const isAdmin = useAtomValue(sessionState)?.capList.includes('settings.admin') ?? false;
  if (!ready)
    return (
      <Center p="xl">
        <Loader aria-label={t('archive.loading')} />
      </Center>
    );
  const tabs = visibleMonitorTabs(rights);
  const asked = params.section === 'teamcalls' ? 'realtime' : params.section === 'queues' ? 'queues' : params.tab;
  const tab = tabs.find((candidate) => candidate === asked) ?? defaultMonitorTab(rights);
  return (
    <Stack gap="sm" data-testid="monitor-page">
      <Group justify="space-between">
        <Title order={3}>{t('monitor.title')}</Title>
        {isAdmin && (
          <Anchor href="#!/settings/yourorganization/recordings" size="sm" data-testid="monitor-recording-settings">
            {t('recordingSettings.link')}
          </Anchor>
        )}
      </Group>
      <Tabs value={tab} onChange={(v) => v && navigate(tabHref(v as MonitorTab))} keepMounted={false}>
        <Tabs.List>
          {tabs.includes('realtime') && (
            <Tabs.Tab value="realtime" data-testid="monitor-tab-realtime">
              {t('monitor.tabRealtime')}
            </Tabs.Tab>
          )}
          {tabs.includes('queues') && (
            <Tabs.Tab value="queues" data-testid="monitor-tab-queues">
              {t('monitor.tabQueues')}
            </Tabs.Tab>
          )}
          {tabs.includes('archive') && (
            <Tabs.Tab value="archive" data-testid="monitor-tab-archive">
              {t('monitor.tabArchive')}
            </Tabs.Tab>
          )}
          <Tabs.Tab value="library" data-testid="monitor-tab-library">
            {t('monitor.tabLibrary')}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="realtime" pt="sm">
          <RealtimeTab />
        </Tabs.Panel>
        <Tabs.Panel value="queues" pt="sm">
          <QueueMonitorTab />
        </Tabs.Panel>
        <Tabs.Panel value="archive" pt="sm">
          <ArchiveTab library={false} rights={rights} sharingEnabled={sharingEnabled} userId={userId} />
        </Tabs.Panel>
        <Tabs.Panel value="library" pt="sm">
          {sharingEnabled ? (
            <ArchiveTab library rights={rights} sharingEnabled={sharingEnabled} userId={userId} />
          ) : (
            // Says where sharing is turned on: a link for administrators, whom to ask for everyone else.
            <Alert color="gray" title={t('archive.sharingOff')} data-testid="library-off">
              {isAdmin ? (
                <>
                  {t('archive.sharingOffAdmin')}{' '}
                  <Anchor href="#!/settings/yourorganization/recordings" size="sm" data-testid="library-off-settings">
                    {t('archive.sharingOffLink')}
                  </Anchor>
                </>
              ) : (
                t('archive.sharingOffAsk')
              )}
            </Alert>
          )}
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
