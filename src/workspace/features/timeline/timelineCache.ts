import type { TimelineEntry } from '@/src/contract';
import type { TimelineData } from './hooks/useTimeline';

/**
 * A live entry goes on top of the first page, once (the socket may repeat what a reload fetched); a
 * known entry pushed again with changes (an email's opens and clicks) is replaced where it is.
 */
export function prependEntry(data: TimelineData | undefined, entry: TimelineEntry): TimelineData | undefined {
  if (!data) return data;
  const known = data.pages.flatMap((page) => page.entries).find((existing) => existing._id === entry._id);
  if (known) {
    if (JSON.stringify(known) === JSON.stringify(entry)) return data;
    return { ...data, pages: data.pages.map((page) => ({ ...page, entries: page.entries.map((e) => (e._id === entry._id ? entry : e)) })) };
  }
  const [first, ...rest] = data.pages;
  if (!first) return data;
  return { ...data, pages: [{ ...first, entries: [entry, ...first.entries] }, ...rest] };
}

export function removeEntry(data: TimelineData | undefined, entryId: string): TimelineData | undefined {
  if (!data) return data;
  return { ...data, pages: data.pages.map((page) => ({ ...page, entries: page.entries.filter((entry) => entry._id !== entryId) })) };
}
