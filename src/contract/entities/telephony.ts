import { z } from 'zod';
import { RINGING_LENGTH_MAX_S, RINGING_LENGTH_MESSAGE, RINGING_LENGTH_MIN_S } from '../../domain/phone/ringing-length';
import { CALL_RESULT_LABEL_MAX, checkCallResultOptions } from '../../domain/settings/call-result-options';
import { e164Of } from '../../domain/settings/call-management';
import { checkLocalPresenceNumbers, LOCAL_PRESENCE_MAX_NUMBERS } from '../../domain/settings/local-presence';
import { connectionType } from './session';

/**
 * Telephony entities (spec 1 sections 3, 7 "Telephony", 9). Call legs are server-side calls of
 * the pstn connection type; soft calls are sip.js sessions whose result is saved with saveCallInfo.
 */

/** What the softphone needs to reach the SIP server (Kamailio over WebSocket). */
export const sipConfig = z.object({
  /** e.g. ws://127.0.0.1:5066; sip.js `transportOptions.server`. */
  wsServer: z.string(),
  /** SIP domain: users are sip:<userProvisioningId>@domain, numbers sip:<digits>@domain. */
  domain: z.string(),
  /** RTCPeerConnection iceServers; empty on loopback so sip.js never waits for STUN. */
  iceServers: z.array(z.object({ urls: z.union([z.string(), z.array(z.string())]), username: z.string().optional(), credential: z.string().optional() })),
  /** Default SIP register expires (spec 9: 360). */
  registerExpires: z.number().int().positive(),
  /** The PSTN provider numbers are routed to; `simulated` is true for the built-in one. */
  carrier: z.object({ name: z.string(), simulated: z.boolean() }),
  /** Whether the SIP server runs; when it does not, why and what to do (the phone shows it instead of connecting for ever). */
  server: z.object({ running: z.boolean(), reason: z.string().nullable() }),
});
export type SipConfig = z.infer<typeof sipConfig>;

/** A telephone number as the lookup accepts it: optional '+', 1 to 15 digits (spec 1 section 5). */
export const LOOKUP_NUMBER_PATTERN = /^\+?\d{1,15}$/;
export const NOT_A_VALID_PHONE_NUMBER = 'Not a valid phone number.';

export const callDirection = z.enum(['in', 'out']);
export type CallDirection = z.infer<typeof callDirection>;

/** A colleague as the phone dials them: their SIP address (softphone) and number on the carrier. */
export const telephonyUser = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  /** sip:<userProvisioningId>@<domain> */
  sipUri: z.string(),
  /** The SIP user the dialer calls (a rep picks a colleague instead of typing this). */
  userProvisioningId: z.string(),
  /** Their own number; null when they have none (settings numbers). */
  phoneNumber: z.string().nullable(),
  connectionType,
});
export type TelephonyUser = z.infer<typeof telephonyUser>;

/** A contact or lead found by one of its telephone numbers. */
export const callInfoContact = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  companyName: z.string().nullable(),
  accountId: z.number().int().nullable(),
  isLead: z.boolean(),
  isCallOptOut: z.boolean(),
  ownerId: z.number().int().nullable(),
  phoneNumber: z.string(),
  phoneType: z.string(),
});
export type CallInfoContact = z.infer<typeof callInfoContact>;

/** connectScoreEnabled: a call with this result is a connect when the connection service counts results (spec 3). */
export const callResultOption = z.object({ label: z.string(), value: z.string(), connectScoreEnabled: z.boolean() });
export type CallResultOption = z.infer<typeof callResultOption>;

/**
 * The tenant's call-result options in their new order (administrators). An option keeps its stored
 * value; a new one (no value) gets one from its label. The ordering list's rules apply as a whole.
 */
export const callResultOptionsBody = z
  .object({
    callResults: z
      .array(z.object({ label: z.string().trim().max(CALL_RESULT_LABEL_MAX), value: z.string().trim().min(1).max(120).optional(), connectScoreEnabled: z.boolean().optional() }))
      .max(200, 'At most 200 call results'),
  })
  .superRefine((body, ctx) => {
    const problem = checkCallResultOptions(body.callResults.map((r) => r.label));
    if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['callResults'] });
  });
