import { Box, Group, NavLink, Select, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { navigate } from '@/src/workspace/router/useHashRoute';
import { useSettingsMenu } from './hooks/useSettingsMenu';

/**
 * Every settings page sits beside one menu: a column on wide screens, a grouped select in the narrow
 * side panel. The page itself is a small form of its own.
 */
export function SettingsLayout({ path, children }: { path: string; children: ReactNode }) {
  const { t } = useTranslation();
  const groups = useSettingsMenu();
  const current = `#!${path}`;
  const isCurrent = (href: string) => current === href || current.startsWith(`${href}/`);
  const selected = groups.flatMap((g) => g.items).find((item) => isCurrent(item.href))?.href ?? null;
  return (
    <Group align="flex-start" wrap="nowrap" gap="lg" data-testid="settings-layout">
      <Box component="nav" w={220} visibleFrom="md" aria-label={t('settings.nav')} data-testid="settings-menu">
        <Stack gap={4}>
          {groups.map((group) => (
            <Box key={group.labelKey}>
              <Text size="xs" fw={700} c="dimmed" tt="uppercase" px="sm" pt="xs">
                {t(group.labelKey)}
              </Text>
              {group.items.map((item) => (
                <NavLink key={item.href} href={item.href} label={t(item.labelKey)} active={isCurrent(item.href)} aria-current={isCurrent(item.href) ? 'page' : undefined} />
              ))}
            </Box>
          ))}
        </Stack>
      </Box>
      <Stack style={{ flex: 1, minWidth: 0 }}>
        <Select
          hiddenFrom="md"
          label={t('settings.menu')}
          data={groups.map((group) => ({ group: t(group.labelKey), items: group.items.map((item) => ({ value: item.href, label: t(item.labelKey) })) }))}
          value={selected}
          onChange={(href) => href && navigate(href)}
          allowDeselect={false}
          data-testid="settings-menu-select"
        />
        {children}
      </Stack>
    </Group>
  );
}
