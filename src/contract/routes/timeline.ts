import { z } from 'zod';
import { defineRoute } from '../route';
import { timelineAcl, timelineAclEntry, timelinePage, timelineType } from '../entities/timeline';
import { deletedReply, queryFlag, recordId } from './crm-params';

/** The {product}Id of a timeline delete: exactly one of contactId and accountId. */
const timelineProductId = z
  .object({ contactId: recordId.optional(), accountId: recordId.optional() })
  .refine((b) => (b.contactId === undefined) !== (b.accountId === undefined), 'contactId or accountId (one of them) is required');

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
  /** Admins: the tenant default (userId null) and every user override. */
  listTimelineAcl: defineRoute({ method: 'GET', path: '/timeline/acl/entries', reply: z.object({ entries: z.array(timelineAclEntry) }), auth: 'session', scope: 'settings.admin' }),
  /** Admins set the tenant default (userId null) or one user's ACL; a flag left out keeps its current value. */
  updateTimelineAcl: defineRoute({
    method: 'PUT',
    path: '/timeline/acl',
    body: z
      .object({ userId: recordId.nullable(), restrictOwnActivityHistory: z.boolean().optional(), canDeleteTimelineEntry: z.boolean().optional() })
      .refine((b) => b.restrictOwnActivityHistory !== undefined || b.canDeleteTimelineEntry !== undefined, 'Nothing to update'),
    reply: timelineAclEntry,
    auth: 'session',
    scope: 'settings.admin',
  }),
  /**
   * DELETE by type, id and {product}Id (spec 1 section 7): the id of the timeline the entry is deleted
   * from, contactId or accountId (one of them); the entry must belong to that timeline. Only when the
   * ACL canDeleteTimelineEntry allows (403 otherwise).
   */
  deleteTimelineEntry: defineRoute({
    method: 'DELETE',
    path: '/timeline/:type/:entryId',
    params: z.object({ type: timelineType, entryId: recordId }),
    body: timelineProductId,
    reply: deletedReply,
    auth: 'session',
  }),
};
