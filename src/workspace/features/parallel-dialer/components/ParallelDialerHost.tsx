import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useParallelDialer } from '../hooks/useParallelDialer';
import { parallelDialerKeys } from '../hooks/useParallelLaunch';
import { ParallelDialerPanel } from './ParallelDialerPanel';

/** The parallel dialer's place at the top of the content while a session starts, runs or has just ended. */
export function ParallelDialerHost() {
  const view = useParallelDialer();
  const queryClient = useQueryClient();
  const phase = view?.phase;
  // A session that starts or ends changes the lines available and the open session the Parallel dial buttons read.
  useEffect(() => {
    if (phase) void queryClient.invalidateQueries({ queryKey: parallelDialerKeys.all });
  }, [phase, queryClient]);
  if (!view || (view.phase === 'idle' && !view.error)) return null;
  return <ParallelDialerPanel view={view} />;
}
