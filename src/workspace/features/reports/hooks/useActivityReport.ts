import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { activityReportBody } from '@/src/contract';
import { api } from '@/src/workspace/session/api';
import { useReportRun } from './useReportRun';

/** Spec 3 section 9: the activity report counts its rows (users). */
export const useActivityReport = () =>
  useReportRun(
    (body: z.input<typeof activityReportBody>) => api.call('activityReport', { body }),
    (reply) => reply.report.length,
  );

/** Spec 3 section 7 "Lists: all names": the lists a report can be filtered by. */
export const useListNames = () =>
  useQuery({
    queryKey: ['reports', 'listNames'],
    queryFn: () => api.call('listListNames', { body: { search: '', admin: false, writableOnly: false, limit: 1000 } }),
    staleTime: 60_000,
    select: (r) => r.lists,
  });
