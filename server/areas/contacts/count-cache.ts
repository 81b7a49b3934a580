/**
 * Recently counted totals, so the next pages of a list (keyset cursor) do not count 75,000 rows
 * again: the first page always counts and refreshes the entry; later pages reuse it while fresh.
 */
export function createCountCache(options: { ttlMs: number; maxEntries: number; now: () => number }) {
  const entries = new Map<string, { total: number; at: number }>();
  return {
    get(key: string): number | undefined {
      const hit = entries.get(key);
      return hit && options.now() - hit.at <= options.ttlMs ? hit.total : undefined;
    },
    set(key: string, total: number) {
      entries.delete(key);
      entries.set(key, { total, at: options.now() });
      // Map keeps insertion order: the first key is the oldest.
      if (entries.size > options.maxEntries) entries.delete(entries.keys().next().value as string);
    },
  };
}
