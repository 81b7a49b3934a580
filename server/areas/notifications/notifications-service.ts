import { and, eq, gte, isNotNull, lte, or, sql } from 'drizzle-orm';
import { NOTIFICATIONS_PAGE_SIZE, type NotificationKind, type NotificationList, type UserNotification } from '@/src/contract';
import { reminderInstant, type TaskReminders } from '@/src/domain/tasks/task-reminders';
import type { Clock } from '../../clock';
import type { Db } from '../../db/database';
import { contacts, tasks } from '../../db/schema';
import { readUserSetting, writeUserSetting } from '../../db/user-settings';
import type { AuthContext } from '../session/session-store';

const READ_KEY = 'notificationsReadAt';
/** How far back a notification is looked for: older ones have long been seen or matter no more. */
const LOOKBACK_DAYS = 30;

/**
 * The navbar's notification list (spec 1 section 2), read from the one activity log: mail and SMS
 * that came in for the user, the user's sent emails opened or clicked (at their latest open or
 * click), and inbound calls nobody answered; and the reminders of the user's open tasks whose time
 * has come (due time less the user's reminder period for the task's type). What happened up to the
 * time the user last marked them read (user setting notificationsReadAt) is read.
 */
export function createNotificationsService(deps: { db: Db; clock: Clock; taskReminders(auth: AuthContext): Promise<TaskReminders> }) {
  const { db } = deps;

  async function readAt(auth: AuthContext): Promise<Date> {
    const value = await readUserSetting(db, auth, READ_KEY);
    const at = typeof value === 'string' ? new Date(value) : null;
    return at && !Number.isNaN(at.getTime()) ? at : new Date(0);
  }

  /** The user's open timed tasks (theirs or shared with them) whose reminder time fell between `since` and now. */
  async function reminders(auth: AuthContext, since: Date, read: Date): Promise<UserNotification[]> {
    const now = deps.clock.now();
    const day = (d: Date) => d.toISOString().slice(0, 10);
    const open = await db
      .select({
        id: tasks.id,
        taskType: tasks.taskType,
        isDone: tasks.isDone,
        activityDate: tasks.activityDate,
        time: tasks.time,
        timezoneOffset: tasks.timezoneOffset,
        subject: tasks.subject,
        contactId: tasks.contactId,
        firstName: contacts.firstName,
        lastName: contacts.lastName,
      })
      .from(tasks)
      .leftJoin(contacts, and(eq(contacts.id, tasks.contactId), eq(contacts.tenantId, tasks.tenantId)))
      .where(
        and(
          eq(tasks.tenantId, auth.tenantId),
          or(eq(tasks.ownerId, auth.userId), sql`${auth.userId} = any(${tasks.userIds})`),
          eq(tasks.isDone, false),
          isNotNull(tasks.time),
          // A day either side: the due day is in the zone the task was entered in.
          gte(tasks.activityDate, day(new Date(since.getTime() - 86400_000))),
          lte(tasks.activityDate, day(new Date(now.getTime() + 2 * 86400_000))),
        ),
      );
    const settings = await deps.taskReminders(auth);
    return open.flatMap((t) => {
      const at = reminderInstant(t, settings);
      if (!at || at < since || at > now) return [];
      const contactName = `${t.firstName ?? ''} ${t.lastName ?? ''}`.trim() || null;
      return [{ id: `taskReminder:${t.id}`, kind: 'taskReminder' as const, at: at.toISOString(), contactId: t.contactId, contactName, text: t.subject, read: at <= read }];
    });
  }

  async function list(auth: AuthContext): Promise<NotificationList> {
    const since = new Date(deps.clock.now().getTime() - LOOKBACK_DAYS * 86400_000);
    const read = await readAt(auth);
    const { rows } = await db.execute<{ id: number; kind: NotificationKind; at_ms: string; contact_id: number | null; contact_name: string | null; text: string | null }>(sql`
      with mine as (
        select a.id, a.kind, a.direction, a.duration_seconds, a.occurred_at, a.contact_id, a.data
        from activities a
        where a.tenant_id = ${auth.tenantId} and a.user_id = ${auth.userId} and a.occurred_at >= ${since} and a.kind in ('email', 'sms', 'call')
      ),
      events as (
        select id, 'emailIn' as kind, occurred_at as at, contact_id, data->>'subject' as text from mine where kind = 'email' and direction = 'in'
        union all
        select id, 'smsIn', occurred_at, contact_id, data->>'body' from mine where kind = 'sms' and direction = 'in'
        union all
        select id, 'missedCall', occurred_at, contact_id, data->>'phoneNumber' from mine where kind = 'call' and direction = 'in' and duration_seconds = 0
        union all
        select id, 'emailOpen', (data->>'openedAt')::timestamptz, contact_id, data->>'subject' from mine where kind = 'email' and direction = 'out' and data->>'openedAt' is not null
        union all
        select id, 'emailClick', (data->>'clickedAt')::timestamptz, contact_id, data->>'subject' from mine where kind = 'email' and direction = 'out' and data->>'clickedAt' is not null
      )
      select e.id, e.kind, floor(extract(epoch from e.at) * 1000)::bigint as at_ms, e.contact_id, nullif(trim(coalesce(c.first_name, '') || ' ' || coalesce(c.last_name, '')), '') as contact_name, e.text
      from events e
      left join contacts c on c.id = e.contact_id and c.tenant_id = ${auth.tenantId}
      order by e.at desc, e.id desc
      limit ${NOTIFICATIONS_PAGE_SIZE}`);
    const fromLog = rows.map((r) => {
      // Milliseconds, as the client hands the newest one back when it marks them read.
      const at = new Date(Number(r.at_ms));
      return { id: `${r.kind}:${r.id}`, kind: r.kind, at: at.toISOString(), contactId: r.contact_id, contactName: r.contact_name, text: r.text ?? '', read: at <= read };
    });
    const notifications = [...fromLog, ...(await reminders(auth, since, read))].sort((x, y) => y.at.localeCompare(x.at) || y.id.localeCompare(x.id)).slice(0, NOTIFICATIONS_PAGE_SIZE);
    return { notifications, unread: notifications.filter((n) => !n.read).length };
  }

  return {
    list,
    /** Marks read what happened up to `upTo` (never moved back: an older mark from another window changes nothing). */
    async markRead(auth: AuthContext, upTo: Date): Promise<{ unread: number }> {
      const current = await readAt(auth);
      if (upTo > current) {
        await writeUserSetting(db, auth, READ_KEY, upTo.toISOString());
      }
      return { unread: (await list(auth)).unread };
    },
  };
}
