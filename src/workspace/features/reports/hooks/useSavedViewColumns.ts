import { useTranslation } from 'react-i18next';
import { useConnectRuleText } from '../../dashboard/hooks/useConnectionSettings';
import type { ReportColumn } from '../components/reportColumn';
import { useSavedReportView } from './useSavedReportView';

/**
 * A remembered-columns report's view (filters, visibility, sort: useSavedReportView) over its column
 * definitions: the visible ones in order, their labels, and a column by name (for sorting).
 */
export function useSavedViewColumns<F>(key: 'activityReport' | 'listPerformanceReport', columns: readonly ReportColumn<F>[]) {
  const { t } = useTranslation();
  // A connects column says what a connect is (one rule for every surface).
  const rule = useConnectRuleText();
  const view = useSavedReportView(
    key,
    columns.map((c) => c.name),
  );
  const byName = new Map(columns.map((c) => [c.name, c]));
  const labelOf = (c: ReportColumn<F>) => t(c.label.key, { result: c.label.result, rule });
  return { view, byName, labelOf, label: (name: string) => (byName.get(name) ? labelOf(byName.get(name)!) : name), visible: columns.filter((c) => view.isVisible(c.name)) };
}