export type CallResultOptionsBody = z.infer<typeof callResultOptionsBody>;

/** Which lists work a call-result option (their playbook ends on it): why it cannot be removed. */
export const callResultUsage = z.object({ label: z.string(), lists: z.array(z.object({ id: z.number().int(), name: z.string() })) });
export type CallResultUsage = z.infer<typeof callResultUsage>;

/** Effective telephony settings of the signed-in user (tenant settings merged with the user's own). */
export const telephonySettings = z.object({
  connectionType,
  /** ISO 3166 alpha-2 country of the dialing plan; default 'US' (+1). */
  dialingPlanCountry: z.string().length(2),
  simultaneousCallLimit: z.number().int().positive(),
  outboundCallLimit: z.number().int().positive(),
  preventMultipleContactCalls: z.object({ enabled: z.boolean(), interval: z.number().int().positive() }),
  /** The user's ACL (spec 3): their own mandatoryCallResult, else the tenant's. */
  acl: z.object({
    mandatoryCallResult: z.object({ enabled: z.boolean(), time: z.number().int(), automaticMove: z.boolean() }),
    enablePstn: z.boolean(),
    /** Spec 3 acl enableSms: the SMS actions show (the server refuses a send without it). */
    enableSms: z.boolean(),
    /** Spec 3 callArchive: access opens the archive, edit changes score and notes (admins and managers: both). */
    callArchive: z.object({ access: z.boolean(), edit: z.boolean() }),
  }),
  /**
   * `enabled`: the Record button (on-demand: the tenant allows it and the user's acl
   * onDemandCallRecording); `outboundEnabled` / `inboundEnabled`: every such call is recorded from
   * its answer (spec 3 recording settings).
   */
  recording: z.object({
    enabled: z.boolean(),
    outboundEnabled: z.boolean(),
    inboundEnabled: z.boolean(),
    sharingEnabled: z.boolean(),
    /** Number prefixes never recorded automatically (outbound: the number called; inbound: the caller). */
    outboundFilters: z.array(z.string()),
    inboundFilters: z.array(z.string()),
  }),
  parallel: z.object({ maximumRingingLength: z.number().int().min(RINGING_LENGTH_MIN_S).max(RINGING_LENGTH_MAX_S) }),
  /** The user's own telephone number on the carrier (pstn quick call rings it first; inbound calls reach it). */
  userPhoneNumber: z.string().nullable(),
  /** Spec 3 caller id: the number outbound calls present (a verified other number, else the user's own); sent as X-Caller-Id. */
  callerId: z.string().nullable(),
  /** Spec 3 local presence: when enabled, a call presents the tenant's local number of the called area instead (localPresenceCallerId). */
  localPresence: z.object({ enabled: z.boolean(), numbers: z.array(z.string()) }),
});
export type TelephonySettings = z.infer<typeof telephonySettings>;

export const callCommandName = z.enum(['hold', 'resume', 'hangup', 'mute', 'unmute', 'dtmf', 'leaveMessage', 'addToConference', 'record_call', 'play']);
export type CallCommandName = z.infer<typeof callCommandName>;

