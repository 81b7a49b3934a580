import { useCallback, useEffect, useRef, useState } from 'react';

/** How long a deletion can be taken back before it is sent. */
export const UNDO_WINDOW_MS = 5000;

/**
 * A destructive action that waits a few seconds before it is done, so one click loses nothing: `start` hides the item
 * (the caller shows an Undo in its place), `undo` brings it back, and when the time is up the action runs. Starting
 * another, or leaving the page, runs the one waiting at once: the user did ask for it.
 */
export function useUndoableAction<T>(run: (item: T) => void, windowMs = UNDO_WINDOW_MS) {
  const [pending, setPending] = useState<{ key: string; item: T } | null>(null);
  const waiting = useRef<{ key: string; item: T } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const latestRun = useRef(run);
  latestRun.current = run;

  const settle = useCallback((commit: boolean) => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    const current = waiting.current;
    waiting.current = null;
    setPending(null);
    if (commit && current) latestRun.current(current.item);
  }, []);

  const start = useCallback(
    (key: string, item: T) => {
      settle(true);
      waiting.current = { key, item };
      setPending({ key, item });
      timer.current = setTimeout(() => settle(true), windowMs);
    },
    [settle, windowMs],
  );
  const undo = useCallback(() => settle(false), [settle]);

  useEffect(() => () => settle(true), [settle]);
  return { pendingKey: pending?.key ?? null, start, undo };
}
