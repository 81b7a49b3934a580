import { z } from 'zod';

/** Spec 2 section 8 (Dial) texts, verbatim, and the area's own. */
export const PARALLEL_DIALER_TEXTS = {
  noContacts: 'There are no contacts to dial in the list',
  activeSession: 'There is an active parallel dialer session in progress.',
  notEnabled: 'The parallel dialer is not enabled for this user',
  tenantOff: 'The parallel dialer is not enabled for this organization',
  callerIdRequired: 'A caller id is required to dial',
  sessionNotFound: 'The parallel dialer session was not found',
  sessionEnded: 'The parallel dialer session has ended',
} as const;

import { PARALLEL_MAX_LINES, PARALLEL_MIN_LINES } from '../../domain/parallel-dialer/session-lines';

const ms = (min: number, max: number) => z.number().int().min(min).max(max);
/** The answering-machine detector's parameters (beyond the spec: the classic detector's, src/domain/parallel-dialer/answering-machine.ts). */
export const answeringMachineParameters = z.object({
  initialSilenceMs: ms(500, 5000),
  greetingMs: ms(500, 5000),
  afterGreetingSilenceMs: ms(300, 3000),
  totalAnalysisMs: ms(2000, 10_000),
  minimumWordMs: ms(40, 500),
  betweenWordsSilenceMs: ms(20, 500),
  maximumWords: z.number().int().min(2).max(10),
  silenceThreshold: z.number().int().min(16).max(4096),
  maximumWordMs: ms(1000, 10_000),
});

/** Spec 3 parallel dialer settings of the tenant (maximumRingingLength lives with the telephony settings). */
export const tenantParallelDialerSettings = z.object({
  enabled: z.boolean(),
  maximumLines: z.number().int().min(PARALLEL_MIN_LINES).max(PARALLEL_MAX_LINES),
  leaveRecordedVoiceMailEnabled: z.boolean(),
  leaveCallbackNoticeRecordingsEnabled: z.boolean(),
  /** Beyond the spec: the abandonment-rate limit in percent of people answered, per list and 30 days (US rule: 3). */
  abandonRateLimit: z.number().min(0.5).max(3),
  /** Beyond the spec: how the lines tell a person from an answering machine. */
  answeringMachineDetection: answeringMachineParameters,
});
export type TenantParallelDialerSettings = z.infer<typeof tenantParallelDialerSettings>;

/** Spec 3 user parallelDialer: enabled and the lines assigned to the user. */
export const userParallelDialer = z.object({ enabled: z.boolean(), lines: z.number().int().min(0).max(PARALLEL_MAX_LINES) });

export const parallelDialerSettings = z.object({ tenant: tenantParallelDialerSettings, user: userParallelDialer });

/** Admin: every active user of the tenant with their parallel dialer (spec 3 user settings parallelDialer). */
export const parallelDialerUser = z.object({ userId: z.number().int(), firstName: z.string(), lastName: z.string(), parallelDialer: userParallelDialer });

export const parallelSessionStatus = z.enum(['active', 'paused', 'ended']);

/** Spec 2 section 3 session (id, assignedLines) with what it was started with. */
export const parallelSession = z.object({
  id: z.number().int(),
  listId: z.number().int(),
  playbookStepId: z.number().int().nullable(),
  assignedLines: z.number().int(),
  status: parallelSessionStatus,
  callerNumber: z.string(),
  voiceMessageId: z.number().int().nullable(),
  callbackNoticeId: z.number().int().nullable(),
  callResultForVoiceMessage: z.string().nullable(),
  callResultForCallbackNotice: z.string().nullable(),
  staggeredDialLength: z.number().int(),
  createdAt: z.string(),
});
export type ParallelSession = z.infer<typeof parallelSession>;

/** Spec 2 section 7 POST /v2/paralleldialers/sessions. */
export const createParallelSessionBody = z.object({
  callListsId: z.number().int().positive(),
  /** Beyond the spec's body: started from a playbook step's parallel dialer modal, that step's due contacts only. */
  playbookStepId: z.number().int().positive().nullable().default(null),
  callerNumber: z.string().trim().min(1, PARALLEL_DIALER_TEXTS.callerIdRequired).max(40),
  voiceMessageId: z.number().int().positive().nullable().default(null),
  callbackNoticeId: z.number().int().positive().nullable().default(null),
  assignedLines: z.number().int(),
  callResultForVoiceMessage: z.string().trim().min(1).max(100).nullable().default(null),
  callResultForCallbackNotice: z.string().trim().min(1).max(100).nullable().default(null),
  /** Milliseconds between the first dials of the lines. */
  staggeredDialLength: z.number().int().min(0).max(10_000).default(500),
});

export const parallelStatusParams = z.object({ id: z.coerce.number().int().positive(), status: z.enum(['ended', 'paused', 'resumed']) });

/** A list's abandonment over the last 30 days (people answered, abandoned, the rate and the tenant's limit, in percent), and the lines the next round may dial. */
export const listAbandonment = z.object({
  listId: z.number().int(),
  windowDays: z.number().int(),
  personAnswers: z.number().int(),
  abandoned: z.number().int(),
  ratePercent: z.number(),
  limitPercent: z.number(),
  /** For `requested` lines: how many the guard lets the caller dial now. */
  pacedLines: z.number().int(),
});
export type ListAbandonment = z.infer<typeof listAbandonment>;
