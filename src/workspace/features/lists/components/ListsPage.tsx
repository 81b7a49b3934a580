import { Button, Group, SegmentedControl, Stack, Tabs, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatHashRoute } from '@/src/domain/hash-route';
import type { PageProps } from '@/src/workspace/pages';
import { navigate } from '@/src/workspace/router/useHashRoute';
import { CallbackTasksPage } from '../../tasks/components/CallbackTasksPage';
import { useListLiveUpdates } from '../hooks/useListLiveUpdates';
import { useListUser } from '../hooks/useListUser';
import { LIST_CREATE_CAP } from '@/src/domain/lists/list-capabilities';
import { ListFeedbackAlert } from './ListFeedbackAlert';
import { ListsTable } from './ListsTable';
import { WaitTimeSelect } from '../../power-dialer/components/WaitTimeSelect';

const TABS = ['all', 'shared', 'paused', 'callbacks'] as const;
type Tab = (typeof TABS)[number];
const tabOf = (status: string | undefined): Tab => ((TABS as readonly string[]).includes(status ?? '') ? (status as Tab) : 'all');

/** main.lists.list (#!/lists/?status=…): all lists (mine or all), shared, paused, and callback tasks. */
export function ListsPage({ params }: PageProps) {
  const { t } = useTranslation();
  const tab = tabOf(params.status);
  const [scope, setScope] = useState<'my' | 'all'>('all');
  const { user } = useListUser();
  useListLiveUpdates();
  return (
    <Stack gap="sm" data-testid="lists-page">
      <Group justify="space-between">
        <Title order={3}>{t('lists.title')}</Title>
        <Group gap="sm" align="flex-end">
          {/* The power dialer's wait time, set before dialing a list (spec 3; hidden when the tenant turned it off). */}
          <WaitTimeSelect />
          {user.capList.includes(LIST_CREATE_CAP) && (
            <Button size="xs" component="a" href="#!/lists/create" data-testid="lists-new">
              {t('lists.newList')}
            </Button>
          )}
        </Group>
      </Group>
      <ListFeedbackAlert />
      <Tabs value={tab} onChange={(v) => navigate(formatHashRoute('/lists/', { status: v === 'all' ? undefined : v }))} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="all" data-testid="lists-tab-all">
            {t('lists.tabAll')}
          </Tabs.Tab>
          <Tabs.Tab value="shared" data-testid="lists-tab-shared">
            {t('lists.tabShared')}
          </Tabs.Tab>
          <Tabs.Tab value="paused" data-testid="lists-tab-paused">
            {t('lists.tabPaused')}
          </Tabs.Tab>
          <Tabs.Tab value="callbacks" data-testid="lists-tab-callbacks">
            {t('lists.tabCallbacks')}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="all" pt="sm">
          <Stack gap="sm">
            <SegmentedControl
              size="xs"
              w={220}
              value={scope}
              onChange={(v) => setScope(v === 'my' ? 'my' : 'all')}
              data={[
                { value: 'my', label: t('lists.scopeMy') },
                { value: 'all', label: t('lists.scopeAll') },
              ]}
              data-testid="lists-scope"
            />
            <ListsTable key={scope} kind={scope} tagsKey={scope === 'my' ? 'myListsTagsFilter' : 'allListsTagsFilter'} />
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="shared" pt="sm">
          <ListsTable kind="shared" tagsKey={null} />
        </Tabs.Panel>
        <Tabs.Panel value="paused" pt="sm">
          <ListsTable kind="paused" tagsKey={null} />
        </Tabs.Panel>
        <Tabs.Panel value="callbacks" pt="sm">
          <CallbackTasksPage />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
