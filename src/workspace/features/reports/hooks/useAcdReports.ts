import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { acdReportBody } from '@/src/contract';
import { api } from '@/src/workspace/session/api';
import { mediaUrl, startDownload } from '@/src/workspace/ui/serverDownload';
import { useReportRun } from './useReportRun';

type Body = z.input<typeof acdReportBody>;

/** Spec 3 section 9: the abandoned calls report counts its rows. */
export const useAbandonedCallsReport = () =>
  useReportRun(
    (body: Body) => api.call('abandonedCallsReport', { body }).then((r) => r.report),
    (rows) => rows.length,
  );

/** Spec 3 section 9: the queue performance report counts its user rows. */
export const useQueuePerformanceReport = () =>
  useReportRun(
    (body: Body) => api.call('queuePerformanceReport', { body }).then((r) => r.report),
    (rows) => rows.reduce((n, q) => n + q.users.length, 0),
  );

/** The abandoned calls CSV streamed by the server (a report too large to show): a signed address the browser downloads. */
export const useAbandonedCallsExport = () =>
  useMutation({
    mutationFn: async (body: Body) => {
      const { url } = await api.call('abandonedCallsExport', { body });
      startDownload(mediaUrl(url));
    },
    onError: (error) => console.warn('The abandoned calls export did not start', error),
  });
