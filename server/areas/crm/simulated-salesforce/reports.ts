import type { ObjectName } from './object-schema';
import type { OrgStore } from './org-store';
import { notFound } from './sf-errors';

/** A tabular report of the simulated org: its rows are the live records of one object. */
export interface SimulatedReport {
  id: string;
  name: string;
  object: ObjectName;
  /** Report column name (as the Analytics API names them) to the record's field. */
  columns: { name: string; label: string; field: string; dataType: string }[];
}

// Synchronous runs return at most 2,000 detail rows (Analytics REST API, "Limits").
const MAX_DETAIL_ROWS = 2000;

/** GET/POST analytics/reports/{id}: the synchronous run of a tabular report, shaped as the Analytics REST API answers it. */
export function runReport(reports: SimulatedReport[], store: OrgStore, id: string, includeDetails: boolean) {
  const report = reports.find((r) => r.id === id || r.id.slice(0, 15) === id);
  if (!report) throw notFound();
  const records = store.all(report.object);
  const rows = records.slice(0, MAX_DETAIL_ROWS).map((record) => ({
    dataCells: report.columns.map((c) => {
      const value = record[c.field] ?? null;
      return { label: value === null ? '-' : String(value), value };
    }),
  }));
  return {
    attributes: {
      type: 'Report',
      reportId: report.id,
      reportName: report.name,
      describeUrl: `/services/data/v62.0/analytics/reports/${report.id}/describe`,
      instancesUrl: `/services/data/v62.0/analytics/reports/${report.id}/instances`,
    },
    allData: records.length <= MAX_DETAIL_ROWS,
    hasDetailRows: includeDetails,
    factMap: { 'T!T': { ...(includeDetails ? { rows } : {}), aggregates: [{ label: records.length.toLocaleString('en-US'), value: records.length }] } },
    groupingsAcross: { groupings: [] },
    groupingsDown: { groupings: [] },
    reportMetadata: {
      id: report.id,
      name: report.name,
      reportFormat: 'TABULAR',
      reportType: { type: `${report.object}List`, label: `${report.object}s` },
      detailColumns: report.columns.map((c) => c.name),
      aggregates: ['RowCount'],
      reportFilters: [],
      reportBooleanFilter: null,
    },
    reportExtendedMetadata: {
      detailColumnInfo: Object.fromEntries(report.columns.map((c) => [c.name, { label: c.label, dataType: c.dataType }])),
      aggregateColumnInfo: { RowCount: { label: 'Record Count', dataType: 'int' } },
      groupingColumnInfo: {},
    },
  };
}
