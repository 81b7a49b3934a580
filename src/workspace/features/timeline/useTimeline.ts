import { useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import type { TimelinePage } from '../../../contract';
import { api } from '../../session/api';
import { TIMELINE_PAGE_SIZE } from './timelineConstants';

export const timelineKey = (contactId: number, restrict: boolean) => ['timeline', 'contact', contactId, restrict] as const;
export type TimelineData = InfiniteData<TimelinePage, number>;

/** A contact's timeline, 20 entries a page, newest first; restricted to the user's own activity when the ACL says so. */
export function useTimeline(contactId: number, restrict: boolean, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: timelineKey(contactId, restrict),
    enabled,
    initialPageParam: 0,
    queryFn: ({ pageParam }) =>
      api.call('getTimeline', { query: { account: false, restrict, contactId, limit: TIMELINE_PAGE_SIZE, offset: pageParam } }),
    getNextPageParam: (last, pages) => (last.hasMore ? pages.reduce((sum, page) => sum + page.entries.length, 0) : undefined),
  });
}
