import type { timelineRoutes } from '@/src/contract/routes/timeline';
import type { Db } from '../../db/database';
import type { AreaHandlers } from '../../http/handlers';
import type { TimelinePush } from '../../activity/activity-log';
import { createTimelineAclService } from './timeline-acl-service';
import { createTimelineService } from './timeline-service';

export function timelineHandlers(deps: { db: Db; timeline: TimelinePush }): AreaHandlers<typeof timelineRoutes> {
  const timeline = createTimelineService(deps);
  const acls = createTimelineAclService(deps.db);
  return {
    getTimeline: ({ auth, query }) => timeline.page(auth, query),
    timelineAcl: ({ auth }) => timeline.acl(auth),
    listTimelineAcl: async ({ auth }) => ({ entries: await acls.list(auth) }),
    updateTimelineAcl: ({ auth, body }) => acls.set(auth, body),
    deleteTimelineEntry: async ({ auth, params, body }) => {
      await timeline.remove(auth, params.type, params.entryId, body);
      return { deleted: true as const };
    },
  };
}
