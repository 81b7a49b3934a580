import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ReportActivitiesDrawer } from '../components/ReportActivitiesDrawer';
import type { ReportActivitiesSource } from './useReportActivities';

/** The drawer a report's counted figures open: `open` shows the activities behind one, `drawer` goes in the page. */
export function useFigureDrawer() {
  const { t } = useTranslation();
  const [opened, setOpened] = useState<{ source: ReportActivitiesSource; title: string } | null>(null);
  return {
    open: (source: ReportActivitiesSource, figure: string, who: string) => setOpened({ source, title: t('reports.activities.title', { figure, who }) }),
    drawer: <ReportActivitiesDrawer source={opened?.source ?? null} title={opened?.title ?? ''} onClose={() => setOpened(null)} />,
  };
}
