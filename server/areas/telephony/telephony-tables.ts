import type { AmdParameters } from '@/src/domain/parallel-dialer/answering-machine';
import { bigint, boolean, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { tenantIdColumn, tenants, userIdColumn, users } from '../../db/tenancy-tables';
import type { RecordingAnalysis } from '@/src/domain/recordings/recording-analysis';

/** Tenant-wide telephony settings (call results, limits, prevent-multiple-calls...), merged over defaults. */
export interface TenantTelephonySettings {
  /** connectScoreEnabled: the result marks a call as a connect (when the connection service counts results). */
  callResults?: { label: string; value: string; connectScoreEnabled?: boolean }[];
  /** Spec 3 local presence: the tenant's local numbers (E.164), presented by area when enabled. */
  localPresence?: { enabled: boolean; numbers: string[] };
  dialingPlanCountry?: string;
  simultaneousCallLimit?: number;
  outboundCallLimit?: number;
  preventMultipleContactCalls?: { enabled: boolean; interval: number };
  mandatoryCallResult?: { enabled: boolean; time: number; automaticMove: boolean };
  /** On-demand recording (the phone's Record button) allowed in the tenant. */
  recordingEnabled?: boolean;
  /** Spec 3 recording settings: every outbound / inbound call is recorded from its answer. */
  recordingOutboundEnabled?: boolean;
  recordingInboundEnabled?: boolean;
  /** Spec 3 parallel dialer settings (the ringing length is maximumRingingLength below). */
  parallelDialer?: {
    enabled?: boolean;
    maximumLines?: number;
    leaveRecordedVoiceMailEnabled?: boolean;
    leaveCallbackNoticeRecordingsEnabled?: boolean;
    abandonRateLimit?: number;
    /** The answering-machine detector's parameters (src/domain/parallel-dialer/answering-machine.ts), all of them when set. */
    answeringMachineDetection?: AmdParameters;
  };
  /** Spec 3 recording.sharingEnabled: calls can be shared into the library. */
  recordingSharingEnabled?: boolean;
  /** Spec 3 recording filters: number prefixes (outbound, inbound) and user ids (user side) never recorded automatically. */
  recordingOutboundFilters?: string[];
  recordingInboundFilters?: string[];
  recordingUserSideOutboundFilters?: number[];
  recordingUserSideInboundFilters?: number[];
  maximumRingingLength?: number;
}

export const tenantTelephonySettings = pgTable('telephony_settings', {
  tenantId: integer('tenant_id')
    .primaryKey()
    .references(() => tenants.id),
  settings: jsonb('settings').$type<TenantTelephonySettings>().notNull(),
});

/**
 * A user's telephony ACL (spec 3 "User acl": mandatoryCallResult, enablePstn, onDemandCallRecording). A missing row or a
 * null mandatoryCallResult means the tenant's setting applies.
 */
export const userTelephonyAcl = pgTable('user_telephony_acl', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id),
  tenantId: tenantIdColumn(),
  mandatoryCallResult: jsonb('mandatory_call_result').$type<{ enabled: boolean; time: number; automaticMove: boolean }>(),
  enablePstn: boolean('enable_pstn').notNull().default(false),
  /** Spec 3 user acl enableSms: may send SMS (on unless an administrator turns it off). */
  enableSms: boolean('enable_sms').notNull().default(true),
  /** Spec 3 user acl onDemandCallRecording: may use the Record button (where the tenant allows it). */
  onDemandCallRecording: boolean('on_demand_call_recording').notNull().default(true),
  /** Spec 3 user acl callArchive: access opens the archive, edit changes score and notes (edit needs access). Admins and managers have both. */
  callArchiveAccess: boolean('call_archive_access').notNull().default(false),
  callArchiveEdit: boolean('call_archive_edit').notNull().default(false),
  /** Spec 3 user parallelDialer: may use the parallel dialer, with this many lines. */
  parallelDialerEnabled: boolean('parallel_dialer_enabled').notNull().default(false),
  parallelDialerLines: integer('parallel_dialer_lines').notNull().default(0),
});

/**
 * A user's own number on the carrier, their caller id among the numbers assigned to them (pstn rings
 * it; inbound calls reach it). Null: an administrator took their last number away (spec 3 numbers);
 * no row: never given one yet (one is provisioned on first use).
 */
export const userPhoneNumbers = pgTable('user_phone_numbers', { tenantId: tenantIdColumn(), userId: userIdColumn(), phoneNumber: text('phone_number') }, (t) => [
  primaryKey({ columns: [t.userId] }),
  index('user_phone_numbers_number_idx').on(t.phoneNumber),
]);

export const predefinedMessages = pgTable(
  'predefined_messages',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantIdColumn(),
    /** null: a message of the whole tenant. */
    userId: integer('user_id').references(() => users.id),
    type: text('type', { enum: ['VOICE_MESSAGE', 'CALLBACK_NOTICE', 'VOICEMAIL_GREETING'] }).notNull(),
    name: text('name').notNull(),
    /** What the message says: its audio is spoken from it (until an audio file of its own is uploaded). */
    script: text('script'),
    /** The recorded audio uploaded for it (an 8 kHz mono WAV under the message audio folder), played instead of the script. */
    audioFile: text('audio_file'),
  },
  (t) => [index('predefined_messages_tenant_idx').on(t.tenantId, t.type)],
);

/**
 * One call: a pstn quick call or inbound carrier call, or a soft call known by its saved info / recording.
 * Its key is tenant + id: a call id (the SIP Call-ID, chosen by a phone) is unique only within a tenant.
 */
export const telephonyCalls = pgTable(
  'telephony_calls',
  {
    id: text('id').notNull(),
    tenantId: tenantIdColumn(),
    userId: userIdColumn(),
    contactId: integer('contact_id'),
    direction: text('direction', { enum: ['in', 'out'] }).notNull(),
    connectionType: text('connection_type', { enum: ['soft', 'pstn'] }).notNull(),
    phoneNumber: text('phone_number').notNull().default(''),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /** The activity row the saved call info wrote (one per call). */
    activityId: bigint('activity_id', { mode: 'number' }),
    voiceMessageId: integer('voice_message_id'),
    /** Archive marks (spec 2 recording / call): a star, a supervisor's score (1-5) and observation, shared into the library. */
    starred: boolean('starred').notNull().default(false),
    score: integer('score'),
    observation: text('observation'),
    sharedToLibrary: boolean('shared_to_library').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] }), index('telephony_calls_contact_idx').on(t.tenantId, t.contactId, t.startedAt), index('telephony_calls_time_idx').on(t.tenantId, t.startedAt)],
);

export const recordings = pgTable(
  'recordings',
  {
    mediaName: text('media_name').primaryKey(),
    tenantId: tenantIdColumn(),
    userId: userIdColumn(),
    callId: text('call_id').notNull(),
    mimeType: text('mime_type').notNull(),
    bytes: integer('bytes').notNull(),
    /** Where it was made: 'relay' (the media relay, stereo: rep, far side) or 'browser' (uploaded by the phone). */
    source: text('source').notNull().default('browser'),
    durationMs: integer('duration_ms'),
    /** Peaks and talk/silence map per channel, computed once (relay recordings). */
    analysis: jsonb('analysis').$type<RecordingAnalysis>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('recordings_call_idx').on(t.tenantId, t.callId)],
);
