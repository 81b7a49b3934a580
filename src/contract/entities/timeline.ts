import { z } from 'zod';
import { id, isoTimestamp } from './refs';

/** Entry kinds of spec 1 section 2 ('contact-event' covers new contact/lead, owner, account, opportunity status). */
export const timelineTypeValues = ['call', 'call-task', 'email', 'sms', 'note', 'contact-event', 'demo', 'meeting', 'other', 'task'] as const;
export const timelineType = z.enum(timelineTypeValues);
export type TimelineType = z.infer<typeof timelineType>;

export const contactEventValues = ['NEW_CONTACT', 'NEW_LEAD', 'CHANGE_OWNER', 'CHANGE_ACCOUNT', 'CHANGE_OPPORTUNITY_STATUS'] as const;
export const contactEventKind = z.enum(contactEventValues);
export type ContactEventKind = z.infer<typeof contactEventKind>;

export const contactEvent = z.object({
  kind: contactEventKind,
  /** Names before and after (owner, account or stage); null where not applicable. */
  from: z.string().nullable(),
  to: z.string().nullable(),
  opportunityId: id.nullable(),
});
export type ContactEvent = z.infer<typeof contactEvent>;

export const emailTracking = z.object({
  status: z.string().nullable(),
  opens: z.number().int(),
  clicks: z.number().int(),
  openedAt: isoTimestamp.nullable(),
  clickedAt: isoTimestamp.nullable(),
  /** Prefetches by a mail-privacy proxy (Apple MPP, an image proxy): not counted in opens. */
  proxyOpens: z.number().int().optional(),
  /** The sent email (GET /emails/messages/:id), for reply and forward. */
  messageId: z.number().int().nullable().optional(),
});

export const timelineEntry = z.object({
  _id: z.string(),
  type: timelineType,
  /** The activity log's kind (call, email, sms, note, task, demo, meeting, other, contact_event). */
  originalType: z.string(),
  /** Note text, email subject, SMS body, call or task subject; '' for contact events (see event). */
  content: z.string(),
  contactId: id.nullable(),
  /** The contact's name, so an account's timeline says whom each activity was with (null without a contact). */
  contactName: z.string().nullable().default(null),
  userId: id.nullable(),
  userName: z.string().nullable(),
  timestamp: isoTimestamp,
  direction: z.enum(['in', 'out']).nullable(),
  durationSeconds: z.number().int(),
  /** Call or task result label, when there is one. */
  result: z.string().nullable(),
  /** A call that has a recording: its call id, for the player (null otherwise, and on live pushes before the recording is made). */
  recordingCallId: z.string().nullable().default(null),
  event: contactEvent.nullable(),
  email: emailTracking.nullable(),
  expanded: z.boolean(),
  isDeleted: z.boolean(),
});
export type TimelineEntry = z.infer<typeof timelineEntry>;

export const timelinePage = z.object({ entries: z.array(timelineEntry), hasMore: z.boolean() });
export type TimelinePage = z.infer<typeof timelinePage>;

export const timelineAcl = z.object({ restrictOwnActivityHistory: z.boolean(), canDeleteTimelineEntry: z.boolean() });
export type TimelineAcl = z.infer<typeof timelineAcl>;

/** An ACL row as an admin sets it: userId null is the tenant's default, a user id overrides it for that user. */
export const timelineAclEntry = timelineAcl.extend({ userId: id.nullable() });
export type TimelineAclEntry = z.infer<typeof timelineAclEntry>;

/** Rooms of the /timeline socket channel. */
export const timelineRoom = z.string().regex(/^(contacts|accounts)\/\d+$/);
