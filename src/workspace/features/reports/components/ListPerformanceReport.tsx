import { ActionIcon, Group, Table } from '@mantine/core';
import { Fragment, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListPerformanceRow } from '@/src/contract';
import { listMeasureOfColumn } from '@/src/domain/reports/activity-measures';
import { REPORT_FILE_NAMES, reportCsv } from '@/src/domain/reports/report-csv';
import { sortReportRows } from '@/src/domain/reports/report-table';
import { downloadCsv } from '../hooks/downloadCsv';
import { useListPerformanceReport } from '../hooks/useListPerformanceReport';
import { useSavedViewColumns } from '../hooks/useSavedViewColumns';
import { listPerformanceColumns, type ListPerformanceColumn, type ListPerformanceLine } from './listPerformanceColumns';
import { useFigureDrawer } from '../hooks/useFigureDrawer';
import { ReportFigure } from './ReportFigure';
import { SavedViewReportFrame } from './SavedViewReportFrame';

const NAME = 'listName';
const listLine = (l: ListPerformanceRow): ListPerformanceLine => ({ ...l, name: l.listName });
const stepLine = (s: ListPerformanceRow['playbookSteps'][number]): ListPerformanceLine => ({ ...s, name: s.playbookStepName, playbookName: null });
const variantLine = (v: ListPerformanceRow['playbookSteps'][number]['playbookStepVariants'][number]): ListPerformanceLine => ({
  ...v,
  name: v.playbookStepVariantTemplate ? `${v.playbookStepVariantName}: ${v.playbookStepVariantTemplate}` : v.playbookStepVariantName,
  playbookName: null,
});

/**
 * /reports/listperformance (spec 3): each list's emails and calls, expandable to its playbook's
 * steps and an email step to its variants, with a totals row; the filters and each column's
 * visibility and sort are kept as the page state listPerformanceReport. Lists sort by the chosen
 * column; steps stay in playbook order.
 */
