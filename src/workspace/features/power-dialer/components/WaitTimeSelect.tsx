import { Select, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { effectiveWaitSeconds } from '@/src/domain/power-dialer/wait-time';
import { usePowerDialerSettings, useUpdatePowerDialerTime } from '../hooks/usePowerDialerSettings';
import { useWaitTimeData } from '../hooks/useWaitTimeData';

/**
 * Power dialer wait time (spec 3): 0 or one of 10, 20, 30, 60, 120, 180, 300, 600 s, saved for the user.
 * Shown only when the tenant's powerDialerSettingsEnabled is true. Never chosen: the default (10 s) shows, as the dialer waits.
 */
export function WaitTimeSelect({ withinPortal = true }: { withinPortal?: boolean }) {
  const { t } = useTranslation();
  const settings = usePowerDialerSettings();
  const update = useUpdatePowerDialerTime();
  const options = useWaitTimeData(settings.data?.waitOptions);
  if (!settings.data?.powerDialerSettingsEnabled) return null;
  return (
    <div data-testid="pd-wait-time-field">
      <Select
        size="xs"
        w={180}
        label={t('powerDialer.waitTime')}
        description={t('powerDialer.waitTimeHelp')}
        data={options}
        value={String(effectiveWaitSeconds(settings.data.powerDialerTime))}
        allowDeselect={false}
        disabled={update.isPending}
        onChange={(v) => v !== null && update.mutate(Number(v))}
        comboboxProps={{ withinPortal }}
        data-testid="pd-wait-time"
      />
      {update.isError && (
        <Text size="xs" c="red" role="alert">
          {t('powerDialer.waitSaveError')}
        </Text>
      )}
    </div>
  );
}
