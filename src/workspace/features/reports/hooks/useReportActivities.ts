import { useInfiniteQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { REPORT_ACTIVITIES_PAGE, type reportActivitiesBody } from '@/src/contract';
import { api } from '@/src/workspace/session/api';

export type ReportActivitiesQuery = Omit<z.input<typeof reportActivitiesBody>, 'offset' | 'limit'>;

/** The activities behind a figure, a page at a time (newest first); nothing is asked while closed. */
export const useReportActivities = (query: ReportActivitiesQuery | null) =>
  useInfiniteQuery({
    queryKey: ['reports', 'activities', query],
    enabled: query !== null,
    initialPageParam: 0,
    queryFn: ({ pageParam }) => api.call('activityReportActivities', { body: { ...query!, offset: pageParam, limit: REPORT_ACTIVITIES_PAGE } }),
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((n, p) => n + p.items.length, 0);
      return loaded < last.total ? loaded : undefined;
    },
  });
