import type { z } from 'zod';
import type { acdReportBody } from '@/src/contract';
import { api } from '@/src/workspace/session/api';
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
