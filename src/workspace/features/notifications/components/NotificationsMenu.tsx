import { Button, Group, Indicator, Loader, Menu, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { UserNotification } from '@/src/contract';
import { unreadBadgeText } from '@/src/domain/notifications/unread-badge';
import { navigate } from '@/src/workspace/router/useHashRoute';
import { useMarkNotificationsRead, useNotifications } from '../hooks/useNotifications';
import { useFormat } from '../../profile/hooks/useFormat';

/** A bell, drawn here (the bar has no room for a word, and one icon does not call for an icon library). */
function BellIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden>
      <path d="M18 8a6 6 0 0 0-12 0c0 7-3 9-3 9h18s-3-2-3-9" />
      <path d="M13.7 21a2 2 0 0 1-3.4 0" />
    </svg>
  );
}

/**
 * The navbar's notification list (spec 1 section 2): the last 50 (incoming mail and SMS, opens and
 * clicks of sent emails, missed calls), unread ones in bold with their count on the button; opening
 * an entry goes to its contact; "Mark all read" marks up to the newest.
 */
export function NotificationsMenu() {
  const { t } = useTranslation();
  const fmt = useFormat();
  const list = useNotifications();
  const markRead = useMarkNotificationsRead();
  const items = list.data?.notifications ?? [];
  const unread = list.data?.unread ?? 0;
  const when = (n: UserNotification) => fmt.dateTime(n.at);
  return (
    <Menu width={340} position="bottom-end" onOpen={() => void list.refetch()}>
      <Menu.Target>
        <Button
          size="compact-sm"
          variant="subtle"
          px={6}
          // The button and its inner parts clip their overflow by default, which cut the badge off (issue 34).
          styles={{ root: { overflow: 'visible' }, inner: { overflow: 'visible' }, label: { overflow: 'visible' } }}
          data-testid="notifications"
          data-unread={unread}
          aria-label={t('notifications.button', { count: unread })}
          title={t('notifications.title')}
        >
          {/* The count sits on the bell, so the bar keeps its width whatever it says. */}
          <Indicator disabled={unread === 0} color="red" size={16} offset={2} label={<span data-testid="notifications-unread">{unreadBadgeText(unread)}</span>}>
            <BellIcon />
          </Indicator>
        </Button>
      </Menu.Target>
      <Menu.Dropdown data-testid="notifications-list" mah={420} style={{ overflowY: 'auto' }}>
        <Group justify="space-between" px="xs" py={4}>
          <Text size="xs" fw={700}>
            {t('notifications.title')}
          </Text>
          <Button size="compact-xs" variant="subtle" disabled={unread === 0 || markRead.isPending} onClick={() => items[0] && markRead.mutate(items[0].at)} data-testid="notifications-read-all">
            {t('notifications.readAll')}
          </Button>
        </Group>
        {list.isLoading && <Loader size="xs" m="xs" />}
        {list.isError && (
          <Text size="xs" c="red" p="xs">
            {t('notifications.error')}
          </Text>
        )}
        {list.isSuccess && items.length === 0 && (
          <Text size="xs" c="dimmed" p="xs">
            {t('notifications.empty')}
          </Text>
        )}
        {items.map((n) => (
          <Menu.Item
            key={n.id}
            data-testid="notification"
            data-kind={n.kind}
            data-read={n.read}
            disabled={n.contactId === null}
            onClick={() => n.contactId !== null && navigate(`#!/contacts/${n.contactId}`)}
          >
            <Text size="sm" fw={n.read ? 400 : 700} truncate>
              {t(`notifications.kinds.${n.kind}`, { name: n.contactName ?? t('notifications.someone') })}
            </Text>
            <Text size="xs" c="dimmed" truncate>
              {n.text}
            </Text>
            <Text size="xs" c="dimmed">
              {when(n)}
            </Text>
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
