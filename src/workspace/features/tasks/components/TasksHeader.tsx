import { Button, Group, Menu, Title, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SETTINGS_ADMIN } from '../settings/TaskSettingsPage';

interface Props {
  capList: readonly string[];
  selectedContacts: number;
  onNewTask(): void;
}

/** The task page's title bar: callbacks, Dial selected, the options menu (settings) and New task. */
export function TasksHeader({ capList, selectedContacts, onNewTask }: Props) {
  const { t } = useTranslation();
  return (
    <Group justify="space-between">
      <Title order={3}>{t('tasks.title')}</Title>
      <Group>
        <Button component="a" href="#!/tasks/callbacks" variant="subtle" data-testid="callbacks-link">
          {t('tasks.callbacks')}
        </Button>
        <Tooltip label={t('tasks.dialSelectedUnavailable')}>
          <Button variant="default" disabled data-testid="dial-selected" data-count={selectedContacts}>
            {t('tasks.dialSelected', { count: selectedContacts })}
          </Button>
        </Tooltip>
        <Menu position="bottom-end">
          <Menu.Target>
            <Button variant="default" data-testid="tasks-menu">
              {t('tasks.menu')}
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item component="a" href="#!/settings/notifications" data-testid="tasks-menu-reminders">
              {t('tasks.menuReminders')}
            </Menu.Item>
            {capList.includes(SETTINGS_ADMIN) && (
              <Menu.Item component="a" href="#!/settings/yourorganization/task" data-testid="tasks-menu-settings">
                {t('tasks.menuSettings')}
              </Menu.Item>
            )}
          </Menu.Dropdown>
        </Menu>
        <Button onClick={onNewTask} data-testid="new-task">
          {t('tasks.newTask')}
        </Button>
      </Group>
    </Group>
  );
}
