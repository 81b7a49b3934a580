import { ActionIcon, Popover } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePowerDialerSettings } from '../hooks/usePowerDialerSettings';
import { WaitTimeSelect } from './WaitTimeSelect';

/** The panel's options (the wait time); absent when the tenant turned the power dialer settings off. */
export function PowerDialerMenu() {
  const { t } = useTranslation();
  const settings = usePowerDialerSettings();
  if (!settings.data?.powerDialerSettingsEnabled) return null;
  return (
    <Popover position="bottom-end" withinPortal trapFocus shadow="md">
      <Popover.Target>
        <ActionIcon variant="subtle" aria-label={t('powerDialer.menu')} data-testid="pd-menu">
          ⋮
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown>
        <WaitTimeSelect withinPortal={false} />
      </Popover.Dropdown>
    </Popover>
  );
}
