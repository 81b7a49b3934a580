import { useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import type { TimelinePage } from '@/src/contract';
import { api } from '@/src/workspace/session/api';
import { TIMELINE_PAGE_SIZE } from '../timelineConstants';
import type { TimelineTarget } from '../timelineTarget';
import { timelineKeys } from '../timelineKeys';

export type TimelineData = InfiniteData<TimelinePage, number>;

/** A contact's or account's timeline, 20 entries a page, newest first; restricted to the user's own activity when the ACL says so. */
export function useTimeline(target: TimelineTarget, restrict: boolean, enabled: boolean) {
  const record = target.kind === 'contact' ? { account: false, contactId: target.id } : { account: true, accountId: target.id };
  return useInfiniteQuery({
    queryKey: timelineKeys.entries(target, restrict),
    enabled,
    initialPageParam: 0,
    queryFn: ({ pageParam }) => api.call('getTimeline', { query: { ...record, restrict, limit: TIMELINE_PAGE_SIZE, offset: pageParam } }),
    getNextPageParam: (last, pages) => (last.hasMore ? pages.reduce((sum, page) => sum + page.entries.length, 0) : undefined),
  });
}
