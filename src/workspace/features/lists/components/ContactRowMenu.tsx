import { ActionIcon, Menu } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** REMOVE and MOVE TO of one list contact. */
export function ContactRowMenu({ name, onRemove, onMove }: { name: string; onRemove(): void; onMove(): void }) {
  const { t } = useTranslation();
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" aria-label={t('listContacts.rowMenu', { name })} data-testid="contact-row-menu">
          ⋮
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item color="red" onClick={onRemove} data-testid="contact-action-REMOVE">
          {t('listContacts.REMOVE')}
        </Menu.Item>
        <Menu.Item onClick={onMove} data-testid="contact-action-MOVE_TO">
          {t('listContacts.MOVE_TO')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
