import type { timelineRoutes } from '../../src/contract/routes/timeline';
import type { Db } from '../db/database';
import type { AreaHandlers } from '../http/handlers';
import type { TimelinePush } from '../services/activity-log';
import { createTimelineService } from '../services/timeline-service';

export function timelineHandlers(deps: { db: Db; timeline: TimelinePush }): AreaHandlers<typeof timelineRoutes> {
  const timeline = createTimelineService(deps);
  return {
    getTimeline: ({ auth, query }) => timeline.page(auth, query),
    timelineAcl: ({ auth }) => timeline.acl(auth),
    deleteTimelineEntry: async ({ auth, params }) => {
      await timeline.remove(auth, params.type, params.entryId);
      return { deleted: true as const };
    },
  };
}
