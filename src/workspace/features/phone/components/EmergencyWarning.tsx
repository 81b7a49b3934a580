import { Alert } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The emergency warning, shown until the engine's deadline (5000 ms after the refused number). */
export function EmergencyWarning({ until }: { until: number | null }) {
  const { t } = useTranslation();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (until === null) return;
    setNow(Date.now());
    const timer = setTimeout(() => setNow(Date.now()), Math.max(0, until - Date.now()));
    return () => clearTimeout(timer);
  }, [until]);
  if (until === null || now >= until) return null;
  return (
    <Alert color="red" role="alert" data-testid="emergency-warning">
      {t('phone.emergency')}
    </Alert>
  );
}
