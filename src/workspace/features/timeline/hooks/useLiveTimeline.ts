import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { receive } from '@/src/extension/messages';
import { onExtensionMessage, sendToBackground } from '@/src/workspace/platform';
import { writeLive } from '@/src/workspace/session/liveCache';
import { prependEntry, removeEntry } from '../timelineCache';
import type { TimelineData } from './useTimeline';
import { timelineRoomOf, type TimelineTarget } from '../timelineTarget';

/**
 * Joins the /timeline room `contacts/{id}` or `accounts/{id}` (through the background and the offscreen socket) while
 * the timeline is shown, and writes entries pushed for it into the cached timeline. Says whether the
 * room is joined and what was written before the join is read (pushes bring the rest from then on).
 */
export function useLiveTimeline(target: TimelineTarget, queryKey: readonly unknown[]) {
  const queryClient = useQueryClient();
  const room = timelineRoomOf(target);
  const [joinedRoom, setJoinedRoom] = useState<string | null>(null);
  useEffect(() => {
    const stop = onExtensionMessage((raw) => {
      const message = receive(raw, 'ui');
      if (message?.type === 'timeline.entry' && message.room === room) writeLive<TimelineData>(queryClient, queryKey, (data) => prependEntry(data, message.entry));
      if (message?.type === 'timeline.entryDeleted' && message.room === room) writeLive<TimelineData>(queryClient, queryKey, (data) => removeEntry(data, message.entryId));
      // Joined (or re-joined after a reconnect): read again what was written while the room was not joined.
      if (message?.type === 'timeline.joined' && message.room === room) {
        void queryClient.invalidateQueries({ queryKey }).finally(() => setJoinedRoom(room));
      }
    });
    void sendToBackground({ target: 'background', type: 'timeline.join', room });
    return () => {
      stop();
      void sendToBackground({ target: 'background', type: 'timeline.leave', room });
    };
    // queryKey is derived from the target and the ACL; the room changes with the target.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [room, queryClient, JSON.stringify(queryKey)]);
  return { joined: joinedRoom === room };
}
