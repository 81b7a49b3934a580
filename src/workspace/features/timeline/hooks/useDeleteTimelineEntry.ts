import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TimelineEntry } from '@/src/contract';
import { api } from '@/src/workspace/session/api';
import { writeLive } from '@/src/workspace/session/liveCache';
import { removeEntry } from '../timelineCache';
import type { TimelineData } from './useTimeline';
import { timelineProductIdOf, type TimelineTarget } from '../timelineTarget';

/** Deletes an entry of this timeline; it leaves the shown pages at once (even while a read is in flight). */
export function useDeleteTimelineEntry(target: TimelineTarget, key: readonly unknown[]) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (entry: TimelineEntry) => api.call('deleteTimelineEntry', { params: { type: entry.type, entryId: Number(entry._id) }, body: timelineProductIdOf(target) }),
    onSuccess: (_reply, entry) => writeLive<TimelineData>(queryClient, key, (data) => removeEntry(data, entry._id)),
  });
}
