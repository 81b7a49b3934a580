import { UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A counted figure that opens the activities behind it (0 opens nothing and stays text). */
export function ReportFigure({ count, shown, figure, who, onOpen }: { count: number; shown: string; figure: string; who: string; onOpen(): void }) {
  const { t } = useTranslation();
  if (count <= 0) return shown;
  return (
    <UnstyledButton fz="sm" td="underline" c="blue" aria-label={t('reports.activities.open', { count, figure: `${figure} (${who})` })} data-testid="report-figure" onClick={onOpen}>
      {shown}
    </UnstyledButton>
  );
}