/** One command to a call leg (spec 7 "Telephony"). */
export const callCommand = z.discriminatedUnion('command', [
  z.object({ command: z.literal('hold') }),
  z.object({ command: z.literal('resume') }),
  z.object({ command: z.literal('hangup') }),
  z.object({ command: z.literal('mute') }),
  z.object({ command: z.literal('unmute') }),
  z.object({ command: z.literal('dtmf'), digits: z.string().regex(/^[0-9*#A-D]{1,32}$/, 'DTMF digits are 0-9, *, # and A-D') }),
  z.object({ command: z.literal('leaveMessage'), mediaId: z.number().int().positive() }),
  z.object({ command: z.literal('addToConference'), conferenceName: z.string().trim().min(1, 'Conference name is required').max(80) }),
  z.object({ command: z.literal('record_call'), quickcallId: z.string().min(1), action: z.literal('stop').optional() }),
  z.object({ command: z.literal('play'), action: z.enum(['start', 'stop']) }),
]);
export type CallCommand = z.infer<typeof callCommand>;

export const callLegState = z.enum(['ringing', 'connected', 'held', 'ended']);
export const callLeg = z.object({
  id: z.string(),
  callId: z.string(),
  /** 'user' rings the user's own number (pstn), 'target' the dialed party. */
  role: z.enum(['user', 'target']),
  phoneNumber: z.string(),
  state: callLegState,
  muted: z.boolean(),
  recording: z.boolean(),
  playing: z.boolean(),
  conferenceId: z.string().nullable(),
  /** DTMF digits sent on this leg so far. */
  dtmfSent: z.string(),
});
export type CallLeg = z.infer<typeof callLeg>;

export const callCommandReply = z.object({
  /** addToConference: null on success, else the reason ('Error to add to conference' on the client). */
  error: z.string().nullable(),
  /** addToConference: the leg now joined with this one. */
  other_leg_call_id: z.string().nullable(),
  /** The leg's state after the command. */
  leg: callLeg,
});

export const quickCallBody = z.object({ phoneNumber: z.string().trim().regex(LOOKUP_NUMBER_PATTERN, NOT_A_VALID_PHONE_NUMBER), contactId: z.number().int().positive().optional() });
export const quickCallReply = z.object({ callId: z.string(), legs: z.array(callLeg) });

export const conference = z.object({ id: z.string(), name: z.string(), participants: z.array(z.object({ callId: z.string(), legId: z.string(), phoneNumber: z.string(), isSelf: z.boolean() })) });
export type Conference = z.infer<typeof conference>;

/** Spec 3 predefined message: a recorded (or spoken-from-script) message; `shared`: the tenant's, else the user's own. */
export const predefinedMessage = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable().default(null),
  hasAudio: z.boolean().default(false),
  shared: z.boolean().default(false),
});
/** VOICEMAIL_GREETING: what a caller hears before leaving a voicemail (spec 3 voicemail greetings; one is active). */
export const predefinedMessageType = z.enum(['VOICE_MESSAGE', 'CALLBACK_NOTICE', 'VOICEMAIL_GREETING']);
/** Save metadata (spec 3: first the metadata, then the binary). Only administrators create shared ones. */
export const createPredefinedMessageBody = z.object({
  type: predefinedMessageType,
  name: z.string().trim().min(1, 'A name is required').max(100),
  description: z.string().trim().max(500).nullable().default(null),
  shared: z.boolean().default(false),
});

export const callContext = z
  .object({
    projectName: z.string().optional(),
    callerId: z.string().optional(),
    listId: z.number().int().optional(),
    playbookId: z.number().int().optional(),
    stepId: z.number().int().optional(),
    // Names as the call was placed (spec 2 call context), so the saved call reads well after renames.
    listName: z.string().max(200).optional(),
    playbookName: z.string().max(200).optional(),
    stepName: z.string().max(200).optional(),
    source: z.string().optional(),
    targetPhoneType: z.string().optional(),
    customCallResult: z.string().optional(),
    listCallResult: z.string().optional(),
    stepCallResult: z.string().optional(),
    /** The parallel dialer's line call: a person answered (not a machine), and whether they were abandoned (not connected within 2 s of their greeting). */
    personAnswered: z.boolean().optional(),
    abandoned: z.boolean().optional(),
  })
  .strict();
export type CallContext = z.infer<typeof callContext>;

/** saveCallInfo: the call's outcome, written once to the activity log (a second save edits it). */
export const saveCallInfoBody = z.object({
  callId: z.string().trim().min(1, 'callId is required').max(200),
  contactId: z.number().int().positive().nullable().optional(),
  subject: z.string().max(255).default(''),
  description: z.string().max(10_000).default(''),
  /** A label of the tenant's call-result options (e.g. 'Connected', 'Call Failed'). */
  result: z.string().trim().min(1, 'Call result is required'),
  /** Task kind the result belongs to. */
  type: z.enum(['call', 'callback']).default('call'),
  taskId: z.number().int().positive().nullable().optional(),
  context: callContext.optional(),
  direction: callDirection,
  phoneNumber: z.string().trim().max(40).default(''),
  durationSeconds: z
    .number()
    .int()
    .min(0)
    .max(24 * 3600),
  /** When the call started (ISO); default now minus the duration. */
  startedAt: z.iso.datetime({ offset: true }).optional(),
  /** The phone's own save as the call ends: it writes the call once and never overwrites a save already made. */
  automatic: z.boolean().default(false),
});
export type SaveCallInfoBody = z.input<typeof saveCallInfoBody>;
export const saveCallInfoReply = z.object({ activityId: z.number().int(), callId: z.string() });

export const calledStatusReply = z.object({ called: z.boolean(), lastCalledAt: z.string().nullable(), interval: z.number().int() });

export const recording = z.object({
  mediaName: z.string(),
  callId: z.string(),
  mimeType: z.string(),
  bytes: z.number().int(),
  /** 'relay': made on the media relay, stereo (channel 1 the rep, 2 the far side); 'browser': uploaded by the phone. */
  source: z.enum(['relay', 'browser']),
  durationMs: z.number().int().nullable(),
  createdAt: z.string(),
});
export type Recording = z.infer<typeof recording>;

const talkSpan = z.object({ startMs: z.number().int(), endMs: z.number().int() });
/** What the player draws without decoding the audio: per channel, waveform peaks (0..1) and talk spans. */
export const recordingAnalysis = z.object({
  startedAt: z.string(),
  durationMs: z.number().int(),
  channels: z.array(z.object({ name: z.enum(['rep', 'far']), peaks: z.array(z.number().min(0).max(1)), talk: z.array(talkSpan) })),
});

export type RecordingAnalysis = z.infer<typeof recordingAnalysis>;

/** record_call (spec 1 section 7): start, or stop with action 'stop'. */
export const recordCallBody = z.object({ action: z.enum(['start', 'stop']).default('start') });
/** Where the call is recorded: on the media relay (calls to numbers), or in the browser (calls between browsers, which skip the relay). */
export const recordCallReply = z.object({ where: z.enum(['relay', 'browser']), recording: recording.nullable() });

export const mandatoryCallResultAcl = z.object({
  enabled: z.boolean(),
  /** Countdown seconds; 0 or less falls back to 30 s (spec 1 section 5). */
  time: z.number().int().min(0).max(3600),
  automaticMove: z.boolean(),
});

/** Admin: the tenant's telephony settings; omitted fields keep their value. */
export const tenantTelephonySettingsBody = z
  .object({
    dialingPlanCountry: z.string().regex(/^[A-Z]{2}$/, 'A country is two capital letters (ISO 3166)'),
    simultaneousCallLimit: z.number().int().min(1).max(10),
    outboundCallLimit: z.number().int().min(1).max(10),
    preventMultipleContactCalls: z.object({ enabled: z.boolean(), interval: z.number().int().min(1).max(10_080) }),
    mandatoryCallResult: mandatoryCallResultAcl,
    recordingEnabled: z.boolean(),
    recordingOutboundEnabled: z.boolean(),
    recordingInboundEnabled: z.boolean(),
    recordingSharingEnabled: z.boolean(),
    /** Spec 3: the parallel dialer's maximumRingingLength must be between 15 and 45. */
    maximumRingingLength: z.number().int().min(RINGING_LENGTH_MIN_S, RINGING_LENGTH_MESSAGE).max(RINGING_LENGTH_MAX_S, RINGING_LENGTH_MESSAGE),
    // Call results have a route of their own with their rules (PUT /admin/call-results).
    /** Spec 3 local presence: stored as E.164. */
    localPresence: z
      .object({ enabled: z.boolean(), numbers: z.array(z.string().trim().max(32)).max(LOCAL_PRESENCE_MAX_NUMBERS) })
      .superRefine((lp, ctx) => {
        const problem = checkLocalPresenceNumbers(lp.numbers);
        if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['numbers'] });
      })
      .transform((lp) => ({ enabled: lp.enabled, numbers: lp.numbers.map(e164Of) })),
  })
  .partial()
  .strict();
