import { Button, ColorSwatch, Group, Text, Tooltip } from '@mantine/core';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { sessionState, updatesConnectedState } from '../session/state';
import { signOut } from '../session/signOut';
import { NavLinks } from './NavLinks';
import { PresenceSelect } from './PresenceSelect';
import { TopSearch } from '../features/search/TopSearch';
import { AddTaskButton } from '../features/tasks/components/AddTaskButton';
import { SmsHistoryMenu } from '../features/sms/components/SmsHistoryMenu';
import { NotificationsMenu } from '../features/notifications/components/NotificationsMenu';
import { PluginToggle } from '../features/plugin/components/PluginToggle';

/**
 * Top bar. The named slots are where later areas mount their controls (add-task, search,
 * notifications, SMS history, the email-sync banner) without touching the shell.
 */
export function Navbar({ path }: { path: string }) {
  const { t } = useTranslation();
  const session = useAtomValue(sessionState);
  const live = useAtomValue(updatesConnectedState);
  return (
    <Group h="100%" px="sm" justify="space-between" wrap="nowrap">
      <Group gap="sm" wrap="nowrap">
        {/* Shown only where the bar has room for it beside every area's link. */}
        <Text fw={700} visibleFrom="xl">
          {t('app.name')}
        </Text>
        <NavLinks path={path} onSignOut={() => void signOut()} />
        <div data-slot="search">
          <TopSearch />
        </div>
        <div data-slot="add-task">
          <AddTaskButton />
        </div>
      </Group>
      <Group gap={4} wrap="nowrap">
        <PluginToggle />
        <div data-slot="notifications">
          <NotificationsMenu />
        </div>
        <div data-slot="sms-history">
          <SmsHistoryMenu />
        </div>
        {/* The connection, labelled, so its dot is never read as the user's status. */}
        <Tooltip label={live ? t('nav.live') : t('nav.offline')}>
          <Group gap={4} wrap="nowrap" role="status" aria-label={live ? t('nav.live') : t('nav.offline')} data-testid="updates-status" data-connected={live}>
            <ColorSwatch size={8} color={live ? 'var(--mantine-color-teal-6)' : 'var(--mantine-color-gray-5)'} />
            <Text size="xs" c="dimmed" visibleFrom="sm">
              {live ? t('nav.liveShort') : t('nav.offlineShort')}
            </Text>
          </Group>
        </Tooltip>
        <PresenceSelect />
        <Text size="sm" visibleFrom="xs" data-testid="signed-in-user">
          {session ? `${session.firstName} ${session.lastName}` : ''}
        </Text>
        <Button size="xs" variant="subtle" px={6} visibleFrom="sm" onClick={() => void signOut()}>
          {t('nav.logout')}
        </Button>
      </Group>
    </Group>
  );
}
