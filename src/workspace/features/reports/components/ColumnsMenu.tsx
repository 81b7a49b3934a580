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
          <Menu.Item key={c.name} onClick={() => onToggle(c.name)} data-testid="report-column-toggle" data-column={c.name}>
            <Checkbox readOnly checked={c.visible} label={label(c.name)} size="xs" tabIndex={-1} />
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