export type TenantTelephonySettingsBody = z.infer<typeof tenantTelephonySettingsBody>;

/** Admin: a user's telephony ACL; omitted fields keep their value, mandatoryCallResult null follows the tenant. */
export const userTelephonyAclBody = z
  .object({
    mandatoryCallResult: mandatoryCallResultAcl.nullable(),
    enablePstn: z.boolean(),
    enableSms: z.boolean(),
    onDemandCallRecording: z.boolean(),
    callArchive: z.object({ access: z.boolean(), edit: z.boolean() }).refine((a) => a.access || !a.edit, 'Call archive edit requires access'),
    /** Spec 3 user parallelDialer: lines 0 (none) or 2 to 5. */
    parallelDialer: z.object({ enabled: z.boolean(), lines: z.number().int().min(0).max(5) }).refine((p) => p.lines === 0 || p.lines >= 2, 'Parallel dialer lines are 2 to 5'),
  })
  .partial()
  .strict()
  .refine((body) => Object.keys(body).length > 0, 'Nothing to change');
export const userTelephonyAcl = z.object({
  userId: z.number().int(),
  mandatoryCallResult: mandatoryCallResultAcl.nullable(),
  enablePstn: z.boolean(),
  enableSms: z.boolean(),
  onDemandCallRecording: z.boolean(),
  callArchive: z.object({ access: z.boolean(), edit: z.boolean() }),
  parallelDialer: z.object({ enabled: z.boolean(), lines: z.number().int() }),
});
export type UserTelephonyAcl = z.infer<typeof userTelephonyAcl>;

