import type { z } from 'zod';
import type { activityReportBody } from '@/src/contract';
import { listPerformanceRowCount } from '@/src/domain/reports/list-figures';
import { api } from '@/src/workspace/session/api';
import { useReportRun } from './useReportRun';

export const useListPerformanceReport = () => useReportRun((body: z.input<typeof activityReportBody>) => api.call('listPerformanceReport', { body }), listPerformanceRowCount);
