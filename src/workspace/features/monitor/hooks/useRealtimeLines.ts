import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { RealtimeLine } from '@/src/contract';
import { withLine } from '@/src/domain/monitor/realtime-lines';
import { receive } from '@/src/extension/messages';
import { api } from '@/src/workspace/session/api';
import { useUpdatesEvent } from '@/src/workspace/session/hooks/useUpdatesEvent';
import { onExtensionMessage, sendToBackground } from '@/src/workspace/platform';
import { monitorKeys } from '../monitorKeys';

/**
 * Every user's real-time line (spec 3 real-time monitor): read once, then kept live by the pushes
 * of the tenant's monitor room (joined while the tab is open; a join confirmed reads again, so
 * nothing that happened before it is missed). Never polled.
 */
export function useRealtimeLines(tenantId: number | null) {
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: monitorKeys.lines, queryFn: async () => (await api.call('monitorLines', {})).lines, enabled: tenantId !== null, staleTime: Infinity, retry: 1 });

  useEffect(() => {
    if (tenantId === null) return;
    const room = `monitor/${tenantId}`;
    const off = onExtensionMessage((raw) => {
      const message = receive(raw, 'ui');
      if (message?.type === 'updates.joined' && message.room === room) void queryClient.invalidateQueries({ queryKey: monitorKeys.lines });
    });
    void sendToBackground({ target: 'background', type: 'updates.join', room });
    return () => {
      off();
      void sendToBackground({ target: 'background', type: 'updates.leave', room });
    };
  }, [tenantId, queryClient]);

  useUpdatesEvent('monitor.line', (line) => {
    queryClient.setQueryData<RealtimeLine[]>(monitorKeys.lines, (lines) => (lines ? withLine(lines, line) : lines));
  });
  return query;
}
