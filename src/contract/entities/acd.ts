import { z } from 'zod';
import { presence } from './session';

/** Spec 3 section 4 queue monitor: the statuses of a queue's agents. */
export const ACD_AGENT_STATUSES = ['paused', 'wrapup', 'ready', 'answered', 'ringing', 'logged_out'] as const;
export const acdAgentStatus = z.enum(ACD_AGENT_STATUSES);
export type AcdAgentStatus = z.infer<typeof acdAgentStatus>;

/** An agent's readiness for queue calls, derived from their presence: ready when Available, otherwise paused (src/domain/presence-readiness.ts). */
export const QUEUE_READINESS = ['ready', 'paused'] as const;
export const queueReadiness = z.enum(QUEUE_READINESS);
export type QueueReadiness = z.infer<typeof queueReadiness>;

/** Spec 3 section 4: a queue entry is waiting, then abandoned (the caller hung up) or processed (an agent answered). */
export const QUEUE_ENTRY_OUTCOMES = ['waiting', 'abandoned', 'processed'] as const;
export const queueEntryOutcome = z.enum(QUEUE_ENTRY_OUTCOMES);
export type QueueEntryOutcome = z.infer<typeof queueEntryOutcome>;

/**
 * An inbound ACD queue: callers to its number wait, hearing the hold audio, until the member idle the
 * longest answers. Outside the tenant schedule it names (null: always open) the caller hears the schedule message
 * and the call ends.
 */
export const acdQueue = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The queue's telephone number (E.164); null once it was unassigned (settings numbers): the queue gets no calls. */
  phoneNumber: z.string().nullable(),
  memberIds: z.array(z.number().int()),
  /** The name of a tenant schedule (settings schedules); null: always open. */
  scheduleName: z.string().nullable(),
  /** Spec 3: the predefined message played outside the schedule (scheduleMediaId); null: a spoken default. */
  scheduleMediaId: z.number().int().nullable(),
  /** The predefined message played, over and over, to a waiting caller; null: the built-in hold tune. */
  holdMediaId: z.number().int().nullable(),
  /** How long one agent's phone rings before the caller goes to the next agent. */
  ringSeconds: z.number().int(),
  /** After a queue call, the agent gets no queue call for this long (status wrapup). */
  wrapUpSeconds: z.number().int(),
  /** Spec 3: the ACD queue recording flag. */
  enableRecording: z.boolean(),
});
export type AcdQueue = z.infer<typeof acdQueue>;

export const ACD_QUEUE_NAME_MAX = 80;
export const QUEUE_NUMBER_TAKEN = 'This number is already used by another queue.';
export const QUEUE_MEMBER_UNKNOWN = 'A member is not a user of this organisation.';
export const QUEUE_MEDIA_UNKNOWN = 'The audio file does not exist.';
export const QUEUE_SCHEDULE_UNKNOWN = 'The schedule does not exist.';

/** Creating or saving a queue (settings admin). */
export const saveAcdQueueBody = z.object({
  name: z.string().trim().min(1, 'Name is required').max(ACD_QUEUE_NAME_MAX),
  phoneNumber: z
    .string()
    .trim()
    .regex(/^\+[1-9]\d{6,14}$/, 'Not a valid phone number.'),
  memberIds: z.array(z.number().int().positive()).max(500),
  scheduleName: z.string().trim().min(1).max(200).nullable().default(null),
  scheduleMediaId: z.number().int().positive().nullable().default(null),
  holdMediaId: z.number().int().positive().nullable().default(null),
  ringSeconds: z.number().int().min(5).max(120).default(20),
  wrapUpSeconds: z.number().int().min(0).max(600).default(10),
  enableRecording: z.boolean().default(false),
});

/** Spec 3 section 3 queue monitor row (times in seconds). */
export const queueMonitorRow = z.object({
  id: z.number().int(),
  name: z.string(),
  available: z.number().int(),
  busy: z.number().int(),
  workOff: z.number().int(),
  break: z.number().int(),
  active: z.number().int(),
  total: z.number().int(),
  waiting: z.number().int(),
  maxWaiting: z.number().int(),
  enterToday: z.number().int(),
  abandonToday: z.number().int(),
  acceptToday: z.number().int(),
  avgHandleTimeToday: z.number().int(),
  avgWaitTimeToday: z.number().int(),
});
export type QueueMonitorRow = z.infer<typeof queueMonitorRow>;

/** Spec 3 section 3: a queue's agent with their status (user: provisioningId, firstName, lastName), and the presence their readiness derives from. */
export const queueAgent = z.object({ user: z.object({ id: z.number().int(), provisioningId: z.string(), firstName: z.string(), lastName: z.string() }), status: acdAgentStatus, presence });
export type QueueAgent = z.infer<typeof queueAgent>;

/** What a queue entry keeps in the activity log (kind 'queue'): wait and talk times in seconds. */
export const queueEntryData = z.object({
  queueId: z.number().int(),
  queueName: z.string(),
  outcome: queueEntryOutcome,
  from: z.string(),
  to: z.string(),
  waitSeconds: z.number().int(),
  talkSeconds: z.number().int().nullable(),
  /** The agent's SIP call (set once an agent answered). */
  agentCallId: z.string().nullable(),
});
export type QueueEntryData = z.infer<typeof queueEntryData>;

/** SIP headers of a queue call offered to an agent: the queue's id and the entry's id (the agent's phone reports them). */
export const ACD_SIP_HEADERS = { queue: 'X-Acd-Queue', entry: 'X-Acd-Entry' } as const;
