import { useParallelDialer } from '../hooks/useParallelDialer';
import { ParallelDialerPanel } from './ParallelDialerPanel';

/** The parallel dialer's place at the top of the content while a session starts, runs or has just ended. */
export function ParallelDialerHost() {
  const view = useParallelDialer();
  if (!view || (view.phase === 'idle' && !view.error)) return null;
  return <ParallelDialerPanel view={view} />;
}
