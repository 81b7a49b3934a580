import { and, eq, sql } from 'drizzle-orm';
import type { Clock } from '../../clock';
import type { Db } from '../../db/database';
import { activities, emailMessages, users } from '../../db/schema';
import { roomsOfContact, type TimelinePush } from '../../activity/activity-log';
import { toTimelineEntry } from '../../activity/timeline-entry';
import { EMAIL_TRACKED_EVENT } from '@/src/contract/events';
import type { Realtime } from '../../realtime/realtime';

/**
 * Opens (tracking pixel) and clicks (redirect) of a sent email: counted and time-stamped on the
 * message and on its activity in the log; the updated timeline entry is pushed to open timelines.
 */
export function createEmailTrackingService(deps: { db: Db; clock: Clock; timeline: TimelinePush; realtime?: Pick<Realtime, 'toUser'> }) {
  const { db } = deps;

  async function record(token: string, what: 'open' | 'click') {
    const now = deps.clock.now();
    const [m] = await db
      .update(emailMessages)
      .set(what === 'open' ? { opens: sql`${emailMessages.opens} + 1`, openedAt: now } : { clicks: sql`${emailMessages.clicks} + 1`, clickedAt: now })
      .where(and(eq(emailMessages.trackingToken, token), eq(what === 'open' ? emailMessages.trackOpens : emailMessages.trackClicks, true)))
      .returning();
    if (!m) return null;
    // The sender hears of it at once (a desktop notification, if they keep them on).
    deps.realtime?.toUser(m.userId, EMAIL_TRACKED_EVENT, { messageId: m.id, contactId: m.contactId, what, subject: m.subject });
    if (m.activityId === null) return null;
    const patch = what === 'open' ? { opens: m.opens, openedAt: now.toISOString() } : { clicks: m.clicks, clickedAt: now.toISOString() };
    const [row] = await db
      .update(activities)
      .set({ data: sql`${activities.data} || ${JSON.stringify(patch)}::jsonb` })
      .where(and(eq(activities.id, m.activityId), eq(activities.tenantId, m.tenantId)))
      .returning();
    if (row) {
      const [user] = await db.select({ first: users.firstName, last: users.lastName }).from(users).where(eq(users.id, m.userId));
      const rooms = await roomsOfContact(db, m.tenantId, row.contactId);
      if (rooms.length) deps.timeline.entry(rooms, toTimelineEntry(row, user ? `${user.first} ${user.last}` : null));
    }
    return m;
  }

  return {
    open: (token: string) => record(token, 'open'),
    /** The original target of link `index`, or null for an unknown token or link. */
    async click(token: string, index: number): Promise<string | null> {
      const [m] = await db.select({ links: emailMessages.links }).from(emailMessages).where(eq(emailMessages.trackingToken, token));
      const target = m?.links[index];
      if (!target) return null;
      await record(token, 'click');
      return target;
    },
  };
}
