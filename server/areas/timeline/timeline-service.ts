import { and, desc, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { TimelineAcl, TimelinePage, TimelineType } from '@/src/contract/entities/timeline';
import type { Db } from '../../db/database';
import { accounts, activities, contacts, timelineAcl, users } from '../../db/schema';
import { ApiError, notFound } from '../../http/api-error';
import { roomsOfContact, accountRoom, type TimelinePush } from '../../activity/activity-log';
import { DEFAULT_TIMELINE_ACL } from './timeline-acl-service';
import { toTimelineEntry, timelineTypeOf } from '../../activity/timeline-entry';
import type { AuthContext } from '../session/session-store';
import { mayDeleteTimelineEntry } from '@/src/domain/timeline-delete';

const CALL_TASK = sql`upper(coalesce(${activities.data}->>'taskType', '')) in ('CALL', 'CALLBACK')`;
const HAS_TASK = sql`${activities.data}->>'taskId' is not null`;

/** SQL filter of one timeline type over the activity kinds. */
function typeFilter(type: TimelineType): SQL {
  switch (type) {
    case 'call':
      return sql`(${activities.kind} = 'call' and not ${HAS_TASK})`;
    case 'call-task':
      return sql`((${activities.kind} = 'call' and ${HAS_TASK}) or (${activities.kind} = 'task' and ${CALL_TASK}))`;
    case 'task':
      return sql`(${activities.kind} = 'task' and not ${CALL_TASK})`;
    case 'contact-event':
      return sql`${activities.kind} = 'contact_event'`;
    default:
      return sql`${activities.kind} = ${type}`;
  }
}

const NOT_DELETED = sql`coalesce(${activities.data}->>'isDeleted', 'false') <> 'true'`;

/** The {product}Id of a delete: one of the two. */
export interface TimelineProductId {
  contactId?: number | undefined;
  accountId?: number | undefined;
}

export interface TimelineQuery {
  account: boolean;
  restrict: boolean;
  accountId?: number | undefined;
  contactId?: number | undefined;
  limit: number;
  offset: number;
  type?: TimelineType | undefined;
  userId?: number | undefined;
}

/** The contact's or account's timeline, read from the one activity log. */
export function createTimelineService(deps: { db: Db; timeline: TimelinePush }) {
  const { db, timeline } = deps;

  async function acl(auth: AuthContext): Promise<TimelineAcl> {
    const [row] = await db
      .select({ restrictOwnActivityHistory: timelineAcl.restrictOwnActivityHistory, canDeleteTimelineEntry: timelineAcl.canDeleteTimelineEntry })
      .from(timelineAcl)
      .where(and(eq(timelineAcl.tenantId, auth.tenantId), or(eq(timelineAcl.userId, auth.userId), isNull(timelineAcl.userId))))
      .orderBy(sql`${timelineAcl.userId} nulls last`)
      .limit(1);
    return row ?? { ...DEFAULT_TIMELINE_ACL };
  }

  async function recordFilter(auth: AuthContext, q: TimelineQuery): Promise<SQL> {
    if (q.account) {
      if (!q.accountId) throw new ApiError(400, 'accountId is required for an account timeline', { code: 'VALIDATION' });
      const [a] = await db
        .select({ id: accounts.id })
        .from(accounts)
        .where(and(eq(accounts.id, q.accountId), eq(accounts.tenantId, auth.tenantId)));
      if (!a) throw notFound('Account');
      return sql`("activities"."contact_id" in (select tc.id from contacts tc where tc.account_id = ${q.accountId} and tc.tenant_id = ${auth.tenantId})
        or ${activities.data}->>'accountId' = ${String(q.accountId)})`;
    }
    if (!q.contactId) throw new ApiError(400, 'contactId is required', { code: 'VALIDATION' });
    const [c] = await db
      .select({ id: contacts.id })
      .from(contacts)
      .where(and(eq(contacts.id, q.contactId), eq(contacts.tenantId, auth.tenantId)));
    if (!c) throw notFound('Contact');
    return sql`${activities.contactId} = ${q.contactId}`;
  }

  return {
    acl,

    async page(auth: AuthContext, q: TimelineQuery): Promise<TimelinePage> {
      const rules = await acl(auth);
      const record = await recordFilter(auth, q);
      // restrictOwnActivityHistory wins over whatever the caller asks.
      const userId = rules.restrictOwnActivityHistory || q.restrict ? auth.userId : q.userId;
      const rows = await db
        .select({
          activity: activities,
          userName: sql<string | null>`${users.firstName} || ' ' || ${users.lastName}`,
          contactName: sql<string | null>`(select trim(tc.first_name || ' ' || tc.last_name) from contacts tc where tc.id = ${activities.contactId} and tc.tenant_id = ${activities.tenantId})`,
          // Calls link to their recording (the contact timeline's player).
          recorded: sql<boolean>`(${activities.kind} = 'call' and exists (select 1 from recordings r where r.tenant_id = ${activities.tenantId} and r.call_id = ${activities.data}->>'callId'))`,
        })
        .from(activities)
        .leftJoin(users, eq(users.id, activities.userId))
        .where(and(eq(activities.tenantId, auth.tenantId), record, NOT_DELETED, userId ? eq(activities.userId, userId) : undefined, q.type ? typeFilter(q.type) : undefined))
        .orderBy(desc(activities.occurredAt), desc(activities.id))
        .limit(q.limit + 1)
        .offset(q.offset);
      return { entries: rows.slice(0, q.limit).map((r) => toTimelineEntry(r.activity, r.userName, r.recorded, r.contactName)), hasMore: rows.length > q.limit };
    },

    /**
     * Marks the entry deleted (the log keeps the row for reports) when the ACL allows. The entry must be
     * on the timeline named by its {product}Id: the contact's, or the account's (its contacts' activity
     * and the account's own events).
     */
    async remove(auth: AuthContext, type: TimelineType, entryId: number, product: TimelineProductId): Promise<void> {
      const rules = await acl(auth);
      if (!rules.canDeleteTimelineEntry) throw new ApiError(403, 'Not allowed to delete timeline entries', { code: 'TIMELINE_DELETE_FORBIDDEN' });
      const record = await recordFilter(
        auth,
        product.accountId !== undefined
          ? { account: true, restrict: false, accountId: product.accountId, limit: 1, offset: 0 }
          : { account: false, restrict: false, contactId: product.contactId, limit: 1, offset: 0 },
      );
      const [row] = await db
        .select()
        .from(activities)
        .where(and(eq(activities.id, entryId), eq(activities.tenantId, auth.tenantId), NOT_DELETED, record));
      if (!row || timelineTypeOf(row) !== type) throw notFound('Timeline entry');
      if (rules.restrictOwnActivityHistory && row.userId !== auth.userId) throw notFound('Timeline entry');
      if (!mayDeleteTimelineEntry({ userId: auth.userId, capList: auth.capList, canDeleteTimelineEntry: rules.canDeleteTimelineEntry }, row))
        throw new ApiError(403, "Only a supervisor may delete a colleague's timeline entry", { code: 'TIMELINE_DELETE_FORBIDDEN' });
      await db
        .update(activities)
        .set({ data: sql`${activities.data} || '{"isDeleted": true}'::jsonb` })
        .where(and(eq(activities.id, entryId), eq(activities.tenantId, auth.tenantId)));
      const rooms = await roomsOfContact(db, auth.tenantId, row.contactId);
      if (typeof row.data.accountId === 'number' && !rooms.includes(accountRoom(row.data.accountId))) rooms.push(accountRoom(row.data.accountId));
      if (rooms.length) timeline.deleted(rooms, String(entryId));
    },
  };
}
