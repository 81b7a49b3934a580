import { Button, Group, Menu, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PowerDialerContactStart } from '@/src/domain/power-dialer/power-dialer-state';
import { DialSelectedButton } from '../../power-dialer/components/DialSelectedButton';
import { SETTINGS_ADMIN } from '../settings/TaskSettingsPage';

interface Props {
  capList: readonly string[];
  /** The selected call tasks' contacts, in page order: what "Dial selected" dials. */
  selectedCalls: PowerDialerContactStart[];
  onNewTask(): void;
}

/** The task page's title bar: callbacks, Dial selected, the options menu (settings) and New task. */
export function TasksHeader({ capList, selectedCalls, onNewTask }: Props) {
  const { t } = useTranslation();
  return (
    <Group justify="space-between">
      <Title order={3}>{t('tasks.title')}</Title>
      <Group>
        <Button component="a" href="#!/tasks/callbacks" variant="subtle" data-testid="callbacks-link">
          {t('tasks.callbacks')}
        </Button>
        <DialSelectedButton contacts={selectedCalls} />
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
