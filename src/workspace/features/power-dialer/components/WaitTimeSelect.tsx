import { Select, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { POWER_DIALER_WAIT_OPTIONS } from '@/src/contract/entities/power-dialer';
import { usePowerDialerSettings, useUpdatePowerDialerTime } from '../hooks/usePowerDialerSettings';

/**
 * Power dialer wait time (spec 3): 0 or one of 10, 20, 30, 60, 120, 180, 300, 600 s, saved for the user.
 * Shown only when the tenant's powerDialerSettingsEnabled is true.
 */
export function WaitTimeSelect({ withinPortal = true }: { withinPortal?: boolean }) {
  const { t } = useTranslation();
  const settings = usePowerDialerSettings();
  const update = useUpdatePowerDialerTime();
  if (!settings.data?.powerDialerSettingsEnabled) return null;
  const options = [0, ...POWER_DIALER_WAIT_OPTIONS].map((s) => ({ value: String(s), label: s === 0 ? t('powerDialer.waitNone') : t('powerDialer.waitSeconds', { seconds: s }) }));
  const current = settings.data.powerDialerTime;
  return (
    <div data-testid="pd-wait-time-field">
      <Select
        size="xs"
        w={180}
        label={t('powerDialer.waitTime')}
        description={t('powerDialer.waitTimeHelp')}
        placeholder={t('powerDialer.waitSeconds', { seconds: 10 })}
        data={options}
        value={current === null ? null : String(current)}
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
