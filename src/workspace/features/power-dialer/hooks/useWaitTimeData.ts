import { useTranslation } from 'react-i18next';
import { waitTimeChoices } from '@/src/domain/power-dialer/wait-time';

/** The wait time's choices as every select shows them: "No wait (0 s)", "10 s (default)", "20 s", … */
export function useWaitTimeData(options?: readonly number[]): { value: string; label: string }[] {
  const { t } = useTranslation();
  return waitTimeChoices(options && options.length > 0 ? options : undefined).map(({ seconds, isDefault }) => ({
    value: String(seconds),
    label: seconds === 0 ? t('powerDialer.waitNone') : isDefault ? t('powerDialer.waitDefault', { seconds }) : t('powerDialer.waitSeconds', { seconds }),
  }));
}
