import { stringify } from 'csv-stringify/browser/esm/sync';

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

/** The CSV text of a report: a header row, then one row per line, every cell made safe and quoted as needed. */
export function reportCsv(header: readonly string[], rows: readonly (readonly (string | number | null)[])[]): string {
  return stringify([header.map(csvSafe), ...rows.map((row) => row.map(csvSafe))], { record_delimiter: '\r\n' });
}
