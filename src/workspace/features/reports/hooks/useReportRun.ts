import { useMutation } from '@tanstack/react-query';
import { isTooLarge, type ReportStatus } from '@/src/domain/reports/report-table';

/**
 * One report's run (spec 3 section 4: loading, loaded, tooLarge, error): the Run button asks the
 * server; the rows stay until the next run, so export works on a report too large to show.
 */
export function useReportRun<Body, Rows>(run: (body: Body) => Promise<Rows>, counted: (rows: Rows) => number) {
  const mutation = useMutation({ mutationFn: run });
  const rows = mutation.data ?? null;
  const status: ReportStatus = mutation.isPending ? 'loading' : mutation.isError ? 'error' : rows === null ? 'idle' : isTooLarge(counted(rows)) ? 'tooLarge' : 'loaded';
  return {
    status,
    rows,
    run: mutation.mutate,
    /** The filters of the last run (an export asks the server with them). */
    lastBody: mutation.variables,
    /** Hands the rows of the last run to an export; before a run it only warns in the console (spec 3 section 8). */
    exportRows(write: (rows: Rows) => void) {
      if (rows === null) return console.warn('Run the report before exporting it.');
      write(rows);
    },
  };
}
