import { z } from 'zod';
import { presence } from './session';

/** The two parties of a call the relay copies to a listener: the rep, and the far side. */
export const LISTEN_PARTIES = ['rep', 'far'] as const;
export const listenParty = z.enum(LISTEN_PARTIES);
export type ListenParty = z.infer<typeof listenParty>;

/** A listen-only copy of a live call on the media relay: each party's audio, sent to the listening page over WebRTC. */
export const listenOffer = z.object({
  listenerId: z.string(),
  /** The relay's SDP offer per party: one send-only audio stream each (ICE, DTLS-SRTP), answered by its own connection. */
  streams: z.array(z.object({ party: listenParty, sdp: z.string() })),
  /** The user whose call it is. */
  userId: z.number().int(),
});
export type ListenOffer = z.infer<typeof listenOffer>;

/** The listening page's SDP answer to each party's offer: session descriptions of at most 64 KB. */
export const listenAnswerBody = z.object({
  answers: z
    .array(z.object({ party: listenParty, sdp: z.string().min(10).max(65_536) }))
    .min(1)
    .max(LISTEN_PARTIES.length)
    .refine((answers) => new Set(answers.map((a) => a.party)).size === answers.length, 'One answer per party'),
});

/** Spec 3 section 4: the real-time monitor's derived statuses. */
export const REALTIME_STATUSES = ['loggedOut', 'onCall', 'available'] as const;
export const realtimeStatus = z.enum(REALTIME_STATUSES);
export type RealtimeStatus = z.infer<typeof realtimeStatus>;

/**
 * What a rep's phone reports of itself (PUT /monitor/agents/me): registered or not, and its
 * active call. Names are never taken from the phone: the server reads the contact and the list by
 * id in the caller's tenant.
 */
export const agentStateBody = z.object({
  registered: z.boolean(),
  call: z
    .object({
      /** The SIP Call-ID (the relay's call id, and the archive's call id once saved). */
      callId: z.string().trim().min(1).max(200),
      direction: z.enum(['in', 'out']),
      state: z.enum(['ringing', 'talking']),
      number: z.string().trim().max(64),
      contactId: z.number().int().positive().nullable(),
      listId: z.number().int().positive().nullable(),
      /** A queue's call (the INVITE's X-Acd-Queue): its name is read by id in the tenant. */
      queueId: z.number().int().positive().nullable().default(null),
      /** When the call began (epoch ms, the phone's clock). */
      startedAt: z.number().int().nonnegative(),
    })
    .nullable(),
});
export type AgentStateBody = z.infer<typeof agentStateBody>;

/** Spec 3 section 3 real-time line: one per user of the tenant. callStatus idle means no call. */
export const realtimeLine = z.object({
  user: z.object({ id: z.number().int(), firstName: z.string(), lastName: z.string(), team: z.object({ id: z.number().int(), name: z.string() }).nullable() }),
  loginStatus: z.enum(['loggedIn', 'loggedOut']),
  callStatus: z.enum(['idle', 'ringing', 'talking']),
  callId: z.string().nullable(),
  callDirection: z.enum(['in', 'out']).nullable(),
  queueName: z.string().nullable(),
  listName: z.string().nullable(),
  callContact: z.object({ id: z.number().int().nullable(), name: z.string(), number: z.string() }).nullable(),
  /** ISO time the call began, on the server's clock. */
  callStartTime: z.string().nullable(),
  /** The user's presence (the header's set-status), the one stored status their queue readiness derives from. */
  presence,
});
export type RealtimeLine = z.infer<typeof realtimeLine>;

/** Spec 3 call info: a supervisor's observation and score of one call (kept with the call in the archive). */
export const callInfo = z.object({ callObservation: z.string().nullable(), callScore: z.number().int().min(1).max(5).nullable() });
export type CallInfo = z.infer<typeof callInfo>;

/** Spec 3 section 3 saved page state monitorRealtimeFilter: statuses shown, and the users (all_, or items_). */
export const monitorRealtimeFilter = z.object({
  status: z.array(realtimeStatus).max(REALTIME_STATUSES.length),
  user: z.object({ all_: z.boolean(), items_: z.array(z.number().int().positive()).max(1000) }),
});
export type MonitorRealtimeFilter = z.infer<typeof monitorRealtimeFilter>;

/** Push event on /updates (room monitor/{tenantId}, joined by users with monitor read): a user's line changed. */
export const MONITOR_LINE_EVENT = 'monitor.line';

/**
 * A supervisor's grant to coach a rep's call (whisper or join, spec 1 section 4): the supervisor's
 * phone calls the rep's phone with it, and the rep's phone answers by itself only once the server
 * confirms the grant is for that rep. Never granted by a SIP header or number alone.
 */
export const coachGrant = z.object({
  grant: z.string(),
  /** The rep's SIP user: where the supervisor's phone sends the monitoring call. */
  target: z.string(),
  /** The monitoring prefix plus the rep's user id (spec 1 section 4), sent along as X-Monitor-Dial. */
  dial: z.string(),
  expiresAt: z.string(),
});
export type CoachGrant = z.infer<typeof coachGrant>;

/** The rep's phone asks whether a monitoring call's grant is real and for itself. */
export const coachVerifyBody = z.object({ grant: z.string().trim().min(16).max(200) });
export const coachVerifyReply = z.object({
  /** The SIP Call-ID of the rep's call the supervisor coaches. */
  callId: z.string(),
  supervisor: z.object({ id: z.number().int(), name: z.string() }),
});
export type CoachVerifyReply = z.infer<typeof coachVerifyReply>;
