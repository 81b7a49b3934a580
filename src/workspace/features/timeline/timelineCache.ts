import type { TimelineEntry } from '../../../contract';
import type { TimelineData } from './useTimeline';

/** A live entry goes on top of the first page, once (the socket may repeat what a reload fetched). */
export function prependEntry(data: TimelineData | undefined, entry: TimelineEntry): TimelineData | undefined {
  if (!data) return data;
  if (data.pages.some((page) => page.entries.some((existing) => existing._id === entry._id))) return data;
  const [first, ...rest] = data.pages;
  if (!first) return data;
  return { ...data, pages: [{ ...first, entries: [entry, ...first.entries] }, ...rest] };
}

export function removeEntry(data: TimelineData | undefined, entryId: string): TimelineData | undefined {
  if (!data) return data;
  return { ...data, pages: data.pages.map((page) => ({ ...page, entries: page.entries.filter((entry) => entry._id !== entryId) })) };
}
