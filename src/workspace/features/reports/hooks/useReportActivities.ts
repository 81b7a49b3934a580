import { useInfiniteQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { REPORT_ACTIVITIES_PAGE, type listActivitiesBody, type numberActivitiesBody, type queueActivitiesBody, type reportActivitiesBody } from '@/src/contract';
import { api } from '@/src/workspace/session/api';

type Unpaged<T> = Omit<T, 'offset' | 'limit'>;
/** Which report's figure is opened, with that report's filters and the figure's row. */
export type ReportActivitiesSource =
  | { report: 'activity'; query: Unpaged<z.input<typeof reportActivitiesBody>> }
  | { report: 'listPerformance'; query: Unpaged<z.input<typeof listActivitiesBody>> }
  | { report: 'phoneNumber'; query: Unpaged<z.input<typeof numberActivitiesBody>> }
  | { report: 'queuePerformance'; query: Unpaged<z.input<typeof queueActivitiesBody>> };

const fetchPage = (source: ReportActivitiesSource, offset: number) => {
  const page = { offset, limit: REPORT_ACTIVITIES_PAGE };
  switch (source.report) {
    case 'activity':
      return api.call('activityReportActivities', { body: { ...source.query, ...page } });
    case 'listPerformance':
      return api.call('listPerformanceActivities', { body: { ...source.query, ...page } });
    case 'phoneNumber':
      return api.call('phoneNumberActivities', { body: { ...source.query, ...page } });
    case 'queuePerformance':
      return api.call('queuePerformanceActivities', { body: { ...source.query, ...page } });
  }
};

/** The activities behind a figure, a page at a time (newest first); nothing is asked while closed. */
export const useReportActivities = (source: ReportActivitiesSource | null) =>
  useInfiniteQuery({
    queryKey: ['reports', 'activities', source],
    enabled: source !== null,
    initialPageParam: 0,
    queryFn: ({ pageParam }) => fetchPage(source!, pageParam),
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((n, p) => n + p.items.length, 0);
      return loaded < last.total ? loaded : undefined;
    },
  });
