import { Button, Checkbox, Menu } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The column-visibility menu of a list contacts table (the name column always shows). */
export function ColumnsMenu({ columns, onToggle }: { columns: ReadonlyArray<{ key: string; label: string; shown: boolean }>; onToggle(key: string): void }) {
  const { t } = useTranslation();
  return (
    <Menu closeOnItemClick={false} position="bottom-end" withinPortal>
      <Menu.Target>
        <Button size="xs" variant="default" data-testid="columns-menu">
          {t('listContacts.columns')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown mah={360} style={{ overflowY: 'auto' }}>
        {columns
          .filter((c) => c.key !== 'name')
          .map((c) => (
            <Menu.Item key={c.key} onClick={() => onToggle(c.key)} data-testid={`column-toggle-${c.key}`}>
              <Checkbox size="xs" readOnly tabIndex={-1} checked={c.shown} label={c.label} style={{ pointerEvents: 'none' }} />
            </Menu.Item>
          ))}
      </Menu.Dropdown>
    </Menu>
  );
}
