import { stringify } from 'csv-stringify/browser/esm/sync';
import type { AbandonedCallRow } from '../../contract/entities/reports';
import type { Formatter } from '../format';

/** Spec 3 section 9: the CSV file names of the reports. */
export const REPORT_FILE_NAMES = {
  activity: 'Activity Report',
  listPerformance: 'List Performance Report',
  queuePerformance: 'ACD Queue Performance Report',
  abandonedCalls: 'ACD Queue Abandoned Call Report',
  phoneNumberConnectRate: 'Phone Number Connect Rate Report',
  spamFlagStatus: 'SPAM Flag Status Report',
} as const;

/**
 * A cell a spreadsheet would run as a formula (it starts with = + - @, or a tab or carriage return)
 * gets a leading apostrophe, so an exported report never runs what a caller's name or number holds.
 */
export function csvSafe(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  const text = String(value);
  if (typeof value === 'number') return text;
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/** CSV lines (each ending in CRLF), every cell made safe and quoted as needed. */
export const csvLines = (rows: readonly (readonly (string | number | null)[])[]): string =>
  stringify(
    rows.map((row) => row.map(csvSafe)),
    { record_delimiter: '\r\n' },
  );

/** The CSV text of a report: a header row, then one row per line. */
export const reportCsv = (header: readonly string[], rows: readonly (readonly (string | number | null)[])[]): string => csvLines([header, ...rows]);

/** The abandoned calls report's CSV columns (the page's and the server's streamed export alike): times in the user's zone, as the page shows them. */
export const ABANDONED_CSV_HEADER = ['Queue', 'Starting time', 'Contact', 'Caller number', 'Queue number', 'Wait time'] as const;
/** One row's cells: times in the user's zone, numbers as the user sees them (the phone module's formatter with their dialing plan). */
export const abandonedCsvCells = (fmt: Formatter, formatNumber: (number: string) => string) => (r: AbandonedCallRow) => [
  r.queueName,
  fmt.dateTime(r.startingTime),
  r.contactName,
  formatNumber(r.sourcePhoneNumber),
  formatNumber(r.targetPhoneNumber),
  fmt.duration(r.waitTime),
];
