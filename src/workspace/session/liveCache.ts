import type { QueryClient, QueryKey, Updater } from '@tanstack/react-query';

/**
 * Writes a change pushed by the server (or confirmed by it) into a cached query. A read of that query still in flight
 * may have been answered before the change was made; landing after it, it would quietly undo the change (a live
 * timeline entry that appears, then vanishes). Such a read is started again, so the change shows and stays.
 */
export function writeLive<T>(queryClient: QueryClient, queryKey: QueryKey, update: Updater<T | undefined, T | undefined>): void {
  queryClient.setQueryData<T>(queryKey, update);
  // invalidateQueries cancels the read in flight (silently, keeping the data just written) and reads again.
  if (queryClient.isFetching({ queryKey, exact: true }) > 0) void queryClient.invalidateQueries({ queryKey, exact: true });
}
