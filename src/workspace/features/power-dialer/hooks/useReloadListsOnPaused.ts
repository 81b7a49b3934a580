import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { PowerDialerState } from '@/src/domain/power-dialer/power-dialer-state';

/** A 423 met by the running dialer (the list was paused meanwhile) reloads the lists screens' data. */
export function useReloadListsOnPaused(notice: PowerDialerState['notice'] | undefined) {
  const queryClient = useQueryClient();
  const pausedAt = notice?.code === 'LIST_PAUSED' ? notice.at : null;
  useEffect(() => {
    if (pausedAt !== null) void queryClient.invalidateQueries({ queryKey: ['lists'] });
  }, [pausedAt, queryClient]);
}
