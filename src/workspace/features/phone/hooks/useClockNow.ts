import { useEffect, useState } from 'react';
import { CALL_CLOCK_REFRESH_MS } from '@/src/domain/phone/call-clock';

/** The time now, refreshed each second while `running` (spec 1 section 9: the clock refreshes each second). */
export function useClockNow(running = true): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!running) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), CALL_CLOCK_REFRESH_MS);
    return () => clearInterval(timer);
  }, [running]);
  return now;
}
