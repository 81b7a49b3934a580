import type { TimelineTarget } from './timelineTarget';

/** TanStack Query keys of the timeline; a sent email reloads everything under ['timeline']. */
export const timelineKeys = {
  all: ['timeline'] as const,
  acl: ['timeline', 'acl'] as const,
  entries: (target: TimelineTarget, restrict: boolean) => ['timeline', target.kind, target.id, restrict] as const,
};
