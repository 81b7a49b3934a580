import { Button, Checkbox, Menu } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Shows or hides a report's columns (remembered with the report's page state). */
export function ColumnsMenu({ columns, label, onToggle }: { columns: readonly { name: string; visible: boolean }[]; label(name: string): string; onToggle(name: string): void }) {
  const { t } = useTranslation();
  return (
    <Menu closeOnItemClick={false} position="bottom-end">
      <Menu.Target>
        <Button variant="default" data-testid="report-columns">
          {t('reports.columns')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown mah={360} style={{ overflowY: 'auto' }}>
        {columns.map((c) => (
          // No <label> inside: its click would reach the item twice and undo the toggle.
          <Menu.Item
            key={c.name}
            role="menuitemcheckbox"
            aria-checked={c.visible}
            onClick={() => onToggle(c.name)}
            data-testid="report-column-toggle"
            data-column={c.name}
            leftSection={<Checkbox readOnly checked={c.visible} size="xs" tabIndex={-1} aria-hidden style={{ pointerEvents: 'none' }} />}
          >
            {label(c.name)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
