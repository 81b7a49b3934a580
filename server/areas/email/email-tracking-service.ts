import { and, eq, sql } from 'drizzle-orm';
import { classifyTrackingHit, type TrackingHit } from '@/src/domain/email/tracking-hit';
import type { Clock } from '../../clock';
import type { Db } from '../../db/database';
import { activities, emailMessages, users } from '../../db/schema';
import { roomsOfContact, type TimelinePush } from '../../activity/activity-log';
import { toTimelineEntry } from '../../activity/timeline-entry';
import { EMAIL_TRACKED_EVENT } from '@/src/contract/events';
import type { Realtime } from '../../realtime/realtime';

/** What the server knows of one fetch of a tracking URL. */
export type TrackingRequest = Pick<TrackingHit, 'userAgent' | 'ip' | 'referer'>;

/**
 * Opens (tracking pixel) and clicks (redirect) of a sent email: counted and time-stamped on the
 * message and on its activity in the log; the updated timeline entry is pushed to open timelines.
 * Only a person's fetch counts (classifyTrackingHit): the product's own pages and the first seconds
 * after sending are ignored, a mail-privacy proxy's prefetch is kept apart as a proxy open.
 */
export function createEmailTrackingService(deps: { db: Db; clock: Clock; timeline: TimelinePush; realtime?: Pick<Realtime, 'toUser'> }) {
  const { db } = deps;

  async function record(token: string, what: 'open' | 'click', request: TrackingRequest) {
    const now = deps.clock.now();
    const tracked = what === 'open' ? emailMessages.trackOpens : emailMessages.trackClicks;
    const [sent] = await db
      .select({ id: emailMessages.id, sentAt: emailMessages.sentAt })
      .from(emailMessages)
      .where(and(eq(emailMessages.trackingToken, token), eq(emailMessages.status, 'sent'), eq(tracked, true)));
    if (!sent) return null;
    const source = classifyTrackingHit({ ...request, sentAt: sent.sentAt, now });
    if (source === 'sender' || source === 'too-soon') return null;
    // A proxy does not click; a proxy's fetch of a link is no one's click.
    if (source === 'privacy-proxy' && what === 'click') return null;
    const set =
      source === 'privacy-proxy'
        ? { proxyOpens: sql`${emailMessages.proxyOpens} + 1`, proxyOpenedAt: now }
        : what === 'open'
          ? { opens: sql`${emailMessages.opens} + 1`, openedAt: now }
          : { clicks: sql`${emailMessages.clicks} + 1`, clickedAt: now };
    const [m] = await db.update(emailMessages).set(set).where(eq(emailMessages.id, sent.id)).returning();
    if (!m) return null;
    // The sender hears of a person's open or click at once (a desktop notification, if they keep them on).
    if (source === 'person') deps.realtime?.toUser(m.userId, EMAIL_TRACKED_EVENT, { messageId: m.id, contactId: m.contactId, what, subject: m.subject });
    if (m.activityId === null) return m;
    const patch =
      source === 'privacy-proxy'
        ? { proxyOpens: m.proxyOpens, proxyOpenedAt: now.toISOString() }
        : what === 'open'
          ? { opens: m.opens, openedAt: now.toISOString() }
          : { clicks: m.clicks, clickedAt: now.toISOString() };
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
    open: (token: string, request: TrackingRequest) => record(token, 'open', request),
    /** The original target of link `index`, or null for an unknown token or link. */
    async click(token: string, index: number, request: TrackingRequest): Promise<string | null> {
      const [m] = await db.select({ links: emailMessages.links }).from(emailMessages).where(eq(emailMessages.trackingToken, token));
      const target = m?.links[index];
      if (!target) return null;
      await record(token, 'click', request);
      return target;
    },
  };
}
