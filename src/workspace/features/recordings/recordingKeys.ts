import type { ArchiveQuery } from '@/src/contract';

/** TanStack Query keys of the recordings area. */
export const recordingKeys = {
  all: ['recordings'] as const,
  page: (query: Partial<ArchiveQuery>) => ['recordings', 'page', query] as const,
  count: (query: Partial<ArchiveQuery>) => ['recordings', 'count', query] as const,
  metadata: (callId: string) => ['recordings', 'metadata', callId] as const,
  analysis: (mediaName: string) => ['recordings', 'analysis', mediaName] as const,
  settings: ['recordings', 'settings'] as const,
  filterState: (key: 'monitorArchiveFilter' | 'monitorLibraryFilter') => ['recordings', 'filterState', key] as const,
};