export function ListPerformanceReport() {
  const { t } = useTranslation();
  const report = useListPerformanceReport();
  const columnsDefs = useMemo(() => listPerformanceColumns(report.rows?.callResults ?? []), [report.rows]);
  const { view, visible, labelOf, label, byName } = useSavedViewColumns('listPerformanceReport', columnsDefs);
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const lists = sortReportRows(report.rows?.report ?? [], view.sort, (row, column) => byName.get(column)?.value(listLine(row)) ?? null);
  // The filters of the run on screen: a figure opens what that run counted.
  const [ranWith, setRanWith] = useState<ReturnType<typeof view.runBody> | null>(null);
  const drill = useFigureDrawer();
  /** A counted figure of a list, step, variant (`at`) or the totals (`at` empty) opens the calls or emails behind it. */
  const figure = (c: ListPerformanceColumn, row: ListPerformanceLine, at: { listId?: number; stepId?: number; variantId?: number }) => {
    const target = listMeasureOfColumn(c.name);
    if (!target || !ranWith) return c.show(row);
    const who = at.listId === undefined ? t('reports.total') : row.name;
    const query = { ...ranWith, ...target, ...at };
    return <ReportFigure count={Number(c.value(row))} shown={c.show(row)} figure={label(c.name)} who={who} onOpen={() => drill.open({ report: 'listPerformance', query }, label(c.name), who)} />;
  };
  const toggle = (key: string) => setOpen((before) => (before.has(key) ? new Set([...before].filter((x) => x !== key)) : new Set([...before, key])));

  const exportCsv = () =>
    report.exportRows((data) => {
      // The tree flattened: list, step and variant each in a column of their own, then the visible figures.
      const figures = visible.filter((c) => c.name !== NAME && c.name !== 'playbookName');
      const header = [
        label(NAME),
        t('reports.listPerformance.step'),
        t('reports.listPerformance.variant'),
        ...(view.isVisible('playbookName') ? [label('playbookName')] : []),
        ...figures.map(labelOf),
      ];
      const line = (list: string, step: string, variant: string, row: ListPerformanceLine) => [
        list,
        step,
        variant,
        ...(view.isVisible('playbookName') ? [row.playbookName ?? ''] : []),
        ...figures.map((c) => c.show(row)),
      ];
      const lines = lists.flatMap((l) => [
        line(l.listName, '', '', listLine(l)),
        ...l.playbookSteps.flatMap((s) => [
          line(l.listName, s.playbookStepName, '', stepLine(s)),
          ...s.playbookStepVariants.map((v) => line(l.listName, s.playbookStepName, variantLine(v).name, variantLine(v))),
        ]),
      ]);
      lines.push(line(t('reports.total'), '', '', { ...data.totals, name: t('reports.total'), playbookName: null }));
      downloadCsv(REPORT_FILE_NAMES.listPerformance, reportCsv(header, lines));
    });

  const cells = (row: ListPerformanceLine, depth: number, toggleKey: string | null, testId: string, at: { listId: number; stepId?: number; variantId?: number }) =>
    visible.map((c) => (
      <Table.Td key={c.name} data-col={c.name} miw={c.name === visible[0]?.name ? 180 : undefined} pl={c.name === visible[0]?.name && depth > 0 ? `${depth * 1.5}rem` : undefined}>
        {c.name === visible[0]?.name ? (
          <Group gap={4} wrap="nowrap">
            {toggleKey !== null && (
              <ActionIcon
                size="sm"
                variant="subtle"
                aria-expanded={open.has(toggleKey)}
                aria-label={t(open.has(toggleKey) ? 'reports.collapse' : 'reports.expand', { name: row.name })}
                data-testid={`${testId}-expand`}
                onClick={() => toggle(toggleKey)}
              >
                {open.has(toggleKey) ? '▾' : '▸'}
              </ActionIcon>
            )}
            {c.show(row)}
          </Group>
        ) : (
          figure(c, row, at)
        )}
      </Table.Td>
    ));

  return (
    <SavedViewReportFrame
      title={t('reports.names.listperformance')}
      status={report.status}
      empty={lists.length === 0}
      view={view}
      label={label}
      columns={visible.map((c) => c.name)}
      results={report.rows?.totals.callResults ?? null}
      onRun={() => {
        const body = view.runBody();
        setRanWith(body);
        report.run(body);
      }}
      onExport={exportCsv}
    >
      <Table.Tbody>
        {lists.map((l) => {
          const listKey = `l${l.listId}`;
          return (
            <Fragment key={listKey}>
              <Table.Tr data-testid="report-row" data-list-id={l.listId}>
                {cells(listLine(l), 0, l.playbookSteps.length ? listKey : null, 'report-list', { listId: l.listId })}
              </Table.Tr>
              {open.has(listKey) &&
                l.playbookSteps.map((s) => {
                  const stepKey = `${listKey}s${s.playbookStepId}`;
                  return (
                    <Fragment key={stepKey}>
                      <Table.Tr data-testid="report-step-row" data-step-id={s.playbookStepId}>
                        {cells(stepLine(s), 1, s.playbookStepVariants.length ? stepKey : null, 'report-step', { listId: l.listId, stepId: s.playbookStepId })}
                      </Table.Tr>
                      {open.has(stepKey) &&
                        s.playbookStepVariants.map((v) => (
                          <Table.Tr key={v.playbookStepVariantId} data-testid="report-variant-row" data-variant-id={v.playbookStepVariantId}>
                            {cells(variantLine(v), 2, null, 'report-variant', { listId: l.listId, stepId: s.playbookStepId, variantId: v.playbookStepVariantId })}
                          </Table.Tr>
                        ))}
                    </Fragment>
                  );
                })}
            </Fragment>
          );
        })}
      </Table.Tbody>
      {report.rows && (
        <Table.Tfoot>
          <Table.Tr data-testid="report-totals" fw={700}>
            {visible.map((c) => (
              <Table.Td key={c.name} data-col={c.name}>
                {c.name === NAME ? t('reports.total') : c.name === 'playbookName' ? '' : figure(c, { ...report.rows!.totals, name: '', playbookName: null }, {})}
              </Table.Td>
            ))}
          </Table.Tr>
        </Table.Tfoot>
      )}
      {drill.drawer}
    </SavedViewReportFrame>
  );
}
