import { z } from 'zod';
import { defineRoute } from '../route';
import { timelineAcl, timelinePage, timelineType } from '../entities/crm';
import { deletedReply, queryFlag, recordId } from './crm-params';

/** Timeline (spec 1 section 7). Live entries arrive over the /timeline socket channel (see CRM-NOTES.md). */
export const timelineRoutes = {
  getTimeline: defineRoute({
    method: 'GET',
    path: '/timeline',
    query: z.object({
      /** true: the account's timeline (accountId required); false: the contact's (contactId required). */
      account: queryFlag.default(false),
      /** Only the caller's own activity. The ACL restrictOwnActivityHistory forces it on. */
      restrict: queryFlag.default(false),
      accountId: recordId.optional(),
      contactId: recordId.optional(),
      limit: z.coerce.number().int().min(1).max(100).default(20),
      offset: z.coerce.number().int().min(0).max(100_000).default(0),
      type: timelineType.optional(),
      userId: recordId.optional(),
    }),
    reply: timelinePage,
    auth: 'session',
  }),
  timelineAcl: defineRoute({ method: 'GET', path: '/timeline/acl', reply: timelineAcl, auth: 'session' }),
  /** Only when the ACL canDeleteTimelineEntry allows (403 otherwise). */
  deleteTimelineEntry: defineRoute({
    method: 'DELETE',
    path: '/timeline/:type/:entryId',
    params: z.object({ type: timelineType, entryId: recordId }),
    reply: deletedReply,
    auth: 'session',
  }),
};
