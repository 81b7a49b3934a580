import { Anchor, Badge, Button, Group, Text } from '@mantine/core';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { sessionState, updatesConnectedState } from '../session/state';
import { signOut } from '../session/signOut';
import { navLinks } from '../pages';
import { PresenceSelect } from './PresenceSelect';

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
        <Text fw={700}>{t('app.name')}</Text>
        {navLinks.map((link) => (
          <Anchor key={link.href} href={link.href} fw={path.split('/')[1] === link.section ? 700 : 400} size="sm">
            {t(link.labelKey)}
          </Anchor>
        ))}
        <div data-slot="search" />
        <div data-slot="add-task" />
      </Group>
      <Group gap="xs" wrap="nowrap">
        <div data-slot="notifications" />
        <div data-slot="sms-history" />
        <Badge size="xs" color={live ? 'teal' : 'gray'} variant="dot" title={live ? t('nav.live') : t('nav.offline')} data-testid="updates-status">
          {live ? 'live' : 'offline'}
        </Badge>
        <PresenceSelect />
        <Text size="sm" visibleFrom="xs" data-testid="signed-in-user">
          {session ? `${session.firstName} ${session.lastName}` : ''}
        </Text>
        <Button size="xs" variant="subtle" onClick={() => void signOut()}>
          {t('nav.logout')}
        </Button>
      </Group>
    </Group>
  );
}
