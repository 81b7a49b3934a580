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

/**
 * main.monitor (#!/monitor?tab=…): the other-calls area (spec 2 section 2). Archive and Library
 * are here; the Realtime tab (monitor read) comes with the live supervisor monitor, so until then
 * a supervisor opens on the Archive.
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
  const tabs = visibleMonitorTabs(rights).filter((tab): tab is Exclude<MonitorTab, 'realtime'> => tab !== 'realtime');
  const fallback = defaultMonitorTab(rights) === 'realtime' ? 'archive' : defaultMonitorTab(rights);
  const tab = tabs.find((candidate) => candidate === params.tab) ?? fallback;
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
      <Tabs value={tab} onChange={(v) => v && navigate(formatHashRoute('/monitor', { tab: v }))} keepMounted={false}>
        <Tabs.List>
          {tabs.includes('archive') && (
            <Tabs.Tab value="archive" data-testid="monitor-tab-archive">
              {t('monitor.tabArchive')}
            </Tabs.Tab>
          )}
          <Tabs.Tab value="library" data-testid="monitor-tab-library">
            {t('monitor.tabLibrary')}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="archive" pt="sm">
          <ArchiveTab library={false} rights={rights} sharingEnabled={sharingEnabled} userId={userId} />
        </Tabs.Panel>
        <Tabs.Panel value="library" pt="sm">
          {sharingEnabled ? (
            <ArchiveTab library rights={rights} sharingEnabled={sharingEnabled} userId={userId} />
          ) : (
            <Alert color="gray" data-testid="library-off">
              {t('archive.sharingOff')}
            </Alert>
          )}
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
