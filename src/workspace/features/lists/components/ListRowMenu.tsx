import { ActionIcon, Menu } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ListMenuAction } from '@/src/domain/lists/list-capabilities';

/** The row action menu of a lists table (keyboard: Enter opens, arrows move, Escape closes). */
export function ListRowMenu({ name, actions, onAction }: { name: string; actions: readonly ListMenuAction[]; onAction(a: ListMenuAction): void }) {
  const { t } = useTranslation();
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" aria-label={t('lists.menuOf', { name })} data-testid="list-row-menu">
          ⋮
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {actions.map((a) => (
          <Menu.Item key={a} onClick={() => onAction(a)} color={a === 'DELETE' ? 'red' : undefined} data-testid={`list-action-${a}`}>
            {t(`lists.${a}`)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