/** An inbound call from the carrier: to a user (userId), or to a number of the tenant (a queue's number). */
export const inboundCallBody = z
  .object({
    userId: z.number().int().positive().optional(),
    to: z.string().trim().regex(LOOKUP_NUMBER_PATTERN, NOT_A_VALID_PHONE_NUMBER).optional(),
    from: z.string().trim().regex(LOOKUP_NUMBER_PATTERN, NOT_A_VALID_PHONE_NUMBER),
  })
  .refine((b) => (b.userId === undefined) !== (b.to === undefined), 'Give either userId or to.');
export const inboundCallReply = z.object({ callId: z.string(), to: z.string() });

/** Push events on /updates (rooms incomingPstn/{userProvisioningId}, quickcall/{callId}, conference/{id}). */
export const incomingEvent = z.object({ callId: z.string(), legId: z.string(), from: z.string(), to: z.string(), userProvisioningId: z.string() });
export const connectedEvent = z.object({ callId: z.string(), legId: z.string(), role: z.enum(['user', 'target']) });
export const endedEvent = z.object({
  callId: z.string(),
  legId: z.string(),
  /** SIP status of a failure (486 busy, 480 no answer, 503 unreachable), or null for a normal hangup. */
  statusCode: z.number().int().nullable(),
  reason: z.string(),
});
export const participantDestroyEvent = z.object({ conferenceId: z.string(), callId: z.string(), legId: z.string() });
export type IncomingEvent = z.infer<typeof incomingEvent>;
export type ConnectedEvent = z.infer<typeof connectedEvent>;
export type EndedEvent = z.infer<typeof endedEvent>;
export type ParticipantDestroyEvent = z.infer<typeof participantDestroyEvent>;

/** Client -> server on /updates: `join` / `leave` with one of these rooms; the ack says whether it was allowed. */
export const telephonyRoom = z.string().regex(/^(incomingPstn\/[\w-]+|quickcall\/[\w-]+|conference\/[\w-]+)$/);
export const roomAck = z.object({ ok: z.boolean(), error: z.string().optional() });
